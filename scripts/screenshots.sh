#!/usr/bin/env bash
# Renders the README's screenshots headless: scripts/screenshots.sh BINARY OUTDIR
set -euo pipefail
binary=${1:-.build/release/kinetic}
out=${2:-docs/screenshots}
mkdir -p "$out"
config=$(mktemp -d)
KINETIC_CONFIG_DIR=$config "$binary" --headless --size 1024x720 --tab crossfade --screenshot "$out/crossfade.png"
echo "wrote $out/crossfade.png"
for tab in settings dropit pentominoes breakout snowman; do
    if "$binary" --help >/dev/null 2>&1 && KINETIC_CONFIG_DIR=$config "$binary" --headless --size 1024x720 --tab "$tab" \
        --frames 30 --screenshot "$out/$tab.png" 2>/dev/null; then
        echo "wrote $out/$tab.png"
    fi
done
