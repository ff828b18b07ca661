#!/usr/bin/env bash
# Regenerates scripts/startup-order.txt, the order the release link gives kinetic-app's functions (Package.swift):
# the release binary runs under callgrind in a private Xvfb — its launch, then every tab in turn (digit keys) and a
# Breakout serve — and scripts/startup_order.py lists the functions the launch ran up to the end of its first frame
# (the present, then the ready event and the automation files, as tests and benchmarks run it), then those the
# rest ran. Run it after changes that rename or add much start-up code (names that no longer exist are
# skipped by the linker; new code is simply placed after the listed functions), then rebuild: make release.
#
#   scripts/startup-order.sh [BUILD_FOLDER]      (default .build/release; needs valgrind and Xvfb)
set -euo pipefail
build=${1:-.build/release}
binary=$build/kinetic-app
out=scripts/startup-order.txt
# Frames the profiled session runs for (about five seconds at 60 Hz; a minute or two under valgrind, which runs
# the app about 50 times slower: the replay's keys come on the real clock, so every tab is shown regardless).
SESSION_FRAMES=300
WALL_LIMIT=900

command -v valgrind >/dev/null || { echo "startup-order.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
[ -x "$binary" ] || { echo "startup-order.sh: no $binary: build it first (make release)" >&2; exit 1; }

private=$(mktemp -d -t kinetic-startup-order.XXXXXX)
# A private X server: Xvfb picks a free display and writes its number to the pipe (-displayfd).
exec {display_pipe}< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp 2>/dev/null)
xvfb=$!
read -r -t 20 number <&"$display_pipe" || { echo "startup-order.sh: Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$number
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$private"' EXIT
export KINETIC_CONFIG_DIR=$private/config KINETIC_DATA_DIR=$private/data KINETIC_CACHE_DIR=$private/cache
replay=$private/tabs.jsonl
for tab in 2 3 4 5 6 1; do
    echo "{\"t\": $((tab == 1 ? 7 : tab - 1)).0, \"type\": \"key\", \"key\": \"$tab\"}"
done >"$replay"
echo "{\"t\": 8.0, \"type\": \"key\", \"key\": \"Space\"}" >>"$replay"

# A first launch fills the raster cache, as a user's second launch finds it; the profiled one then starts warm.
"$binary" --size 1024x720 --frames 1 >/dev/null 2>&1 || true
# The launch: one frame, profiled up to the return of the host's run loop (callgrind dumps that part then, before
# the app shuts down).
valgrind --tool=callgrind --dump-instr=yes --dump-after='*AppHostC3runyyKF' \
    --callgrind-out-file="$private/launch" "$binary" --size 1024x720 --tab breakout --frames 1 \
    --automation "$private/automation" >/dev/null 2>&1 || true
# A session: every tab in turn, then Breakout in play.
timeout -s TERM "$WALL_LIMIT" valgrind --tool=callgrind --dump-instr=yes \
    --callgrind-out-file="$private/session" "$binary" --size 1024x720 --tab breakout --replay "$replay" \
    --frames "$SESSION_FRAMES" >/dev/null 2>&1 || true
for profile in launch.1 session; do
    [ -s "$private/$profile" ] || { echo "startup-order.sh: callgrind wrote no $profile profile" >&2; exit 1; }
done
python3 scripts/startup_order.py "$binary" "$private/launch.1" "$private/session" >"$out"
echo "startup-order.sh: wrote $out ($(wc -l <"$out") functions)"
