"""Median launch-to-first-frame of kinetic with the accessibility bridge off (NO_AT_BRIDGE=1) and on, in a bare
session bus that can start no services (so no accessibility bus) and in a standard one (at-spi-bus-launcher, with
assistive technologies off, then on: the app registers with the AT-SPI registry). Compare rows of the same kind of
session: a standard session is slower to a first frame whatever the bridge does (SDL looks for services on it).
Run by run.sh."""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

READY_TIMEOUT_S = 30
BARE_SESSION = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen><auth>EXTERNAL</auth>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/>
</policy></busconfig>"""
ENABLE = ("gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus --method "
          "org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled '<true>' >/dev/null")


def one_launch(binary, folder):
    """Starts kinetic, returns its app.ready frame_ms, quits it."""
    automation = tempfile.mkdtemp(dir=folder)
    env = dict(os.environ, KINETIC_CONFIG_DIR=os.path.join(folder, "config"))
    process = subprocess.Popen([binary, "--tab", "settings", "--automation", automation], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    events = os.path.join(automation, "events.jsonl")
    deadline = time.time() + READY_TIMEOUT_S
    try:
        while time.time() < deadline:
            if os.path.exists(events):
                for line in open(events):
                    event = json.loads(line)
                    if event["event"] == "app.ready":
                        return event["frame_ms"]
            time.sleep(0.02)
        raise SystemExit("kinetic did not get ready")
    finally:
        process.terminate()
        process.wait()


def measure(binary, runs, session_args, prepare="true", extra_env=None):
    """Median frame_ms of `runs` launches inside one private session."""
    folder = tempfile.mkdtemp(prefix="kinetic-a11y-bench-")
    runtime = os.path.join(folder, "runtime")
    os.makedirs(runtime, mode=0o700)
    env = dict(os.environ, GSETTINGS_BACKEND="memory", XDG_RUNTIME_DIR=runtime, **(extra_env or {}))
    script = f'{prepare}; exec "$0" "$1" --inner "$2" "$3" "$4"'
    inner = [sys.executable, os.path.abspath(__file__), binary, str(runs), folder]
    output = subprocess.check_output(["dbus-run-session", *session_args, "--", "sh", "-c", script, *inner], env=env,
                                     stderr=subprocess.DEVNULL, text=True)
    return float(output.strip().splitlines()[-1])


def median_of(binary, runs, folder):
    one_launch(binary, folder)  # warm the file cache
    return statistics.median(one_launch(binary, folder) for _ in range(runs))


def main():
    if sys.argv[1] == "--inner":
        print(median_of(sys.argv[2], int(sys.argv[3]), sys.argv[4]))
        return
    binary, runs = os.path.abspath(sys.argv[1]), int(sys.argv[2])
    folder = tempfile.mkdtemp(prefix="kinetic-a11y-bench-")
    bare = os.path.join(folder, "bare.conf")
    with open(bare, "w") as f:
        f.write(BARE_SESSION)
    off = {"NO_AT_BRIDGE": "1"}
    rows = [
        ("bare session, bridge off", measure(binary, runs, [f"--config-file={bare}"], extra_env=off)),
        ("bare session, no a11y bus", measure(binary, runs, [f"--config-file={bare}"])),
        ("session, bridge off", measure(binary, runs, [], extra_env=off)),
        ("session, a11y bus, AT off", measure(binary, runs, [])),
        ("session, a11y bus, AT on", measure(binary, runs, [], prepare=ENABLE)),
    ]
    for name, median in rows:
        print(f"{name:32} median launch to first frame {median:7.1f} ms ({runs} runs)")


if __name__ == "__main__":
    main()
