"""End-to-end tests of the Pentominoes scene with real X input: drag, double click, single click, Solve, Hint."""
import json
import os
import subprocess
import time

from kinetic_e2e import App, standard_deviation

# The drag scale a lifted piece has (the setting's default): a grabbed square sits this much farther from the
# piece's centre while it is held.
LIFT = 1.15
# Seconds to wait for animations to finish before reading tree.json.
SETTLE_S = 0.8
SCREENSHOT_DIR = os.environ.get("PENTOMINOES_SCREENSHOTS")


def board_grid(app):
    """(left, top, cell) of the board's grid in window points; the board view has a 6 pt rim."""
    x, y, w, h = app.find("pentominoes.board")["frame"]
    rim = 6
    columns = {"6x10": 10}[app.find("pentominoes.board")["value"]]
    cell = (w - 2 * rim) / columns
    return x + rim, y + rim, cell


def cell_center(app, row, column):
    left, top, cell = board_grid(app)
    return int(left + (column + 0.5) * cell), int(top + (row + 0.5) * cell)


def click_at(app, point, count=1):
    x, y = point
    args = ["xdotool", "mousemove", "--window", app.window, str(x), str(y), "click"]
    if count > 1:
        args += ["--repeat", str(count), "--delay", "90"]
    subprocess.check_call(args + ["1"])


def snapped(app, piece):
    return [e for e in app.events() if e["event"] == "piece.snapped" and e["piece"] == piece]


def wait_for_snaps(app, piece, count):
    deadline = time.time() + 10
    while len(snapped(app, piece)) < count:
        assert time.time() < deadline, f"no piece.snapped #{count} for {piece}: {[e['event'] for e in app.events()]}"
        time.sleep(0.05)
    return snapped(app, piece)[count - 1]


class hold_drag:
    """Presses at `start` and moves to `end` without letting go, until `release()`."""

    def __init__(self, app, start, end, steps=12):
        sx, sy = start
        ex, ey = end
        subprocess.check_call(["xdotool", "mousemove", "--window", app.window, str(sx), str(sy), "mousedown", "1"])
        time.sleep(0.05)
        for i in range(1, steps + 1):
            x, y = sx + (ex - sx) * i / steps, sy + (ey - sy) * i / steps
            subprocess.check_call(["xdotool", "mousemove", "--window", app.window, str(int(x)), str(int(y))])
            time.sleep(0.016)

    def release(self):
        subprocess.check_call(["xdotool", "mouseup", "1"])


def wait_for_value(app, identifier, accept, timeout=10):
    """Polls tree.json until the view's value satisfies `accept` (the tree is rewritten after each frame)."""
    deadline = time.time() + timeout
    while True:
        value = app.find(identifier).get("value")
        if accept(value):
            return value
        assert time.time() < deadline, f"{identifier} stayed {value!r}; events: {app.events()[-6:]}"
        time.sleep(0.05)


def shot(app, name):
    if SCREENSHOT_DIR:
        os.makedirs(SCREENSHOT_DIR, exist_ok=True)
        return app.screenshot(os.path.join(SCREENSHOT_DIR, name))
    return app.screenshot(os.path.join(app.dir, name))


