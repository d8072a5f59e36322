// swift-tools-version:6.0
// Solverv: the days until the next solstice or equinox, and the sunlight left
// today, for Linux status bars. The targets below follow the layers of
// SPEC §2, bottom to top.
import PackageDescription

// How the release binary is linked, and why: docs/building.md ("Start-up"); a word per flag.
let staticRelease: [LinkerSetting] = [
    .unsafeFlags([
        "-static-executable", "-Xlinker", "--strip-all",  // no dynamic loader, smaller file
        "-use-ld=lld",  // for the symbol order
        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/solverv/hot-symbols.txt",  // fewer page faults
        "-Xlinker", "--no-warn-symbol-ordering",
        "-Xlinker", "-T", "-Xlinker", "\(Context.packageDirectory)/Sources/solverv/unnamed-code.ld",  // and what has no name
        "-Xlinker", "--undefined=_nl_current_LC_MESSAGES_used",  // static glibc's setlocale
        "-Xlinker", "--undefined=_nl_current_LC_TIME_used",
    ], .when(configuration: .release)),
]
let releaseCode: [SwiftSetting] = [
    .unsafeFlags([
        "-Xfrontend", "-function-sections",  // so that lld can order functions
        "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",  // no demangling at start
    ], .when(configuration: .release)),
]
// Dynamic exclusivity checks cost the astronomy a tenth of a 10-year table.
let uncheckedExclusivity: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "solverv",
    products: [
        .executable(name: "solverv", targets: ["solverv"]),
        // For the benchmarks (Benchmarks/Package.swift), which measure these.
        .library(name: "SolvervLanguage", targets: ["SolvervLanguage"]),
        .library(name: "CivilTime", targets: ["CivilTime"]),
        .library(name: "PlaceNames", targets: ["PlaceNames"]),
    ],
    targets: [
        // MARK: C libraries (Debian packages, reached through pkg-config)

        // IAU SOFA routines as ERFA: Earth ephemeris, precession–nutation, Earth rotation.
        .systemLibrary(name: "CERFA", pkgConfig: "erfa", providers: [.apt(["liberfa-dev"])]),
        // JSON reading and writing; only SolvervJSON imports it.
        .systemLibrary(name: "CJansson", pkgConfig: "jansson", providers: [.apt(["libjansson-dev"])]),
        // glibc's getopt_long, for GNU-style options without a Swift parser.
        .systemLibrary(name: "CGetopt"),
        // glibc's gettext and the locale's time format (libintl.h, langinfo.h).
        .systemLibrary(name: "CIntl"),
        // D-Bus, for GeoClue 2 on the system bus (`--location auto`); only
        // SolvervGeoClue imports it. Debian ships the static libdbus-1.a.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // In place of libdbus-1.a's socket activation (libsystemd) and glibc's
        // NSS, which a bus client never needs (dbus_static_link.c says why).
        .target(name: "CDBusStaticLink", cSettings: [
            .define("SOLVERV_STATIC_DBUS", .when(configuration: .release)),
        ]),
        // Linux's timerfd, signalfd, inotify and poll, for watch mode's event loop.
        .systemLibrary(name: "CLinux"),
        // The formatter plugins' C ABI (SPEC §8): the public header include/solverv/plugin.h.
        .systemLibrary(name: "CPluginABI", path: "include"),

        // MARK: Astronomy (pure: no Foundation, no I/O)

        // The Sun's apparent place 1900–2100 as Chebyshev segments, compiled
        // from SolarAstronomy's precise path by EphemerisCompiler (generated C).
        .target(name: "CSunEphemeris"),
        // The Sun's longitude 1000–3000 as a series fitted to that path
        // (generated C: scripts/reference/fit_solar_longitude.py).
        .target(name: "CSolarLongitude", dependencies: [
            "CERFA",
        ]),
        .target(name: "SolarAstronomy", dependencies: [
            "CERFA",
            "CSunEphemeris",
            "CSolarLongitude",
        ], swiftSettings: uncheckedExclusivity + releaseCode),
        // `make ephemeris`: rewrites Sources/CSunEphemeris/sun_ephemeris.c.
        .executableTarget(name: "EphemerisCompiler", dependencies: ["SolarAstronomy"]),
        // The Moon (eraMoon98), its phases, illumination, rising and setting.
        .target(name: "LunarAstronomy", dependencies: ["CERFA", "SolarAstronomy"],
                swiftSettings: uncheckedExclusivity + releaseCode),

        // MARK: Files (opened by path without ever blocking: regular files only)

        // The config, the tz database, /etc/localtime and the runtime files
        // are all opened through it; no other layer calls open(2) on a path.
        .target(name: "SystemFiles"),

        // MARK: Language (SPEC §10: what a person reads, through gettext)

        // How each locale writes dates and times, from CLDR (generated C: `make calendar`).
        .target(name: "CCalendarTable"),
        // The shipped catalogues inside the binary, as `make catalogues` packs them (docs/building.md).
        .target(name: "CCatalogues"),
        .target(name: "SolvervLanguage", dependencies: [
            "CIntl",
            "CCalendarTable",
            "CCatalogues",
            "SystemFiles",
        ], swiftSettings: releaseCode),

        // MARK: Civil time (Gregorian dates, the tz database, solar days by date)

        // The world's zone borders as a quadtree, for the zone of any
        // coordinates (generated C: scripts/reference/make_zone_boundaries.py).
        .target(name: "CZoneBoundaries"),
        .target(name: "CivilTime", dependencies: [
            "SolarAstronomy",
            "CZoneBoundaries",
            "SystemFiles",
            "SolvervLanguage",
        ], swiftSettings: releaseCode),

        // MARK: Contracts on the wire (the JSON writer)

        .target(name: "SolvervJSON", dependencies: [
            "CJansson",
            "SolvervLanguage",
        ], swiftSettings: releaseCode),

        // MARK: Contracts (what providers give and formatters take; no implementations)

        .target(name: "SolvervContracts", dependencies: [
            "SolarAstronomy",
            "CivilTime",
            "SolvervLanguage",
        ], swiftSettings: releaseCode),

        // MARK: Providers (facts about the Sun and the Moon for a place and an instant)

        .target(name: "SolvervProviders", dependencies: [
            "SolvervContracts",
            "SolarAstronomy", "LunarAstronomy",
            "CivilTime",
            "SolvervLanguage",
        ], swiftSettings: releaseCode),

        // MARK: Formatters (one per bar, plus plain and json; escaping for each)

        .target(name: "SolvervFormatters", dependencies: [
            "SolvervContracts",
            "SolvervJSON",
            "SolvervLanguage",
        ], swiftSettings: releaseCode),

        // MARK: Formatters loaded at run time (SPEC §8: the plugins' C ABI)

        // The environment as Solverv started, before it set LANGUAGE or TZ:
        // what a plugin's own libc is given (a constructor keeps it).
        .target(name: "CStartEnvironment"),
        // The keeper of a plugin call: a child subreaper that ends every
        // process the call leaves behind, daemons too (no allocation: C).
        .target(name: "CPluginKeeper"),
        // The one registry of formatters: the built-ins, then plugins found on the
        // path, run in a child (CLinux: prctl, pidfd) below a keeper (CPluginKeeper).
        .target(name: "SolvervPlugins", dependencies: [
            "CPluginABI",
            "CLinux",
            "CStartEnvironment",
            "CPluginKeeper",
            "SolvervContracts",
            "SolvervFormatters",
            "SystemFiles",
            "SolvervLanguage",
        ]),

        // MARK: Engine (the line for an instant, and when its text next changes)

        // Place, providers, snapshot, formatter: the line at an instant.
        .target(name: "SolvervEngine", dependencies: [
            "SolarAstronomy",
            "CivilTime",
            "SystemFiles",
            "SolvervContracts",
            "SolvervProviders",
            "SolvervFormatters",
            "SolvervLanguage",
            "LocalNames",
        ], swiftSettings: releaseCode),
        // One poll over a timerfd, a signalfd, stdin and inotify; no threads.
        .target(name: "SolvervWatch", dependencies: [
            "CLinux",
            "SolvervLanguage",
        ]),

        // MARK: GeoClue (`--location auto`: GeoClue 2 on the system D-Bus)

        .target(name: "SolvervGeoClue", dependencies: [
            "CDBus",
            "CDBusStaticLink",
            "CLinux",
            "SolvervLanguage",
        ]),

        // MARK: Control (clicks, the view state, the running instances; `solverv ctl`)

        .target(name: "SolvervControl", dependencies: [
            "SolvervJSON",
            "SystemFiles",
            "SolvervLanguage",
        ]),

        // MARK: Places (`--location NAME`: the bundled city table and its lookup)

        // GeoNames' cities of 15 000 people or more, with their zones (generated C: `make places`).
        .target(name: "CPlaceTable"),
        // Finds a city by name: folded, narrowed by country or US state, with suggestions.
        .target(name: "PlaceNames", dependencies: [
            "CPlaceTable",
        ]),
        // Places, zones' cities and regions named in the user's language: CLDR,
        // GeoNames' names by script, iso-codes' regions (generated C:
        // scripts/reference/make_local_names.py, `make local-names`).
        .target(name: "CLocalNames"),
        // Looks those names up, in the language of the messages; never in English.
        .target(name: "LocalNames", dependencies: [
            "CLocalNames",
            "SolvervLanguage",
        ]),

        // MARK: The user's side (options as given, numbers, output, `Failure`: SPEC §7)

        .target(name: "SolvervIO", dependencies: [
            "SolarAstronomy",
            "CivilTime",
            "SolvervJSON",
            "SolvervContracts",
            "SolvervFormatters",
            "SolvervControl",
            "PlaceNames",
            "SolvervLanguage",
        ], swiftSettings: releaseCode),

        // MARK: Config (the config file: found, read, every key checked; SPEC §5)

        .target(name: "SolvervConfig", dependencies: [
            "SolvervIO",
            "SolarAstronomy",
            "CivilTime",
            "SystemFiles",
            "SolvervJSON",
            "SolvervContracts",
            "SolvervProviders",
            "SolvervFormatters",
            "PlaceNames",
            "SolvervLanguage",
        ], swiftSettings: releaseCode),

        // MARK: Where (the place, zone and instant of a run, GeoClue followed; SPEC §5)

        .target(name: "SolvervPlaces", dependencies: [
            "SolvervConfig",
            "SolvervIO",
            "SolvervControl",
            "SolarAstronomy",
            "CivilTime",
            "SolvervContracts",
            "SolvervFormatters",
            "SolvervEngine",
            "PlaceNames",
            "SolvervLanguage",
            "LocalNames",
            "SolvervGeoClue",
        ], swiftSettings: releaseCode),

        // MARK: Reading days and years (`report`, `table`, `events`, `chart`)

        // The screen's rows for one or two places, laid out for a terminal;
        // the rows of `table` (a day each) and `events` (a season each).
        .target(name: "SolvervReport", dependencies: [
            "SolvervPlaces",
            "SolvervJSON",
            "SolvervConfig",
            "SolvervIO",
            "SolarAstronomy", "LunarAstronomy",
            "CivilTime",
            "SolvervContracts",
            "SolvervProviders",
            "SolvervFormatters",
            "SolvervEngine",
            "LocalNames",
        ]),
        // Day length and twilight by date, drawn as an SVG.
        .target(name: "SolvervChart", dependencies: [
            "SolvervPlaces",
            "SolvervIO",
            "SolarAstronomy", "LunarAstronomy",
            "CivilTime",
            "SolvervContracts", "SolvervProviders",
            "SolvervFormatters",
        ]),

        // MARK: Acting at sun events (`--notify` in watch mode, `wait`, `poll`)

        .target(name: "SolvervNotify", dependencies: [
            "SolvervIO",
            "SolvervPlaces",
            "CivilTime", "LunarAstronomy",
            "SolvervFormatters",
            "SolvervEngine",
            "SolvervWatch",
            "SolvervControl",
        ]),

        // MARK: Bar set-up (`solverv setup BAR`, contrib/ and the README's quick
        // start: what each bar's piece says, and each file format's quoting)

        .target(name: "SolvervSetup", dependencies: [
            "SolvervIO",
            "SolvervFormatters",
            "SolvervLanguage",
        ]),

        // MARK: CLI (options, dispatch, output, exit statuses, and each command's glue; watch mode)

        .target(name: "SolvervCLI", dependencies: [
            "SolarAstronomy",
            "CivilTime",
            "SolvervJSON",
            "SolvervContracts",
            "SolvervProviders",
            "SolvervFormatters",
            "SolvervEngine",
            "SolvervWatch",
            "SolvervControl",
            "SolvervPlugins",
            "PlaceNames",
            "SolvervIO",
            "SolvervConfig",
            "SolvervPlaces",
            "SolvervReport",
            "SolvervChart",
            "SolvervNotify",
            "SolvervGeoClue",
            "SolvervSetup",
            "CGetopt",
            "SolvervLanguage",
        ], swiftSettings: releaseCode),
        // The runtime's start-up without /proc (a bare chroot), and without
        // the backtracer's search unless SWIFT_BACKTRACE asks: docs/building.md.
        .target(name: "CStartWithoutProc", cSettings: [.define("SOLVERV_STATIC_RUNTIME", .when(configuration: .release))]),
        .executableTarget(name: "solverv", dependencies: [
            "SolvervCLI",
            "CStartWithoutProc",
        ], exclude: ["hot-symbols.txt", "unnamed-code.ld"], swiftSettings: releaseCode, linkerSettings: staticRelease),

        // MARK: Package plugins (SPEC §2: docs generated from the code's declarations)

        // `make docs`: the README's tables, the man page and the shell
        // completions, from `solverv formats --output json`.
        .plugin(name: "SolvervDocs", capability: .command(
            intent: .custom(verb: "generate-docs", description: "Regenerate the README tables, the man page and the completions"),
            permissions: [.writeToPackageDirectory(reason: "writes README.md, contrib/README.md, contrib/man and contrib/completions")]
        )),

        // MARK: Test support and tests

        .target(name: "TestSupport", dependencies: [
            "SolvervContracts",
        ], path: "Tests/TestSupport"),
        .testTarget(name: "AstronomyTests", dependencies: ["SolarAstronomy", "LunarAstronomy", "CivilTime", "TestSupport"]),
        .testTarget(name: "CivilTimeTests", dependencies: ["CivilTime", "SystemFiles", "SolvervLanguage", "TestSupport"]),
        // Fill, the locale's clock and calendar, the catalogue search, with real locales.
        .testTarget(name: "SolvervLanguageTests", dependencies: ["SolvervLanguage", "SystemFiles"]),
        .testTarget(name: "ProviderTests", dependencies: ["SolvervProviders", "SolvervContracts", "SolarAstronomy", "LunarAstronomy", "CivilTime", "TestSupport"]),
        .testTarget(name: "FormatterTests", dependencies: ["SolvervFormatters", "SolvervContracts", "TestSupport"]),
        .testTarget(name: "PluginTests", dependencies: ["SolvervPlugins", "CPluginKeeper", "SolvervFormatters", "SolvervContracts", "TestSupport"]),
        .testTarget(name: "EngineTests", dependencies: ["SolvervEngine", "SolvervContracts", "SolvervFormatters", "CivilTime", "SolarAstronomy", "LunarAstronomy", "SolvervProviders", "TestSupport"]),
        .testTarget(name: "SolvervWatchTests", dependencies: ["SolvervWatch"]),
        .testTarget(name: "ControlTests", dependencies: ["SolvervControl", "SolvervJSON", "TestSupport"]),
        .testTarget(name: "PlaceNamesTests", dependencies: ["PlaceNames", "TestSupport"]),
        .testTarget(name: "LocalNamesTests", dependencies: ["LocalNames", "TestSupport"]),
        // The modules of the command line's side, each with its own unit tests;
        // what runs the built binary end to end is CLITests'.
        .testTarget(name: "IOTests", dependencies: ["SolvervIO", "SolvervContracts", "SolvervJSON", "CivilTime", "TestSupport"]),
        .testTarget(name: "ConfigTests", dependencies: ["SolvervConfig", "SolvervIO", "SolvervJSON", "TestSupport"]),
        .testTarget(name: "ReportTests", dependencies: ["SolvervReport", "SolvervPlaces", "SolvervIO", "CivilTime", "SolarAstronomy", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["SolvervCLI", "SolvervIO", "SolvervNotify", "SolvervEngine", "SolvervControl", "SolvervProviders", "SolvervContracts", "TestSupport"]),
    ]
)

// Reproducible release builds (docs/building.md): no `.swift_modhash`.
let reproducible: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-incremental-llvm-codegen"], .when(configuration: .release)),
]
for target in package.targets where [.regular, .executable].contains(target.type) && target.name != "TestSupport" {
    target.swiftSettings = (target.swiftSettings ?? []) + reproducible
}

// The tests' debug build optimises the code under test (docs/building.md:
// the suite's walks through years took most of its time unoptimised).
let optimisedUnderTest: [SwiftSetting] = [
    .unsafeFlags(["-O"], .when(configuration: .debug)),
]
for target in package.targets where target.type == .regular && target.name != "TestSupport" {
    target.swiftSettings = (target.swiftSettings ?? []) + optimisedUnderTest
}
