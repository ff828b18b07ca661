# Kinetic — `make run` and `make test` do all the set-up on a fresh Debian machine.
PREFIX ?= /usr/local
SWIFT ?= swift
# Debian packages: SDL2 + image + ttf, Chipmunk2D, fonts, and what the end-to-end tests drive the app with (the
# accessibility bus and its registry, at-spi2-core, read through python3-pyatspi as a screen reader does).
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libchipmunk-dev libsystemd-dev \
	fonts-dejavu-core fontconfig xvfb xauth xdotool x11-apps imagemagick dbus dbus-x11 python3 python3-jeepney \
	at-spi2-core python3-pyatspi

.PHONY: deps build release run test unit-test e2e-test clean install screenshots

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	.build/release/kinetic

test: deps build
	$(SWIFT) test
	$(MAKE) e2e-test

unit-test: deps
	$(SWIFT) test

e2e-test: build
	python3 Tests/EndToEnd/run_e2e.py --binary .build/debug/kinetic

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