def test_pentominoes_drag_double_click_and_click(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720")
    try:
        assert app.find("tab.pentominoes")["selected"] is True
        assert app.find("pentominoes.board")["value"] == "6x10"
        assert app.find("pentominoes.board.6x10")["selected"] is True
        shot(app, "pentominoes-home.png")

        # The X by its centre square onto cell (2, 3): its 3×3 box's top-left lands on (1, 2).
        app.drag(app.center_of("pentominoes.piece.X"), cell_center(app, 2, 3))
        x_snap = wait_for_snaps(app, "X", 1)
        assert (x_snap["row"], x_snap["col"], x_snap["orientation"]) == (1, 2, 0), x_snap
        time.sleep(SETTLE_S)
        assert app.find("pentominoes.piece.X")["value"] == "1,2,0"

        # The L by its top square onto cell (1, 7). Held, the box centre is 1.15 × (0.5, 1.5) cells from that
        # square's centre, so the box's top-left rounds to (1, 7).
        lx, ly, lw, lh = app.find("pentominoes.piece.L")["frame"]
        app.drag((int(lx + lw / 4), int(ly + lh / 8)), cell_center(app, 1, 7))
        l_snap = wait_for_snaps(app, "L", 1)
        assert (l_snap["row"], l_snap["col"], l_snap["orientation"]) == (1, 7, 0), l_snap
        time.sleep(SETTLE_S)

        # Double click on the L's top square: a flip (orientation 4), no turn.
        click_at(app, cell_center(app, 1, 7), count=2)
        app.wait_for_event("piece.flipped")
        flip_snap = wait_for_snaps(app, "L", 2)
        assert flip_snap["orientation"] == 4 and (flip_snap["row"], flip_snap["col"]) == (1, 7), flip_snap
        time.sleep(SETTLE_S)
        assert not [e for e in app.events() if e["event"] == "piece.rotated"]
        assert app.find("pentominoes.piece.L")["value"] == "1,7,4"

        # One click on the flipped L (its foot is now at the bottom left, cell (4, 7)): a clockwise turn after
        # the double-click window. The 4×2 box turns about its centre and re-snaps to rows 2–3, columns 6–9.
        click_at(app, cell_center(app, 4, 7))
        app.wait_for_event("piece.rotated")
        turn_snap = wait_for_snaps(app, "L", 3)
        assert turn_snap["orientation"] == 5, turn_snap
        time.sleep(SETTLE_S)
        value = app.find("pentominoes.piece.L")["value"]
        assert value == f"{turn_snap['row']},{turn_snap['col']},5", (value, turn_snap)
        assert (turn_snap["row"], turn_snap["col"]) == (2, 6), turn_snap
        assert len([e for e in app.events() if e["event"] == "piece.flipped"]) == 1

        # Every snap event agrees with the tree.
        for piece, event in (("X", x_snap), ("L", turn_snap)):
            assert app.find(f"pentominoes.piece.{piece}")["value"] == f"{event['row']},{event['col']},{event['orientation']}"
        # The I upright in the first column, then the T held up over the board: lifted, with its shadow.
        ix, iy, iw, ih = app.find("pentominoes.piece.I")["frame"]
        app.drag((int(ix + iw / 2), int(iy + ih / 10)), cell_center(app, 1, 0))
        wait_for_snaps(app, "I", 1)
        tx, ty, tw, th = app.find("pentominoes.piece.T")["frame"]
        hold = hold_drag(app, (int(tx + tw / 2), int(ty + th / 6)), cell_center(app, 3, 4))
        time.sleep(SETTLE_S)
        assert app.find("pentominoes.piece.T")["selected"] is True
        png = shot(app, "pentominoes-midgame.png")
        assert standard_deviation(png) > 0.05
        hold.release()
        wait_for_snaps(app, "T", 1)

        # A P dropped half over the X: overlap is allowed, and marked on both.
        px, py, pw, ph = app.find("pentominoes.piece.P")["frame"]
        app.drag((int(px + pw / 4), int(py + ph / 6)), cell_center(app, 3, 3))
        p_snap = wait_for_snaps(app, "P", 1)
        assert (p_snap["row"], p_snap["col"]) == (3, 3), p_snap
        time.sleep(SETTLE_S)
        shot(app, "pentominoes-overlap.png")
        assert app.quit() == 0
    finally:
        app.close()


def test_pentominoes_solve_hint_reset(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720")
    try:
        app.click("pentominoes.hint")
        shown = app.wait_for_event("hint.shown")
        assert shown["count"] == 1 and shown["basis"] == "fresh", shown
        time.sleep(SETTLE_S)
        assert app.find("pentominoes.hint.sheet")["visible"] is True
        shot(app, "pentominoes-hint.png")
        app.click("pentominoes.hint.done")
        app.wait_for_event("sheet.dismissed")

        app.click("pentominoes.solve")
        app.wait_for_event("board.solved", timeout=20)
        time.sleep(SETTLE_S)
        values = [app.find(f"pentominoes.piece.{p}")["value"] for p in "FILNPTUVWXYZ"]
        assert all(v != "home" for v in values), values
        assert app.find("pentominoes.solve")["enabled"] is True
        shot(app, "pentominoes-solved.png")

        app.click("pentominoes.reset")
        time.sleep(SETTLE_S)
        assert all(app.find(f"pentominoes.piece.{p}")["value"] == "home" for p in "FILNPTUVWXYZ")

        app.click("pentominoes.board.blank")
        selected = app.wait_for_event("board.selected")
        assert selected["board"] == "blank"
        time.sleep(0.3)
        assert app.find("pentominoes.solve")["enabled"] is False
        assert app.find("pentominoes.hint")["enabled"] is False
        assert app.quit() == 0
    finally:
        app.close()


# The first square (row, column) of each unturned piece, and the unturned box (columns, rows): a point to grab.
FIRST_SQUARE = {
    "F": ((0, 1), (3, 3)), "I": ((0, 0), (1, 5)), "L": ((0, 0), (2, 4)), "N": ((0, 1), (2, 4)),
    "P": ((0, 0), (2, 3)), "T": ((0, 0), (3, 3)), "U": ((0, 0), (3, 2)), "V": ((0, 0), (3, 3)),
    "W": ((0, 0), (3, 3)), "X": ((0, 1), (3, 3)), "Y": ((0, 1), (2, 4)), "Z": ((0, 0), (3, 3)),
}


def grab_point(app, piece):
    (row, column), (columns, rows) = FIRST_SQUARE[piece]
    x, y, w, h = app.find(f"pentominoes.piece.{piece}")["frame"]
    return int(x + (column + 0.5) * w / columns), int(y + (row + 0.5) * h / rows)


def place_by_hand(app, piece, target):
    """Drags `piece` onto the board, turns and flips it with F and R, then walks it home with the arrows."""
    count = len(snapped(app, piece))
    app.drag(grab_point(app, piece), cell_center(app, 1, 1))
    wait_for_snaps(app, piece, count + 1)
    orientation = target["orientation"]
    keys = (["f"] if orientation >= 4 else []) + ["r"] * (orientation % 4)
    for key in keys:
        app.key(key)
    identifier = f"pentominoes.piece.{piece}"
    value = wait_for_value(app, identifier, lambda v: v.endswith(f",{orientation}"))
    row, column, _ = (int(v) for v in value.split(","))
    rows, columns = target["row"] - row, target["column"] - column
    for _ in range(abs(rows)):
        app.key("Down" if rows > 0 else "Up")
    for _ in range(abs(columns)):
        app.key("Right" if columns > 0 else "Left")
    wait_for_value(app, identifier, lambda v: v == f"{target['row']},{target['column']},{orientation}")


def test_pentominoes_completing_by_hand_is_celebrated(binary):
    solution = json.loads(subprocess.check_output([binary, "solve", "6x10", "--first", "--json"], text=True))
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720")
    try:
        for target in solution["solution"]:
            place_by_hand(app, target["piece"], target)
        completed = app.wait_for_event("puzzle.completed")
        assert completed["board"] == "6x10" and completed["seconds"] > 1, completed
        time.sleep(SETTLE_S)
        banner = app.find("pentominoes.celebration")
        assert banner["value"].startswith("Solved! in 0:"), banner
        for target in solution["solution"]:
            expected = f"{target['row']},{target['column']},{target['orientation']}"
            assert app.find(f"pentominoes.piece.{target['piece']}")["value"] == expected
        shot(app, "pentominoes-completed.png")
        assert app.quit() == 0
    finally:
        app.close()
