// swift-tools-version:6.0
// Solverv's benchmark executables, apart from what ships (as swift-nio and
// swift-collections keep theirs): `make bench` and `make bench-places` build
// them, `make build` and the release never do. They reach the libraries
// they measure through the products of the package above.
import PackageDescription

// Static, as the shipped line is: a dynamic binary's first call of each libc
// function pays for its lazy binding, which the line never pays.
let staticRelease: [LinkerSetting] = [
    .unsafeFlags(["-static-executable", "-use-ld=lld"], .when(configuration: .release)),
]

let package = Package(
    name: "solverv-benchmarks",
    dependencies: [
        .package(name: "solverv", path: ".."),
    ],
    targets: [
        // `scripts/bench/catalogue-check`: what checking a catalogue costs a line.
        .executableTarget(
            name: "CatalogueCheckBench",
            dependencies: [
                .product(name: "SolvervLanguage", package: "solverv"),
            ],
            linkerSettings: staticRelease
        ),
        // `scripts/bench/zones`: times zone lookups and answers points from stdin.
        .executableTarget(
            name: "ZoneLookupBench",
            dependencies: [
                .product(name: "CivilTime", package: "solverv"),
            ]
        ),
        // `make bench-places` and `make places`: every city of the place
        // table by name, the lookup's speed, and the labels lists print.
        .executableTarget(
            name: "PlaceLookupBench",
            dependencies: [
                .product(name: "PlaceNames", package: "solverv"),
            ]
        ),
    ]
)
