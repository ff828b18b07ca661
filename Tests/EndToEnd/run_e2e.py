#!/usr/bin/env python3
"""End-to-end tests: the real kinetic binary, real X input (xdotool under Xvfb), a private D-Bus session.

Run with `make e2e-test` (or `python3 Tests/EndToEnd/run_e2e.py --binary .build/debug/kinetic [--only NAME]`).
The script re-runs itself under `dbus-run-session -- xvfb-run` unless `--inside` is given, then runs every
`test_*` function of every `test_*.py` module beside it. Tests read the app through the automation contract
(`tree.json` to find views, `events.jsonl` to see what happened); `kinetic_e2e.App` wraps a running app.
"""
import argparse
import glob
import importlib
import os
import subprocess
import sys
import time
import traceback

SCREEN = "1280x800x24"
HERE = os.path.dirname(os.path.abspath(__file__))


def discover(only):
    sys.path.insert(0, HERE)
    tests = []
    for path in sorted(glob.glob(os.path.join(HERE, "test_*.py"))):
        module = importlib.import_module(os.path.splitext(os.path.basename(path))[0])
        for name, fn in vars(module).items():
            if name.startswith("test_") and callable(fn) and (not only or only in name):
                tests.append((f"{module.__name__}.{name}", fn))
    return tests


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--only", help="run only the tests whose name contains this")
    parser.add_argument("--inside", action="store_true", help="already under dbus-run-session and Xvfb")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    # Sound goes to SDL's dummy driver (mixed, then dropped) unless a test picks another (test_sound.py does): the
    # suite plays nothing on the machine's speakers, and stderr is the same with or without an audio device.
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not args.inside:
        command = ["dbus-run-session", "--", "xvfb-run", "-a", "-s", f"-screen 0 {SCREEN}",
                   sys.executable, os.path.abspath(__file__), "--binary", binary, "--inside"]
        if args.only:
            command += ["--only", args.only]
        sys.exit(subprocess.call(command))
    passed = failed = 0
    for name, fn in discover(args.only):
        started = time.time()
        try:
            fn(binary)
            passed += 1
            print(f"PASS {name} ({time.time() - started:.1f} s)", flush=True)
        except Exception:
            failed += 1
            print(f"FAIL {name}\n{traceback.format_exc()}", flush=True)
    print(f"e2e: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
