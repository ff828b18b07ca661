"""End-to-end tests of the Pentominoes puzzles kept per board and across launches, and of undo and redo."""
import os
import tempfile

from kinetic_e2e import App
from test_pentominoes import cell_center, wait_for_snaps, wait_for_value


def piece_value(app, piece, accept):
    return wait_for_value(app, f"pentominoes.piece.{piece}", accept)


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
