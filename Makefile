# Kinetic — `make run` and `make test` do all the set-up on a fresh Debian machine.
PREFIX ?= /usr/local
SWIFT ?= swift
# The reverse-DNS application id: the installed .desktop, icon and metainfo file names (the app's own copy is
# Sources/Platform/App/ApplicationIdentity.swift).
APP_ID := io.github.kinetic.Kinetic
# The build folder `make install` copies the programs from (the launcher kinetic, kinetic-app and kinetic-solve):
# the release build, unless KINETIC_BUILD names another (the end-to-end test installs the debug build it already
# has; then nothing is built).
KINETIC_BUILD ?=
# Debian packages: SDL2 (its audio plays the sound effects) + image + ttf, Chipmunk2D, fonts, libdecor's title bars
# for native Wayland windows, what `make install` rasterizes icons with, the desktop-file and AppStream validators,
# and what the end-to-end tests drive the app with (the accessibility bus and its registry, at-spi2-core, read through
# python3-pyatspi as a screen reader does; weston and xwayland, a real Wayland compositor for native Wayland windows,
# which draw with OpenGL, so Mesa's drivers too: llvmpipe where there is no GPU), and what `make deb` builds and
# checks the Debian package with (dpkg-dev, binutils' strip, gcc for the stub naming the libraries opened with dlopen,
# lintian, man-db for the test that reads the installed manual page).
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libpng-dev \
	libchipmunk-dev libsystemd-dev fonts-dejavu-core fontconfig libdecor-0-plugin-1-cairo librsvg2-bin \
	desktop-file-utils appstream \
	xvfb xauth xdotool x11-apps x11-utils imagemagick dbus dbus-x11 python3 python3-jeepney \
	at-spi2-core python3-pyatspi weston xwayland libgl1-mesa-dri \
	dpkg-dev binutils gcc lintian man-db

.PHONY: deps build release run test unit-test e2e-test e2e-debug bench floor clean install uninstall screenshots deb \
	deb-test examples

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

# Every product: kinetic (the launcher a user runs), the kinetic-app and kinetic-solve it runs from the same folder,
# and the benchmark runner.
build: deps
	$(SWIFT) build

# The Swift runtime and Foundation linked into the binary: a launch then maps and relocates one file instead of a
# dozen shared libraries, and touches only the runtime code it runs (measured: less CPU to the first frame, less
# resident memory; docs/measurements.md).
RELEASE_FLAGS := -c release --static-swift-stdlib

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

run: release
	.build/release/kinetic

# `swift build` builds the benchmark runner too (debug), and the floor program and the examples are built, so none
# can rot. Unit tests run on the debug build; the end-to-end suite on what users get (below).
test: deps build floor examples
	$(SWIFT) test
	$(MAKE) e2e-test
	$(MAKE) deb-test

# Examples/: an app of its own on the Kit and Platform libraries, built so their public API cannot rot. (SwiftPM
# lists a path dependency's files again only when the manifest changes, hence the touch.)
examples: deps
	cd Examples && touch Package.swift && $(SWIFT) build

unit-test: deps
	$(SWIFT) test

# What users get, the way they run it: the release build (static Swift runtime, as `make run` and `make install`
# make it), installed by `make install` into a temporary prefix outside the checkout, and started by name through
# the PATH from an empty folder, under Xvfb and a private D-Bus session, with HOME an empty read-only folder (a
# read-only tmpfs in a private mount namespace where root or CAP_SYS_ADMIN allows it; else a private folder checked
# to stay empty). The prefix is removed afterwards, whatever the outcome.
e2e-test: release
	@prefix=$$(mktemp -d "$${TMPDIR:-/tmp}/kinetic-e2e-prefix.XXXXXX") && \
	$(MAKE) --no-print-directory install PREFIX="$$prefix" KINETIC_BUILD=.build/release >/dev/null && \
	python3 Tests/EndToEnd/run_e2e.py --installed "$$prefix" --build .build/release; \
	status=$$?; rm -rf "$$prefix"; exit $$status

# The suite against a build folder's binary, run by its path (quicker while working on the debug build).
e2e-debug: build
	python3 Tests/EndToEnd/run_e2e.py --binary .build/debug/kinetic

# The bare SDL2 programs Kinetic is measured against: launch and memory (kinetic-floor), the cost of a frame
# (kinetic-frame-floor, replaying what the frame recorder wrote down of a run of Kinetic).
FLOOR := .build/floor/kinetic-floor
FRAME_FLOOR := .build/floor/kinetic-frame-floor
FRAME_RECORDER := .build/floor/libkinetic-frame-recorder.so
floor: $(FLOOR) $(FRAME_FLOOR) $(FRAME_RECORDER)
$(FLOOR): Benchmarks/floor/floor.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -Wall -Wextra -o $@ $< $$(pkg-config --cflags --libs sdl2)
$(FRAME_FLOOR): Benchmarks/floor/frame-floor.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -Wall -Wextra -o $@ $< $$(pkg-config --cflags --libs sdl2)
$(FRAME_RECORDER): Benchmarks/floor/frame-recorder.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -Wall -Wextra -shared -fPIC -o $@ $< $$(pkg-config --cflags sdl2) -ldl

# Every benchmark (release build, own Xvfb), one table: area, figure, value, floor, ratio, target, met?
bench: deps release floor
	.build/release/KineticBenchmarks --kinetic .build/release/kinetic --floor $(FLOOR) \
		--frame-floor $(FRAME_FLOOR) --frame-recorder $(FRAME_RECORDER) \
		--solver Benchmarks/solver/run.sh --resources Resources

screenshots: release
	scripts/screenshots.sh .build/release/kinetic docs/screenshots

clean:
	rm -rf .build

# The installed programs lose their symbol tables and debug information, which nothing needs at run time (the build
# folder keeps them; kinetic-app: 87 → 60 MB; docs/install.md, What ships). STRIP=true installs them as built (a
# package build whose tools strip and keep the debug information apart).
STRIP ?= strip
install: $(if $(KINETIC_BUILD),,release)
	scripts/install.sh install --root "$(DESTDIR)$(PREFIX)" --app-id $(APP_ID) \
		--build "$(or $(KINETIC_BUILD),.build/release)"
	$(STRIP) "$(DESTDIR)$(PREFIX)/bin/kinetic" "$(DESTDIR)$(PREFIX)/libexec/kinetic/kinetic-app" \
		"$(DESTDIR)$(PREFIX)/libexec/kinetic/kinetic-solve"

uninstall:
	scripts/install.sh uninstall --root "$(DESTDIR)$(PREFIX)"

# The Debian package, kinetic_<version>_<arch>.deb in the checkout, from the release build (README, Debian package
# and licence; docs/packaging.md). The manual page is generated by swift-argument-parser's generate-manual tool, built
# with the release's flags so nothing else is rebuilt.
DEB = kinetic_$(shell dpkg-parsechangelog -l packaging/debian/changelog -S Version)_$(shell dpkg --print-architecture).deb

deb: deps release
	$(SWIFT) build $(RELEASE_FLAGS) --product generate-manual
	scripts/build-deb.sh --build .build/release --manual-tool .build/release/generate-manual --app-id $(APP_ID) \
		--output .

# The package as a user gets it: lintian, installed into an empty root, run by name with the checkout hidden, read
# with man, purged to nothing (Tests/EndToEnd/test_deb.py, under the end-to-end suite's Xvfb).
deb-test: deb
	KINETIC_DEB="$(CURDIR)/$(DEB)" python3 Tests/EndToEnd/run_e2e.py --binary .build/release/kinetic --only test_deb
