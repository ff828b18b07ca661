#!/usr/bin/env python3
"""End-to-end tests: the real kinetic binary, real X input (xdotool under Xvfb), a private D-Bus session.

Run with `make e2e-test`, which tests what users get: the release build installed by `make install` into a temporary
prefix (`--installed PREFIX --build .build/release`): the suite then starts `kinetic` by name through the PATH, from
an empty folder outside the checkout, as a user's shell or desktop does. A build folder can be tested directly too:
`python3 Tests/EndToEnd/run_e2e.py --binary .build/debug/kinetic [--only NAME]`.
The script re-runs itself under `dbus-run-session -- xvfb-run` unless `--inside` is given, then runs every
`test_*` function of every `test_*.py` module beside it. Tests read the app through the automation contract
(`tree.json` to find views, `events.jsonl` to see what happened); `kinetic_e2e.App` wraps a running app.

The suite stays in its lane: it runs with HOME an empty folder, mounted read-only (a read-only tmpfs in a private
mount namespace, `unshare -m`: as root, file permissions would not stop a write) where the machine allows it, and
with every temporary file (TMPDIR, the X authority file) in one private folder removed at the end. A test that
wrote to the user's folders fails instead of leaving files behind; each gets private config, data and cache
folders from `kinetic_e2e`.
"""
import argparse
import errno
import glob
import importlib
import os
import shutil
import subprocess
import tempfile
import sys
import time
import traceback

from kinetic_e2e import Skipped

