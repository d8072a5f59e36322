# Solverv: `make run` prints a line for the default location; `make test`
# runs the whole test suite. Both install what they need through apt first.

SWIFT ?= swift
# Build and run needs: the C libraries Solverv links, and the tz database.
BUILD_PACKAGES := libjansson-dev liberfa-dev tzdata
# The tests also drive real tmux, conky and i3blocks, and compile C with cc. Any of
# these already on the PATH is used as it is: Debian's conky-cli conflicts
# with the conky-std or conky-all a user may have (scripts/apt-ensure).
TEST_TOOLS := tmux=tmux conky=conky-cli cc=gcc i3blocks=i3blocks

# `make install` puts the binary in $(PREFIX)/bin and
# the bar configurations in $(PREFIX)/share/doc/solverv; DESTDIR stages it
# all for a package, as packagers expect.
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
DOCDIR := $(PREFIX)/share/doc/solverv

.PHONY: run test build deps test-deps install uninstall bench fixtures ephemeris series layout clean

run: deps
	$(SWIFT) build -c release
	.build/release/solverv

# The end-to-end tests run the shipped binary (static, release), not a debug build.
test: test-deps
	$(SWIFT) build -c release
	$(SWIFT) build --build-tests
	SOLVERV_BINARY=$(CURDIR)/.build/release/solverv $(SWIFT) test --skip-build

build: deps
	$(SWIFT) build -c release

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
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DOCDIR)"
	install -m 755 .build/release/solverv "$(DESTDIR)$(BINDIR)/solverv"
	install -m 644 README.md "$(DESTDIR)$(DOCDIR)/README.md"
	cp -R contrib "$(DESTDIR)$(DOCDIR)/"
	chmod -R u=rwX,go=rX "$(DESTDIR)$(DOCDIR)/contrib"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/solverv"
	rm -rf "$(DESTDIR)$(DOCDIR)"

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

# Relists the code and data one-shot lines touch, for the linker to place
# together (needs valgrind; a stale list costs speed, never correctness).
layout: deps
	@scripts/apt-ensure valgrind
	scripts/layout/hot-symbols

clean:
	rm -rf .build
