# Kinetic — `make run` and `make test` do all the set-up on a fresh Debian machine.
PREFIX ?= /usr/local
SWIFT ?= swift
# Debian packages: SDL2 + image + ttf, Chipmunk2D, fonts, and what the end-to-end tests drive the app with.
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libchipmunk-dev libsystemd-dev \
	fonts-dejavu-core fontconfig xvfb xauth xdotool x11-apps imagemagick dbus dbus-x11 python3 python3-jeepney

.PHONY: deps build release run test unit-test e2e-test bench floor clean install screenshots

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	.build/release/kinetic

# `swift build` builds the benchmark runner too (debug), and the floor program is built, so neither can rot.
test: deps build floor
	$(SWIFT) test
	$(MAKE) e2e-test

unit-test: deps
	$(SWIFT) test

e2e-test: build
	python3 Tests/EndToEnd/run_e2e.py --binary .build/debug/kinetic

# The bare SDL2 program launch and memory are measured against.
FLOOR := .build/floor/kinetic-floor
floor: $(FLOOR)
$(FLOOR): Benchmarks/floor/floor.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -Wall -Wextra -o $@ $< $$(pkg-config --cflags --libs sdl2)

# Every benchmark (release build, own Xvfb), one table: area, figure, value, floor, ratio, target, met?
bench: deps release floor
	.build/release/KineticBenchmarks --kinetic .build/release/kinetic --floor $(FLOOR) \
		--solver Benchmarks/solver/run.sh --resources Resources

screenshots: release
	scripts/screenshots.sh .build/release/kinetic docs/screenshots

clean:
	rm -rf .build

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/kinetic \
		$(DESTDIR)$(PREFIX)/share/applications $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps
	install -m 755 .build/release/kinetic $(DESTDIR)$(PREFIX)/bin/kinetic
	cp -R Resources/. $(DESTDIR)$(PREFIX)/share/kinetic/
	install -m 644 Resources/kinetic.desktop $(DESTDIR)$(PREFIX)/share/applications/kinetic.desktop
	install -m 644 Resources/icons/kinetic.svg $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/kinetic.svg