SCREEN = "1280x800x24"
HERE = os.path.dirname(os.path.abspath(__file__))
# What the user's shell may set that would send a test's files to the user's own folders: the suite starts without
# them, so a test that forgets its private folders writes to the read-only HOME and fails.
USER_FOLDER_VARIABLES = ("KINETIC_CONFIG_DIR", "KINETIC_DATA_DIR", "KINETIC_CACHE_DIR", "XDG_CONFIG_HOME",
                         "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "XAUTHORITY")
# Mounts an empty read-only tmpfs over $HOME in the private mount namespace `unshare -m` made, then runs the suite.
READ_ONLY_HOME = 'mount -t tmpfs -o ro,mode=0555 kinetic-e2e-home "$HOME" && exec "$@"'


def discover(only):
    sys.path.insert(0, HERE)
    tests = []
    for path in sorted(glob.glob(os.path.join(HERE, "test_*.py"))):
        module = importlib.import_module(os.path.splitext(os.path.basename(path))[0])
        for name, fn in vars(module).items():
            qualified = f"{module.__name__}.{name}"
            if name.startswith("test_") and callable(fn) and (not only or only in qualified):
                tests.append((qualified, fn))
    return tests


def can_mount_read_only_home(home):
    """Whether this process may mount in a private mount namespace (root or CAP_SYS_ADMIN, unshare allowed)."""
    probe = ["unshare", "--mount", "--propagation", "private", "mount", "-t", "tmpfs", "-o", "ro", "kinetic-probe",
             home]
    try:
        return subprocess.run(probe, capture_output=True).returncode == 0
    except OSError:
        return False


def describe_home(home):
    """Says what a write to HOME meets: the proof the suite is hermetic, printed once at the top of the run."""
    contents = "empty" if not os.listdir(home) else f"holding {sorted(os.listdir(home))}"
    probe = os.path.join(home, ".kinetic-e2e-probe")
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except OSError as error:
        if error.errno == errno.EROFS:
            return f"{contents} and read-only: a test that writes there fails"
        raise
    os.remove(probe)
    return f"{contents} and writable (private to this run): checked to be empty after the run"


def run_outside(forwarded, only, keep):
    """Runs the suite under a private D-Bus session and Xvfb, with HOME an empty read-only folder (or, where mounts
    are not allowed, a private empty one checked afterwards) and every temporary file in one private folder."""
    private = tempfile.mkdtemp(prefix="kinetic-e2e-run-")
    home = os.path.join(private, "home")
    temporary = os.path.join(private, "tmp")
    os.makedirs(home, mode=0o555)
    runtime = os.path.join(private, "runtime")
    os.makedirs(temporary)
    os.makedirs(runtime, mode=0o700)
    env = {name: value for name, value in os.environ.items() if name not in USER_FOLDER_VARIABLES}
    # The session's own runtime folder, as a login session has: the services the bus starts for the app (the
    # accessibility bus launcher's dconf) keep their files there rather than in HOME.
    env.update(HOME=home, TMPDIR=temporary, XDG_RUNTIME_DIR=runtime)
    command = ["dbus-run-session", "--", "xvfb-run", "-a", "-f", os.path.join(private, "Xauthority"),
               "-s", f"-screen 0 {SCREEN}", sys.executable, os.path.abspath(__file__), *forwarded, "--inside"]
    if only:
        command += ["--only", only]
    if can_mount_read_only_home(home):
        command = ["unshare", "--mount", "--propagation", "private", "sh", "-c", READ_ONLY_HOME, "sh", *command]
    else:
        print("e2e: the read-only HOME proof was skipped (mounting a tmpfs with unshare -m needs root or "
              "CAP_SYS_ADMIN); HOME is a private empty folder instead, checked after the run", flush=True)
    status = subprocess.call(command, env=env)
    written = sorted(os.listdir(home))
    if written:
        print(f"e2e: FAIL: the suite wrote to HOME ({home}): {written}; give that test private folders "
              "(kinetic_e2e.private_environment)", flush=True)
        status = status or 1
    if status == 0 and not keep:
        shutil.rmtree(private, ignore_errors=True)
    else:
        print(f"e2e: the run's files (screenshots, automation folders) are in {private}", flush=True)
    return status


def use_installed(prefix, build):
    """Tests run `kinetic` by name, found through the PATH in the installed prefix, from an empty folder of their
    own (never the checkout); tests that install or copy programs themselves find the build folder in
    KINETIC_E2E_BUILD."""
    bin_folder = os.path.join(prefix, "bin")
    if not os.access(os.path.join(bin_folder, "kinetic"), os.X_OK):
        sys.exit(f"e2e: no installed kinetic in {bin_folder}: run `make install PREFIX={prefix}` first")
    os.environ["PATH"] = bin_folder + os.pathsep + os.environ.get("PATH", "")
    os.environ.pop("KINETIC_RESOURCES", None)
    if build:
        os.environ["KINETIC_E2E_BUILD"] = os.path.abspath(build)
    elsewhere = tempfile.mkdtemp(prefix="kinetic-e2e-cwd-")
    os.chdir(elsewhere)
    return "kinetic"


def main():
    parser = argparse.ArgumentParser()
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument("--binary", help="a build folder's kinetic, run by its path")
    target.add_argument("--installed", metavar="PREFIX", help="a prefix `make install` wrote: kinetic is run by name")
    parser.add_argument("--build", help="with --installed: the build folder it was installed from")
    parser.add_argument("--only", help="run only the tests whose module.function name contains this")
    parser.add_argument("--inside", action="store_true", help="already under dbus-run-session and Xvfb")
    parser.add_argument("--keep", action="store_true", help="keep the run's private folder (screenshots, automation "
                                                            "files) even when every test passes")
    args = parser.parse_args()
    if args.installed:
        forwarded = ["--installed", os.path.abspath(args.installed)]
        if args.build:
            forwarded += ["--build", os.path.abspath(args.build)]
    else:
        forwarded = ["--binary", os.path.abspath(args.binary)]
    # Sound goes to SDL's dummy driver (mixed, then dropped) unless a test picks another (test_sound.py does): the
    # suite plays nothing on the machine's speakers, and stderr is the same with or without an audio device.
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not args.inside:
        sys.exit(run_outside(forwarded, args.only, args.keep))
    print(f"e2e: HOME is {os.environ['HOME']}, {describe_home(os.environ['HOME'])}", flush=True)
    if args.installed:
        binary = use_installed(os.path.abspath(args.installed), args.build)
        print(f"e2e: testing the kinetic installed in {args.installed}, run by name from {os.getcwd()}", flush=True)
    else:
        binary = os.path.abspath(args.binary)
    passed = failed = skipped = 0
    for name, fn in discover(args.only):
        started = time.time()
        try:
            fn(binary)
            passed += 1
            print(f"PASS {name} ({time.time() - started:.1f} s)", flush=True)
        except Skipped as reason:
            skipped += 1
            print(f"SKIP {name}: {reason}", flush=True)
        except Exception:
            failed += 1
            print(f"FAIL {name}\n{traceback.format_exc()}", flush=True)
    print(f"e2e: {passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
