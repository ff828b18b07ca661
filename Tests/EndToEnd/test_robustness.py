"""End-to-end tests of how the app ends and starts under adverse conditions: SIGHUP, SIGINT and SIGTERM quit
the way Ctrl+Q does; absurd window geometry in state.plist is dropped with one line instead of killing every
launch; bad command lines are usage errors; --headless wins over SDL_VIDEODRIVER."""
import os
import plistlib
import signal
import subprocess
import tempfile

from kinetic_e2e import App, run

USAGE_ERROR = 64  # EX_USAGE, swift-argument-parser's status for a bad command line
DEFAULT_SIZE = [1024, 720]
SCREEN_SIZE = (1280, 800)  # run_e2e.py's Xvfb screen


def test_hangup_interrupt_and_terminate_save_and_exit_cleanly(binary):
    for sig in (signal.SIGHUP, signal.SIGINT, signal.SIGTERM):
        config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
        app = App(binary, "--tab", "settings", "--size", "1024x720", config_dir=config)
        try:
            toggle = "settings.crossfade.systemNotifications"
            app.scroll_into_view(toggle)
            app.click(toggle)
            changed = app.wait_for_event("setting.changed")
            assert changed["key"] == "crossfade.systemNotifications", changed
            status = app.quit(sig)
            assert status == 0, f"{sig.name}: exit status {status}: {app.stderr()}"
            assert app.events()[-1]["event"] == "app.quit", (sig.name, app.events()[-3:])
        finally:
            app.close()
        with open(os.path.join(config, "settings.plist"), "rb") as f:
            assert plistlib.load(f)["crossfade.systemNotifications"] is changed["value"], sig.name
        with open(os.path.join(config, "state.plist"), "rb") as f:
            state = plistlib.load(f)
        assert state["lastTab"] == "settings", (sig.name, state)
        assert [state["windowWidth"], state["windowHeight"]] == DEFAULT_SIZE, (sig.name, state)


def write_state(config, width, height, x, y):
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "state.plist"), "wb") as f:
        plistlib.dump({"windowWidth": width, "windowHeight": height, "windowX": x, "windowY": y}, f)


def test_absurd_remembered_geometry_is_dropped_with_one_line(binary):
    nan, inf = float("nan"), float("inf")
    cases = [(nan, 720, 10, 10), (inf, 720, nan, 10), (1e300, 720, 10, -inf), (3e9, 720, -3e9, 10),
             (-50, 720, 1e300, 10)]
    for width, height, x, y in cases:
        config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
        write_state(config, width, height, x, y)
        app = App(binary, "--tab", "crossfade", config_dir=config)
        try:
            assert app.window_size() == DEFAULT_SIZE, (width, app.window_size())
            assert app.quit() == 0
            problems = [line for line in app.stderr().splitlines() if "state.plist" in line]
            assert len(problems) == 1 and "ignoring the remembered window size" in problems[0], problems
        finally:
            app.close()
        with open(os.path.join(config, "state.plist"), "rb") as f:
            state = plistlib.load(f)
        assert [state["windowWidth"], state["windowHeight"]] == DEFAULT_SIZE, state


def test_remembered_geometry_beyond_the_screen_is_fitted_onto_it(binary):
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    write_state(config, 5000, 4000, 3000, -2000)
    app = App(binary, "--tab", "crossfade", config_dir=config)
    try:
        width, height = app.window_size()
        assert width <= SCREEN_SIZE[0] and height <= SCREEN_SIZE[1], (width, height)
        geometry = subprocess.check_output(["xdotool", "getwindowgeometry", app.window], text=True)
        position = geometry.split("Position: ")[1].split()[0].split(",")
        x, y = int(position[0]), int(position[1])
        assert 0 <= x and x + width <= SCREEN_SIZE[0] and 0 <= y and y + height <= SCREEN_SIZE[1], geometry
        assert app.quit() == 0
        assert "state.plist" not in app.stderr(), "a size that merely does not fit is not a problem to report"
    finally:
        app.close()


def test_bad_sizes_are_usage_errors_that_say_what_a_size_is(binary):
    for size in ("-5x10", "infxinf", "3000000000x480", "0x480", "1024"):
        result = run(binary, "--size", size, display=False)
        assert result.returncode == USAGE_ERROR, (size, result.returncode, result.stderr)
        first = result.stderr.splitlines()[0]
        assert first.startswith("Error: ") and f"'{size}'" in first and "WIDTHxHEIGHT" in first, first
        assert "from 1 to 16384" in first, first
        assert "Usage: kinetic" in result.stderr, result.stderr


def test_headless_wins_over_sdl_videodriver(binary):
    out = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "shot.png")
    env = dict(os.environ, SDL_VIDEODRIVER="x11", SDL_RENDER_DRIVER="opengl")
    result = run(binary, "--headless", "--screenshot", out, display=False, environment=env)
    assert result.returncode == 0, result.stderr
    assert os.path.getsize(out) > 0
