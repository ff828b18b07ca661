"""End-to-end tests of the Pentominoes puzzles kept per board and across launches, and of undo and redo."""
import os
import tempfile

from kinetic_e2e import App
from test_pentominoes import cell_center, shot, wait_for_snaps


def piece_value(app, piece, accept):
    """The piece's tree.json value once `accept` takes it (the tree is rewritten after each frame)."""
    identifier = f"pentominoes.piece.{piece}"

    def accepted():
        value = app.find(identifier).get("value")
        return value if accept(value) else None

    return app.wait_until(accepted, f"the value of {identifier}")


def test_pentominoes_puzzle_survives_board_switch_relaunch_and_undo(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-puzzles-")
    dirs = dict(config_dir=os.path.join(folder, "config"), data_dir=os.path.join(folder, "data"))
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720", **dirs)
    try:
        assert app.find("pentominoes.undo")["enabled"] is False
        assert app.find("pentominoes.redo")["enabled"] is False
        # The X by its centre square onto cell (2, 3): its 3×3 box's top-left lands on (1, 2).
        app.drag(app.center_of("pentominoes.piece.X"), cell_center(app, 2, 3))
        snap = wait_for_snaps(app, "X", 1)
        assert (snap["row"], snap["col"], snap["orientation"]) == (1, 2, 0), snap
        piece_value(app, "X", lambda v: v == "1,2,0")
        app.wait_until(lambda: app.find("pentominoes.undo")["enabled"], "Undo enabled after a placement")

        # Another board shows its own (empty) puzzle; choosing 6×10 again brings the X back where it was.
        app.click("pentominoes.board.5x12")
        assert app.wait_for_event("board.selected")["board"] == "5x12"
        piece_value(app, "X", lambda v: v == "home")
        app.click("pentominoes.board.6x10")
        assert app.wait_for_event("board.selected", count=2)["board"] == "6x10"
        piece_value(app, "X", lambda v: v == "1,2,0")
        assert app.quit() == 0
    finally:
        app.close()
    assert os.path.exists(os.path.join(dirs["data_dir"], "pentominoes.plist"))

    app = App(binary, "--tab", "pentominoes", "--size", "1024x720", **dirs)
    try:
        assert app.find("pentominoes.board")["value"] == "6x10"
        piece_value(app, "X", lambda v: v == "1,2,0")
        assert app.find("pentominoes.undo")["enabled"] is False, "the undo history stays with its session"

        # The I upright in the first column, then Ctrl+Z: it goes home and the X stays.
        ix, iy, iw, ih = app.find("pentominoes.piece.I")["frame"]
        app.drag((int(ix + iw / 2), int(iy + ih / 10)), cell_center(app, 1, 0))
        wait_for_snaps(app, "I", 1)
        placed = piece_value(app, "I", lambda v: v != "home")
        app.key("ctrl+z")
        undo = app.wait_for_event("pentominoes.undo")
        assert undo["pieces"] == "I" and undo["board"] == "6x10", undo
        home = [e for e in app.events() if e["event"] == "piece.home" and e["piece"] == "I"]
        assert home, "the undone piece reports going home"
        piece_value(app, "I", lambda v: v == "home")
        assert app.find("pentominoes.piece.X")["value"] == "1,2,0"
        app.wait_until(lambda: app.find("pentominoes.redo")["enabled"], "Redo enabled after an undo")

        # Ctrl+Shift+Z puts it back.
        app.key("ctrl+shift+z")
        assert app.wait_for_event("pentominoes.redo")["pieces"] == "I"
        piece_value(app, "I", lambda v: v == placed)
        assert app.quit() == 0
    finally:
        app.close()


def test_pentominoes_browse_solutions_and_complete(binary):
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720")
    try:
        # With a piece placed the Solve button reads Complete; an X in the top-left box shuts the corner cell
        # off, so no solution keeps it: the player is told and the X stays.
        app.drag(app.center_of("pentominoes.piece.X"), cell_center(app, 1, 1))
        piece_value(app, "X", lambda v: v == "0,0,0")
        app.wait_until(lambda: app.find("pentominoes.solve")["label"] == "Complete", "the button to read Complete")
        app.wait_until(lambda: "1 move" in app.find("pentominoes.status")["value"], "the move counter")
        app.click("pentominoes.solve")
        none = app.wait_for_event("pentominoes.no_completion", timeout=20)
        assert none["board"] == "6x10" and none["placed"] == 1, none
        app.wait_until(
            lambda: app.find("pentominoes.celebration").get("value") == "No solution keeps these pieces",
            "the no-solution banner")
        assert app.find("pentominoes.piece.X")["value"] == "0,0,0"
        shot(app, "pentominoes-no-completion.png")

        # Reset, Solve: the line under the board reads "Solution k of 2339", and next lays out the one after.
        app.click("pentominoes.reset")
        app.wait_until(lambda: app.find("pentominoes.solve")["label"] == "Solve", "the button to read Solve")
        app.click("pentominoes.solve")
        app.wait_for_event("board.solved", timeout=20)
        label = app.wait_until(
            lambda: app.find("pentominoes.solution.index").get("value") or None, "the solution index", timeout=60)
        first, count = parse_index(label)
        assert count == 2339, label
        shot(app, "pentominoes-solutions.png")
        app.click("pentominoes.solution.next")
        shown = app.wait_for_event("pentominoes.solution.shown")
        assert shown["index"] == first % count + 1 and shown["count"] == count, shown
        app.wait_for_event("board.solved", count=2, timeout=20)
        app.wait_until(
            lambda: parse_index(app.find("pentominoes.solution.index")["value"])[0] == shown["index"],
            "the index to follow")
        app.click("pentominoes.solution.previous")
        app.wait_for_event("board.solved", count=3, timeout=20)
        app.wait_until(
            lambda: parse_index(app.find("pentominoes.solution.index")["value"])[0] == first, "the first again")
        assert app.quit() == 0
    finally:
        app.close()


def parse_index(label):
    """(k, N) from "Solution k of N" (ValueError otherwise: the browser is hidden while a solution is laid out)."""
    words = label.split()
    if len(words) != 4 or words[0] != "Solution" or words[2] != "of":
        raise ValueError(f"not a solution index: {label!r}")
    return int(words[1]), int(words[3])
