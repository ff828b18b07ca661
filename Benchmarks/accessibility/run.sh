#!/bin/sh
# Launch to first frame (`app.ready.frame_ms`) with and without an accessibility bus: the bridge connects on its
# own thread, so no configuration may be slower to its first frame than the others.
#   Benchmarks/accessibility/run.sh [BINARY] [RUNS]     (default .build/release/kinetic, 9 runs each)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
exec xvfb-run -a -s "-screen 0 1280x800x24" python3 "$here/launch.py" "${1:-.build/release/kinetic}" "${2:-9}"
