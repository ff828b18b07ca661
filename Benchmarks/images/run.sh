#!/usr/bin/env bash
# Image benchmarks, release builds, under Xvfb when there is no display. Not part of `make test`.
#   1. Frames while a large picture decodes (main.swift, built in a throwaway package beside the repo's sources):
#      the longest wait between two frames with the decode in the background (as the app does) and inline on the
#      main thread (as it used to), and how soon the picture showed.
#   2. Launch with a huge picture remembered in state.plist (bench.py): time to the first frame, when the picture
#      was shown or refused, peak RSS.
#
#   Benchmarks/images/run.sh [--size WxH] [--launch-sizes 4000x4000,16000x16000]
#
# KINETIC_BIN=path measures that kinetic binary in part 2 instead of building one.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
size=6000x6000
launch_sizes=4000x4000,16000x16000
while [[ $# -gt 0 ]]; do
    case "$1" in
        --size) size="$2"; shift 2 ;;
        --launch-sizes) launch_sizes="$2"; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 64 ;;
    esac
done

if [[ -z "${DISPLAY:-}" ]]; then
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" --size "$size" --launch-sizes "$launch_sizes"
fi

work=${IMAGE_BENCH_DIR:-/tmp/kinetic-image-bench}
mkdir -p "$work/Sources" "$work/Benchmarks"
for module in CSDL2 CSDL2Mixer CSDL2TTF CSystemdBus CDispatchMainQueue CPNG Kit Platform; do
    ln -sfn "$repo/Sources/$module" "$work/Sources/$module"
done
ln -sfn "$here" "$work/Benchmarks/images"
cat > "$work/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ImageBenchmark",
    targets: [
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2"),
        .systemLibrary(name: "CSDL2Mixer"),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf"),
        .systemLibrary(name: "CSystemdBus", pkgConfig: "libsystemd"),
        .systemLibrary(name: "CDispatchMainQueue"),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng"),
        .target(name: "Kit"),
        .target(
            name: "Platform",
            dependencies: ["Kit", "CSDL2", "CSDL2Mixer", "CSDL2TTF", "CSystemdBus", "CDispatchMainQueue", "CPNG"]),
        .executableTarget(
            name: "ImageBenchmark", dependencies: ["Platform", "Kit"], path: "Benchmarks/images",
            exclude: ["run.sh", "bench.py", "make_png.py", "__pycache__"]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
swift build -c release --package-path "$work" --product ImageBenchmark >&2
picture="$work/${size}.png"
[[ -f "$picture" ]] || python3 "$here/make_png.py" "$picture" "${size%x*}" "${size#*x}"
echo "Frames while a ${size} PNG decodes (1024×720 window):"
"$work/.build/release/ImageBenchmark" --image "$picture"
"$work/.build/release/ImageBenchmark" --image "$picture" --inline

if [[ -z "${KINETIC_BIN:-}" ]]; then
    swift build --package-path "$repo" -c release --product kinetic >&2
    KINETIC_BIN="$(swift build --package-path "$repo" -c release --show-bin-path)/kinetic"
fi
echo
python3 "$here/bench.py" --kinetic "$KINETIC_BIN" --sizes "$launch_sizes"
