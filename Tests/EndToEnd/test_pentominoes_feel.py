"""End-to-end tests of Pentominoes as a new player meets it, with real X input: the solution browser and the status
side by side without overlap at 640×480, the "Solved!" banner fading off the solution, a caption that says what a
click does, named board buttons, turning a piece anticlockwise three ways, and the sheet of every control."""
import itertools
import json
import os
import plistlib
import subprocess
import tempfile

from kinetic_e2e import App, run
from test_pentominoes import cell_center, shot, wait_for_snaps

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
# ImageMagick's label adds about this many pixels to a text's advance width: a frame this much narrower still fits.
MEASURE_SLACK = 2
# Seconds the "Solved!" banner may stay up: it fades after about 2 s, and the fade takes a moment more.
BANNER_LIFETIME_S = 4


def text_width(text, size):
    """The width of `text` in DejaVu Sans at `size` points, as ImageMagick draws it (1 point = 1 pixel at 1×)."""
    out = subprocess.check_output(["convert", "-font", FONT, "-pointsize", str(size), f"label:{text}", "-format",
                                   "%w", "info:"], text=True)
    return int(out)


def overlaps(a, b):
    """Whether two frames [x, y, w, h] share more than a hairline."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return min(ax + aw, bx + bw) - max(ax, bx) > 0.5 and min(ay + ah, by + bh) - max(ay, by) > 0.5


def visible(app, identifier):
    try:
        return app.find(identifier).get("visible") is True
    except AssertionError:
        return False


def test_pentominoes_solution_browser_and_status_fit_at_640x480(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "640x480")
    try:
        # A move taken back starts the clock: the status line has its time to show beside the browser.
        app.drag(app.center_of("pentominoes.piece.X"), cell_center(app, 2, 3))
        wait_for_snaps(app, "X", 1)
        app.key("ctrl+z")
        app.wait_for_event("pentominoes.undo")
        app.wait_until(lambda: app.find("pentominoes.solve")["label"] == "Solve", "the button to read Solve")
        app.click("pentominoes.solve")
        app.wait_for_event("board.solved", timeout=20)
        index = app.wait_until(
            lambda: app.find("pentominoes.solution.index").get("value") or None, "the solution index", timeout=60)
        app.wait_for_rest()
        parts = {name: app.find(f"pentominoes.{name}") for name in
                 ("solution.previous", "solution.index", "solution.next", "status", "help.open")}
        assert parts["status"]["value"], "the status shows the moves and the time"
        for name, node in parts.items():
            assert node["visible"], name
        for (name, node), (other, other_node) in itertools.combinations(parts.items(), 2):
            assert not overlaps(node["frame"], other_node["frame"]), (name, other, parts)
        assert parts["solution.index"]["frame"][2] + MEASURE_SLACK >= text_width(index, 14), parts["solution.index"]
        assert parts["status"]["frame"][2] + MEASURE_SLACK >= text_width(parts["status"]["value"], 11)
        shot(app, "pentominoes-solutions-640x480.png")

        app.click("pentominoes.solution.next")
        shown = app.wait_for_event("pentominoes.solution.shown")
        app.wait_for_event("board.solved", count=2, timeout=20)
        app.wait_until(lambda: app.find("pentominoes.solution.index").get("value") == f"Solution {shown['index']} of "
                       f"{shown['count']}", "the next solution's index")
        assert app.quit() == 0
    finally:
        app.close()


def puzzles_file(data_dir, placements):
    """A saved puzzle of the 6×10 board with `placements` (from `kinetic solve --json`) on it, no move made yet."""
    os.makedirs(data_dir, exist_ok=True)
    pieces = {p["piece"]: {"row": p["row"], "column": p["column"], "orientation": p["orientation"]}
              for p in placements}
    with open(os.path.join(data_dir, "pentominoes.plist"), "wb") as f:
        plistlib.dump({"board": "6x10", "puzzles": {"6x10": {"pieces": pieces, "moves": 0}}}, f)


def test_pentominoes_banner_fades_off_the_solution(binary):
    solved = run(binary, "solve", "6x10", "--first", "--json")
    assert solved.returncode == 0, solved.stderr
    solution = json.loads(solved.stdout)["solution"]
    x = next(p for p in solution if p["piece"] == "X")
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-banner-")
    data_dir = os.path.join(folder, "data")
    puzzles_file(data_dir, [p for p in solution if p["piece"] != "X"])
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720", data_dir=data_dir)
    try:
        # The X by its centre square onto the middle of its 3×3 box in the solution.
        app.drag(app.center_of("pentominoes.piece.X"), cell_center(app, x["row"] + 1, x["column"] + 1))
        completed = app.wait_for_event("puzzle.completed")
        assert completed["board"] == "6x10", completed
        app.wait_for_value("pentominoes.celebration", lambda value: str(value).startswith("Solved! in "))
        app.wait_until(lambda: app.find("pentominoes.celebration").get("value") is None,
                       "the banner to fade", timeout=BANNER_LIFETIME_S + 4)
        app.wait_for_rest()
        banner = app.find("pentominoes.celebration")
        assert banner["visible"] is False, "faded out, it no longer covers the board"
        expected = f"{x['row']},{x['column']},{x['orientation']}"
        assert app.find("pentominoes.piece.X")["value"] == expected
        shot(app, "pentominoes-completed-faded.png")
        assert app.quit() == 0
    finally:
        app.close()


def test_pentominoes_caption_says_what_a_click_does(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720")
    try:
        caption = app.find("pentominoes.caption")["value"]
        assert caption.startswith("Drag") and ("there" in caption or "on the board" in caption.lower()), caption
        # A click on a piece in the tray (the T's middle square) is not a turn: nothing happens to it, as the
        # caption says.
        app.click("pentominoes.piece.T")
        app.stays(lambda: not app.events_named("piece.rotated") and app.find("pentominoes.piece.T")["value"] == "home",
                  "the T at home, unturned", 1.0)
        # On the board a click turns it.
        app.drag(app.center_of("pentominoes.piece.X"), cell_center(app, 2, 3))
        wait_for_snaps(app, "X", 1)
        app.wait_for_rest()
        subprocess.check_call(["xdotool", "mousemove", "--window", app.window, *map(str, cell_center(app, 2, 3)),
                               "click", "1"])
        rotated = app.wait_for_event("piece.rotated")
        assert rotated["piece"] == "X", rotated
        assert app.quit() == 0
    finally:
        app.close()


def test_pentominoes_board_buttons_have_names(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "640x480")
    try:
        chips = app.nodes(lambda node: node.get("id", "").startswith("pentominoes.board.")
                          and node.get("type") == "Button")
        assert len(chips) == 8, [chip.get("id") for chip in chips]
        names = []
        for chip in chips:
            assert chip.get("label"), f"{chip['id']} has an accessible name"
            name = app.find(chip["id"] + ".name")
            assert name["visible"] and name["value"], name
            cx, cy, cw, ch = chip["frame"]
            nx, ny, nw, nh = name["frame"]
            assert cx <= nx and nx + nw <= cx + cw and cy <= ny and ny + nh <= cy + ch, (chip, name)
            assert nw + MEASURE_SLACK >= text_width(name["value"], 11), name
            names.append(name["value"])
        assert len(set(names)) == 8, names
        assert "6 × 10" in names and "Free play" in names, names
        shot(app, "pentominoes-board-names-640x480.png")
        assert app.quit() == 0
    finally:
        app.close()


def shift_click(app, point):
    x, y = point
    subprocess.check_call(["xdotool", "mousemove", "--window", app.window, str(x), str(y), "keydown", "shift",
                           "click", "1", "keyup", "shift"])


def test_pentominoes_turns_back_by_shift_click_right_click_and_shift_r(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720")
    try:
        # The X is the same every way round: the T shows each turn. Its top-left square onto cell (1, 3).
        tx, ty, tw, th = app.find("pentominoes.piece.T")["frame"]
        app.drag((int(tx + tw / 6), int(ty + th / 6)), cell_center(app, 1, 3))
        wait_for_snaps(app, "T", 1)
        app.wait_for_rest()
        middle = cell_center(app, 2, 4)  # the T's stem, whichever way it turns about its middle
        shift_click(app, middle)
        first = app.wait_for_event("piece.rotated")
        assert first["orientation"] == 3, first
        app.wait_for_rest()
        app.click_at(middle, button=3)
        second = app.wait_for_event("piece.rotated", count=2)
        assert second["orientation"] == 2, second
        app.wait_for_rest()
        app.key("shift+r")
        third = app.wait_for_event("piece.rotated", count=3)
        assert third["orientation"] == 1, third
        app.key("r")
        fourth = app.wait_for_event("piece.rotated", count=4)
        assert fourth["orientation"] == 2, fourth
        assert not app.events_named("piece.flipped")
        assert app.quit() == 0
    finally:
        app.close()


def test_pentominoes_help_sheet_lists_every_key(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "640x480")
    try:
        app.key("question")
        app.wait_until(lambda: visible(app, "pentominoes.help"), "the help sheet")
        app.wait_for_rest()
        sheet = app.find("pentominoes.help")
        texts = [node.get("value") for node in app.nodes(lambda node: node.get("type") == "Label")]
        for expected in ("Keys", "Mouse", "Touch", "Ctrl+Z", "Shift+R", "Turn it anticlockwise", "Return or Space",
                         "Right-click it", "Shift+click it", "Double-tap it", "F1 or ?"):
            assert expected in texts, f"{expected!r} on the sheet"
        sx, sy, sw, sh = sheet["frame"]
        width, height = app.window_size()
        assert sx >= 0 and sy >= 0 and sx + sw <= width and sy + sh <= height, sheet
        shot(app, "pentominoes-help-640x480.png")
        app.key("Escape")
        app.wait_until(lambda: not visible(app, "pentominoes.help"), "the sheet to close")
        # The button under the board opens it too.
        app.click("pentominoes.help.open")
        app.wait_until(lambda: visible(app, "pentominoes.help"), "the help sheet again")
        app.click("pentominoes.help.done")
        app.wait_until(lambda: not visible(app, "pentominoes.help"), "the sheet to close again")
        assert app.quit() == 0
    finally:
        app.close()
