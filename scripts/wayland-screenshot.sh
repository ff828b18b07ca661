#!/usr/bin/env bash
# Screenshots Kinetic on a real Wayland compositor, natively (SDL_VIDEODRIVER=wayland, libdecor's title bar) or
# through XWayland, at output scale 1 or 2 — how the README's Wayland and HiDPI notes were checked.
#   scripts/wayland-screenshot.sh BINARY OUT.png [--scale N] [--xwayland] [KINETIC ARGS...]
# Needs weston and xwayland (`make deps` installs them; test_wayland.py runs this script). Weston runs with its X11
# backend inside Xvfb: its headless backend offers no wl_seat, and SDL 2.26 crashes in SDL_Init without one.
set -euo pipefail

readonly SETTLE_SECONDS=1 # after app.ready: the compositor's configure, the title bar, the next frame
readonly READY_TIMEOUT_TENTHS=150
readonly OUTPUT_POINTS=(1100 760) # weston's output in points; the window opens at 800x560 points

if [[ -z "${KINETIC_WAYLAND_INSIDE:-}" ]]; then
  command -v weston >/dev/null || { echo "wayland-screenshot: apt-get install weston xwayland" >&2; exit 1; }
  scale=1
  for ((i = 1; i <= $#; i++)); do [[ "${!i}" == --scale ]] && { j=$((i + 1)); scale=${!j}; }; done
  screen="$((OUTPUT_POINTS[0] * scale + 100))x$((OUTPUT_POINTS[1] * scale + 100))x24"
  KINETIC_WAYLAND_INSIDE=1 exec xvfb-run -a -s "-screen 0 $screen" "$0" "$@"
fi

# A bare name (an installed kinetic) is found through the PATH, as a shell finds it.
binary=$(realpath "$(command -v "$1" || echo "$1")") out=$(realpath -m "$2")
shift 2
scale=1 xwayland=0 args=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --scale) scale=$2; shift 2 ;;
    --xwayland) xwayland=1; shift ;;
    *) args+=("$1"); shift ;;
  esac
done

work=$(mktemp -d /tmp/kinetic-wayland.XXXXXX)
export XDG_RUNTIME_DIR=$work/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"
# Private folders for Kinetic (config, data, raster cache) and for weston and the libraries (the XDG homes): the
# screenshot starts from the defaults and the user's own folders are neither read nor written.
export KINETIC_CONFIG_DIR=$work/config KINETIC_DATA_DIR=$work/data KINETIC_CACHE_DIR=$work/cache
export XDG_CONFIG_HOME=$work/xdg/config XDG_DATA_HOME=$work/xdg/data XDG_CACHE_HOME=$work/xdg/cache \
  XDG_STATE_HOME=$work/xdg/state
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME"
cd "$work"
weston --backend=x11-backend.so --use-pixman --width="${OUTPUT_POINTS[0]}" --height="${OUTPUT_POINTS[1]}" \
  --scale="$scale" --socket=wayland-kinetic --idle-time=0 --debug --no-config --log="$work/weston.log" \
  $([[ $xwayland == 1 ]] && echo --xwayland) 2>/dev/null &
weston_pid=$!
trap 'kill $weston_pid 2>/dev/null; wait $weston_pid 2>/dev/null || true' EXIT
for _ in $(seq 50); do [[ -S "$XDG_RUNTIME_DIR/wayland-kinetic" ]] && break; sleep 0.1; done
export WAYLAND_DISPLAY=wayland-kinetic

if [[ $xwayland == 1 ]]; then
  for _ in $(seq 50); do
    display=$(grep -o "xserver listening on display :[0-9]*" "$work/weston.log" | grep -o ":[0-9]*$" || true)
    [[ -n "$display" ]] && break
    sleep 0.1
  done
  launch=(env -u SDL_VIDEODRIVER DISPLAY="$display")
else
  launch=(env -u DISPLAY SDL_VIDEODRIVER=wayland)
fi
"${launch[@]}" "$binary" --automation "$work" --size 800x560 "${args[@]}" >"$work/kinetic.log" 2>&1 &
kinetic_pid=$!
for _ in $(seq $READY_TIMEOUT_TENTHS); do grep -q app.ready "$work/events.jsonl" 2>/dev/null && break; sleep 0.1; done
grep -q app.ready "$work/events.jsonl" || { cat "$work/kinetic.log" >&2; exit 1; }
sleep $SETTLE_SECONDS
weston-screenshooter
kill "$kinetic_pid"
wait "$kinetic_pid" || { echo "kinetic exited with $?; its log: $work/kinetic.log" >&2; exit 1; }
mv "$work"/wayland-screenshot-*.png "$out"
echo "$out: $(grep -o '"size":\[[0-9,]*\]' "$work/tree.json") points, output scale $scale," \
  "$([[ $xwayland == 1 ]] && echo XWayland || echo native Wayland)"
rm -rf "$work"
