#!/usr/bin/env python3
"""Launch cost of a huge remembered Crossfade picture: for each size, writes a solid-colour PNG, remembers it in
state.plist, launches kinetic (under Xvfb) and reports the time to the first frame (`app.ready.frame_ms`), when
the picture was shown or refused, and the peak resident memory (VmHWM). Not part of `make test`.

    bench.py --kinetic BIN [--sizes 4000x4000,16000x16000,60000x60000] [--settle S]
"""
import argparse
import json
import os
import signal
import subprocess
import tempfile
import time

from make_png import write

STATE = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict><key>crossfadeImagePaths</key><array><string>{}</string></array></dict></plist>"""


def events(folder):
    path = os.path.join(folder, "events.jsonl")
    return [json.loads(line) for line in open(path)] if os.path.exists(path) else []


def peak_rss_mb(pid):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return float("nan")
    return float("nan")


def measure(binary, width, height, settle):
    folder = tempfile.mkdtemp(prefix="kinetic-image-bench-")
    picture = os.path.join(folder, f"{width}x{height}.png")
    write(picture, width, height)
    config = os.path.join(folder, "config")
    os.makedirs(config)
    with open(os.path.join(config, "state.plist"), "w") as f:
        f.write(STATE.format(picture))
    env = dict(os.environ, KINETIC_CONFIG_DIR=config, KINETIC_DATA_DIR=os.path.join(folder, "data"))
    launched = time.time()
    app = subprocess.Popen([binary, "--automation", folder, "--tab", "crossfade"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    ready = shown = None
    peak = 0.0
    deadline = launched + 600
    while time.time() < deadline and app.poll() is None:
        peak = max(peak, peak_rss_mb(app.pid))
        names = {e["event"]: e for e in events(folder)}
        ready = ready or names.get("app.ready")
        outcome = names.get("crossfade.image.restored") or names.get("crossfade.image.forgotten")
        if ready and (outcome or time.time() - launched > settle + ready["frame_ms"] / 1000):
            shown = outcome
            break
        time.sleep(0.02)
    time.sleep(0.5)
    peak = max(peak, peak_rss_mb(app.pid))
    app.send_signal(signal.SIGTERM)
    _, stderr = app.communicate(timeout=60)
    os.remove(picture)
    return ready, shown, peak, stderr.decode().strip()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kinetic", required=True)
    parser.add_argument("--sizes", default="4000x4000,16000x16000,60000x60000")
    parser.add_argument("--settle", type=float, default=3, help="seconds to wait after the first frame")
    args = parser.parse_args()
    print("| remembered PNG | first frame ms | picture shown / refused at s | peak RSS MB |")
    print("| --- | ---: | --- | ---: |")
    for size in args.sizes.split(","):
        width, height = map(int, size.split("x"))
        ready, shown, peak, _ = measure(args.kinetic, width, height, args.settle)
        first = f"{ready['frame_ms']:.0f}" if ready else "never"
        outcome = f"{shown['event'].split('.')[-1]} at {shown['t']:.2f}" if shown else "at the first frame (no event)"
        print(f"| {width}×{height} | {first} | {outcome} | {peak:.0f} |", flush=True)


if __name__ == "__main__":
    main()
