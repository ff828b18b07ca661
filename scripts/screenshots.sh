#!/usr/bin/env bash
# Renders the README's at-rest screenshots headless: scripts/screenshots.sh BINARY OUTDIR
#
# It writes only the pictures it makes: TABS below (a tab's first frames at rest, at SIZE), and every tab at the
# smallest window (SMALL_SIZE, into OUTDIR/640x480) with the help sheets F1 opens over Breakout and Pentominoes. The other
# pictures in docs/screenshots show moments a first frame cannot (a game mid-play, a paused animation, a click
# caption) and are kept by the end-to-end tests (CROSSFADE_SCREENSHOT, DROPIT_SCREENSHOT, SNOWMAN_SCREENSHOT_DIR,
# PENTOMINOES_SCREENSHOTS) or the unit tests; this script never replaces them. Any failed render stops it with the
# app's own message and a non-zero status.
set -euo pipefail
binary=${1:-.build/release/kinetic}
out=${2:-docs/screenshots}
TABS=(settings pentominoes)
SIZE=1024x720
SMALL_TABS=(breakout pentominoes crossfade snowman dropit settings)
SMALL_SIZE=640x480
FRAMES=30 # enough for the first layout and image loads to settle
# A sheet rises for 0.35 s after its key: 60 frames (1 s on the headless clock) show it at rest.
SHEET_FRAMES=60

# Private config, data and cache folders (Kinetic's and the XDG ones its libraries use): every render starts from
# the defaults, and the user's own folders are neither read nor written.
private=$(mktemp -d -t kinetic-screenshots.XXXXXX)
trap 'rm -rf "$private"' EXIT
export KINETIC_CONFIG_DIR=$private/config KINETIC_DATA_DIR=$private/data KINETIC_CACHE_DIR=$private/cache
export XDG_CONFIG_HOME=$private/xdg/config XDG_DATA_HOME=$private/xdg/data XDG_CACHE_HOME=$private/xdg/cache \
    XDG_STATE_HOME=$private/xdg/state
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME" # as on any desktop (Mesa needs it)
# F1 a moment after the first frame: the help sheet.
help_keys=$private/help.jsonl
echo '{"t": 0.2, "type": "key", "key": "F1"}' >"$help_keys"

# render TAB SIZE FRAMES TARGET [OPTION…]: the tab at SIZE after FRAMES frames into TARGET, through a private file
# first, so a failed render leaves the published picture as it was.
render() {
    local tab=$1 size=$2 frames=$3 target=$4
    shift 4
    local shot=$private/shot.png
    rm -f "$shot"
    if ! "$binary" --headless --size "$size" --tab "$tab" --frames "$frames" "$@" --screenshot "$shot"; then
        echo "screenshots.sh: $binary failed to render the $tab tab at $size (its message is above)" >&2
        exit 1
    fi
    if [ ! -s "$shot" ]; then
        echo "screenshots.sh: $binary wrote no picture for the $tab tab at $size" >&2
        exit 1
    fi
    mkdir -p "$(dirname "$target")"
    mv "$shot" "$target"
    echo "wrote $target"
}

for tab in "${TABS[@]}"; do
    render "$tab" "$SIZE" "$FRAMES" "$out/$tab.png"
done
for tab in "${SMALL_TABS[@]}"; do
    render "$tab" "$SMALL_SIZE" "$FRAMES" "$out/$SMALL_SIZE/$tab.png"
done
for tab in breakout pentominoes; do
    render "$tab" "$SMALL_SIZE" "$SHEET_FRAMES" "$out/$SMALL_SIZE/$tab-help.png" --replay "$help_keys"
done
