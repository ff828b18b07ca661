"""End-to-end test of `make bench`'s runner: the processes it starts end with it. The accessibility area starts the
most — a D-Bus session per configuration (`dbus-run-session` and its `dbus-daemon`), the `at-spi-bus-launcher` that
session activates and the accessibility bus's own `dbus-daemon`, which re-parent themselves to init — so the test
runs that area for real, with the app under test, and then looks for any process of the run still alive.

The runner marks every process it starts with `KINETIC_BENCHMARK_RUN` in its environment, and takes the value from
its own environment when it is given one: the test gives it a value of its own, so even a runner that forgot to
mark its children, or to end them, is caught through the environment they inherited."""
import os
import shutil
import signal
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(HERE))
MARK_VARIABLE = "KINETIC_BENCHMARK_RUN"
# Launches per configuration: one is enough to start every process the area starts.
RUNS = "1"
RUNNER_TIMEOUT_S = 600
# How long a process of the run may take to go after the runner has exited (init reaping what was re-parented).
SETTLE_S = 3


def find_runner(binary):
    """KineticBenchmarks in the build folder the suite tests (KINETIC_E2E_BUILD) or beside the binary, else in this
    checkout's builds."""
    folders = [os.environ.get("KINETIC_E2E_BUILD", ""), os.path.dirname(binary)] + [
        os.path.join(REPOSITORY, ".build", configuration) for configuration in ("release", "debug")]
    candidates = [os.path.join(folder, "KineticBenchmarks") for folder in folders if folder]
    for candidate in candidates:
        if os.access(candidate, os.X_OK):
            return candidate
    raise AssertionError(f"no KineticBenchmarks in {candidates}: build it (make release, or swift build)")


def processes_marked(mark):
    """(pid, command line) of every live process whose environment carries the mark."""
    needle = f"{MARK_VARIABLE}={mark}".encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as environ:
                if needle not in environ.read().split(b"\0"):
                    continue
            with open(f"/proc/{entry}/stat") as stat:
                if stat.read().rsplit(")", 1)[1].split()[0] == "Z":
                    continue
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                found.append((int(entry), cmdline.read().replace(b"\0", b" ").decode(errors="replace").strip()))
        except OSError:
            continue  # ended while being read, or not ours to read
    return found


def end(processes):
    for pid, _ in processes:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def test_bench_accessibility_area_leaves_no_process_behind(binary):
    runner = find_runner(binary)
    kinetic = shutil.which(binary)  # the installed kinetic is run by name; the runner starts it by its path
    assert kinetic, f"no {binary} to run"
    mark = f"e2e-{os.getpid()}-{time.monotonic_ns()}"
    environment = dict(os.environ, **{MARK_VARIABLE: mark})
    result = subprocess.run([runner, "--area", "accessibility", "--runs", RUNS, "--kinetic", kinetic],
                            env=environment, capture_output=True, text=True, timeout=RUNNER_TIMEOUT_S,
                            cwd=REPOSITORY)
    deadline = time.monotonic() + SETTLE_S
    left = processes_marked(mark)
    while left and time.monotonic() < deadline:
        time.sleep(0.1)
        left = processes_marked(mark)
    end(left)  # so that a failure here leaves nothing behind either
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert not left, "processes of the benchmark run still running after it ended:\n" + "\n".join(
        f"  {pid} {command}" for pid, command in left)
    cleanup = [line for line in result.stdout.splitlines() if line.startswith("cleanup ")]
    assert cleanup and cleanup[-1].endswith(" yes"), (
        "the runner had to end processes an area left running (its ends should stop what they start):\n"
        + "\n".join(line for line in result.stdout.splitlines() if "terminated" in line or line in cleanup))
