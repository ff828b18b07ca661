"""End-to-end: Pentominoes' text fits at 640×480, 700×500, 1024×720 and 1920×1080 in every state a player meets (the
empty board, a piece lifted by the keyboard, a solved board with its solution browser, the hint sheet, the sheet of
every control): no two labels overlap, and the labels whose type size is known are as wide as their text. The window
is resized with real X requests, as a player drags its edge."""
import itertools
import os
import subprocess

from kinetic_e2e import App, walk
from test_pentominoes import SCREENSHOT_DIR
from test_pentominoes_feel import MEASURE_SLACK, overlaps, text_width, visible

SIZES = ((640, 480), (700, 500), (1024, 720), (1920, 1080))
# The type size of labels by id (the status line and the help under the board are captions, the solution's index
# body text, a board chip's name a caption).
TYPE_SIZES = {"pentominoes.caption": 11, "pentominoes.status": 11, "pentominoes.solution.index": 14}
CHIP_NAME_SIZE = 11


def resize(app, width, height):
    subprocess.check_call(["xdotool", "windowsize", app.window, str(width), str(height)])
    app.wait_until(lambda: app.window_size() == [width, height], f"the window at {width}×{height}")
    app.wait_for_rest()


def shown_labels(app):
    """The labels with text a player sees: those of the top modal layer when one is up, else the whole window's."""
    root = app.tree()["root"]
    modals = [node for node in walk(root) if node.get("type") == "Modal"]
    scope = modals[-1] if modals else root
    return [node for node in walk(scope) if node.get("type") == "Label" and node.get("visible") and node.get("value")]


def check_text_fits(app, state, size):
    width, height = size
    labels = shown_labels(app)
    assert labels, f"{state} at {width}×{height}: no labels"
    on_screen = [n for n in labels if n["frame"][1] + n["frame"][3] > 0 and n["frame"][1] < height]
    for a, b in itertools.combinations(on_screen, 2):
        assert not overlaps(a["frame"], b["frame"]), f"{state} at {width}×{height}: {a['value']!r} over {b['value']!r}"
    for node in on_screen:
        identifier = node.get("id", "")
        size_pt = TYPE_SIZES.get(identifier) or (CHIP_NAME_SIZE if identifier.endswith(".name") else None)
        if size_pt:
            needed = text_width(node["value"], size_pt)
            assert node["frame"][2] + MEASURE_SLACK >= needed, f"{state} at {width}×{height}: {node} needs {needed}"
    if SCREENSHOT_DIR:
        os.makedirs(SCREENSHOT_DIR, exist_ok=True)
        app.screenshot(os.path.join(SCREENSHOT_DIR, f"pentominoes-{state}-{width}x{height}.png"))


def each_size(app, state, ready=lambda: True):
    """Checks `state` at every size, then comes back to 1024×720: the X screen is smaller than 1920×1080, and input
    reaches only what is on it."""
    for size in SIZES:
        resize(app, *size)
        app.wait_until(ready, f"{state} at {size}")
        check_text_fits(app, state, size)
    resize(app, 1024, 720)


def test_pentominoes_text_fits_every_size_and_state(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720")
    try:
        each_size(app, "empty")

        app.key("l")
        app.key("Return")
        app.wait_for_event("piece.lifted")
        each_size(app, "lifted", lambda: "Return" in app.find("pentominoes.caption")["value"])
        app.key("Escape")
        app.wait_for_event("piece.home")

        app.click("pentominoes.hint")
        app.wait_for_event("hint.shown")
        each_size(app, "hint", lambda: visible(app, "pentominoes.hint.sheet"))
        app.click("pentominoes.hint.done")
        app.wait_until(lambda: not visible(app, "pentominoes.hint.sheet"), "the hint sheet to close")

        app.key("question")
        each_size(app, "help", lambda: visible(app, "pentominoes.help"))
        app.key("Escape")
        app.wait_until(lambda: not visible(app, "pentominoes.help"), "the help sheet to close")

        app.click("pentominoes.solve")
        app.wait_for_event("board.solved", timeout=20)
        app.wait_until(lambda: app.find("pentominoes.solution.index").get("value"), "the solutions listed", timeout=60)
        each_size(app, "solved", lambda: app.find("pentominoes.solution.index").get("value"))
        assert app.quit() == 0
    finally:
        app.close()
