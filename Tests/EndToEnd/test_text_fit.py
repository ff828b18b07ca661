"""End-to-end: text fits at every size. On every tab, and in every state the suite reaches (Breakout paused, an alert,
the Pentominoes hint sheet, the Snowman editor, a solved Pentominoes board with its solution browser, each tab's
controls help sheet), the window is resized by real X requests to 640×480, 700×500, 1024×720 and 1920×1080, as a
player drags its edge; once the labels have settled, every label's text must fit its frame (or be cut short on
purpose) and no two labels may overlap (text_fit.py says exactly what counts). Each test gathers every failure of
every state and size before it fails, so one run lists all there is to fix, each with the label's text and id, its
frame and its text's size. With TEXT_FIT_SCREENSHOTS set to a folder, each state is photographed at each size
there."""
import json
import os
import subprocess

import text_fit
from kinetic_e2e import App, run
from test_pentominoes import place_by_hand

SIZES = ((640, 480), (700, 500), (1024, 720), (1920, 1080))
# The size each test starts at and comes back to between states: the suite's X screen is smaller than 1920×1080,
# and a click reaches only what is on the screen.
HOME_SIZE = (1024, 720)
SCREENSHOT_DIR = os.environ.get("TEXT_FIT_SCREENSHOTS")
# A solution search for a whole board may take this long on a loaded machine, in seconds.
SOLVE_TIMEOUT_S = 60
TABS = ("breakout", "pentominoes", "crossfade", "snowman", "dropit", "settings")


def label_layout(app):
    """What the checks read of every label: its frame, text and text size (games move other views all the time;
    a label that moves has not settled)."""
    return [(node.get("frame"), node.get("value"), node.get("text_size"), node.get("visible"))
            for node in app.nodes(lambda node: node.get("type") == "Label")]


def resize(app, width, height):
    """Resizes the window as a window manager does, and waits until the app has laid out the new size."""
    if app.window_size() == [width, height]:
        return
    before = len(app.events_named("window.resized"))
    subprocess.check_call(["xdotool", "windowsize", app.window, str(width), str(height)])
    app.wait_until(
        lambda: any(event["width"] == width and event["height"] == height
                    for event in app.events_named("window.resized")[before:]),
        f"window.resized to {width}×{height}")
    app.wait_until(lambda: app.window_size() == [width, height], f"tree.json at {width}×{height}")


def check_every_size(app, state, failures, ready=None):
    """Resizes through every size, checking `state` at each (once `ready` holds, when given), and adds what fails to
    `failures`; comes back to the home size."""
    for width, height in SIZES:
        resize(app, width, height)
        if ready:
            app.wait_until(ready, f"{state} at {width}×{height}")
        app.wait_for_steady(lambda: label_layout(app), f"the labels of {state} at {width}×{height}")
        failures.extend(f"{state} at {width}×{height}: {failure}" for failure in text_fit.failures(app.tree()))
        if SCREENSHOT_DIR:
            os.makedirs(SCREENSHOT_DIR, exist_ok=True)
            app.screenshot(os.path.join(SCREENSHOT_DIR, f"{state}-{width}x{height}.png"))
    resize(app, *HOME_SIZE)
    app.wait_for_steady(lambda: label_layout(app), f"the labels of {state} back at the home size")


def report(failures):
    assert not failures, f"{len(failures)} text fit failures:\n" + "\n".join(failures)


def visible(app, identifier):
    return any(node.get("id") == identifier and node.get("visible") for node in app.nodes())


def launch(binary, tab):
    return App(binary, "--tab", tab, "--size", f"{HOME_SIZE[0]}x{HOME_SIZE[1]}")


def test_text_fits_on_every_tab_at_every_size(binary):
    failures = []
    app = launch(binary, "breakout")
    try:
        for tab in TABS:
            app.click(f"tab.{tab}")
            app.wait_until(lambda: app.find(f"tab.{tab}")["selected"], f"the {tab} tab")
            check_every_size(app, tab, failures)
        assert app.quit() == 0
    finally:
        app.close()
    report(failures)


def test_text_fits_in_breakout_paused_and_in_an_alert(binary):
    failures = []
    app = launch(binary, "breakout")
    try:
        app.wait_for_view("breakout.paddle")
        app.key("space")
        app.wait_for_event("ball.launched")
        app.key("p")
        app.wait_for_event("game.paused")
        check_every_size(app, "breakout-paused", failures, lambda: visible(app, "breakout.pause"))

        app.click("tab.settings")
        app.wait_for_view("settings.reset")
        app.scroll_into_view("settings.reset")
        app.click("settings.reset")
        app.wait_for_event("alert.shown")
        check_every_size(app, "settings-alert", failures, lambda: visible(app, "alert"))
        app.key("Escape")
        app.wait_for_event("alert.dismissed")
        assert app.quit() == 0
    finally:
        app.close()
    report(failures)


def test_text_fits_in_the_pentominoes_hint_sheet_and_solution_browser(binary):
    failures = []
    solved = run(binary, "solve", "6x10", "--first", "--json")
    assert solved.returncode == 0, solved.stderr
    first_piece = json.loads(solved.stdout)["solution"][0]
    app = launch(binary, "pentominoes")
    try:
        app.click("pentominoes.hint")
        app.wait_for_event("hint.shown")
        check_every_size(app, "pentominoes-hint", failures, lambda: visible(app, "pentominoes.hint.sheet"))
        app.click("pentominoes.hint.done")
        app.wait_for_event("sheet.dismissed")

        # A move made, as a player has before asking: the status line under the board shares its row with the
        # browser, and Solve completes the board around the piece.
        place_by_hand(app, first_piece["piece"], first_piece)
        app.click("pentominoes.solve")
        app.wait_for_event("board.solved", timeout=SOLVE_TIMEOUT_S)
        solution_shown = lambda: app.find("pentominoes.solution.index").get("value")  # noqa: E731
        app.wait_until(solution_shown, "the solution browser", timeout=SOLVE_TIMEOUT_S)
        check_every_size(app, "pentominoes-solved", failures, solution_shown)
        assert app.quit() == 0
    finally:
        app.close()
    report(failures)


def test_text_fits_in_the_snowman_editor(binary):
    failures = []
    app = launch(binary, "snowman")
    try:
        app.click("snowman.edit")
        app.wait_for_event("navigation.pushed")
        check_every_size(app, "snowman-editor", failures, lambda: visible(app, "snowman.preview"))
        assert app.quit() == 0
    finally:
        app.close()
    report(failures)


def test_text_fits_in_every_tabs_help_sheet(binary):
    failures = []
    app = launch(binary, "breakout")
    try:
        for tab in TABS:
            app.click(f"tab.{tab}")
            app.wait_until(lambda: app.find(f"tab.{tab}")["selected"], f"the {tab} tab")
            app.key("F1")
            app.wait_for_event("help.shown", where=lambda event: event["tab"] == tab)
            check_every_size(app, f"{tab}-help", failures, lambda: visible(app, f"{tab}.help"))
            app.key("Escape")
            app.wait_for_event("sheet.dismissed", where=lambda event: event["scene"] == f"{tab}.help")
            app.wait_until(lambda: not visible(app, f"{tab}.help"), f"the {tab} help sheet to go")
        assert app.quit() == 0
    finally:
        app.close()
    report(failures)
