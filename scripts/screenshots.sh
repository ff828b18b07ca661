#!/usr/bin/env bash
# Renders the README's at-rest screenshots headless: scripts/screenshots.sh BINARY OUTDIR
#
# It writes only the pictures it makes (TABS below: a tab's first frames at rest). The other pictures in
# docs/screenshots show moments a first frame cannot (a game mid-play, a paused animation, a click caption) and are
# kept by the end-to-end tests (CROSSFADE_SCREENSHOT, DROPIT_SCREENSHOT, SNOWMAN_SCREENSHOT_DIR,
# PENTOMINOES_SCREENSHOTS) or the unit tests; this script never replaces them. Any failed render stops it with the
# app's own message and a non-zero status.
set -euo pipefail
binary=${1:-.build/release/kinetic}
out=${2:-docs/screenshots}
TABS=(settings pentominoes)
SIZE=1024x720
FRAMES=30 # enough for the first layout and image loads to settle

# Private config, data and cache folders (Kinetic's and the XDG ones its libraries use): every render starts from
# the defaults, and the user's own folders are neither read nor written.
private=$(mktemp -d -t kinetic-screenshots.XXXXXX)
trap 'rm -rf "$private"' EXIT
export KINETIC_CONFIG_DIR=$private/config KINETIC_DATA_DIR=$private/data KINETIC_CACHE_DIR=$private/cache
export XDG_CONFIG_HOME=$private/xdg/config XDG_DATA_HOME=$private/xdg/data XDG_CACHE_HOME=$private/xdg/cache \
    XDG_STATE_HOME=$private/xdg/state
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME" # as on any desktop (Mesa needs it)

mkdir -p "$out"
for tab in "${TABS[@]}"; do
    # Rendered beside the private folders first, so a failed render leaves the published picture as it was.
    shot=$private/$tab.png
    if ! "$binary" --headless --size "$SIZE" --tab "$tab" --frames "$FRAMES" --screenshot "$shot"; then
        echo "screenshots.sh: $binary failed to render the $tab tab (its message is above)" >&2
        exit 1
    fi
    if [ ! -s "$shot" ]; then
        echo "screenshots.sh: $binary wrote no picture for the $tab tab" >&2
        exit 1
    fi
    mv "$shot" "$out/$tab.png"
    echo "wrote $out/$tab.png"
done
