"""End-to-end: Pentominoes played with the keyboard alone (real X key presses, no pointer at all). A piece is
chosen by its letter, lifted onto the board, moved with the arrows, turned with R and put down with Return."""
import os
import shutil
import tempfile

from kinetic_e2e import App

SCREENSHOT_DIR = os.environ.get("PENTOMINOES_SCREENSHOTS")


def piece(app, letter):
    return app.find(f"pentominoes.piece.{letter.upper()}")


def snaps(app):
    return [e for e in app.events() if e["event"] == "piece.snapped"]


def wait_for_label(app, letter, accept, what):
    return app.wait_until(lambda: accept(piece(app, letter)["label"]) and piece(app, letter)["label"], what)


def lift_and_place(app, letter, keys, lifted_name):
    """Types the piece's letter, lifts it with Return, presses `keys`, waits until its name in tree.json is
    `lifted_name` (where it floats), puts it down with Return and returns the piece.snapped event."""
    count = len(snaps(app))
    app.key(letter)
    app.key("Return")
    app.wait_for_event("piece.lifted", count=count + 1)
    for key in keys:
        app.key(key)
    wait_for_label(app, letter, lambda label: label == lifted_name, f"{lifted_name!r}")
    assert piece(app, letter)["selected"], piece(app, letter)
    assert piece(app, letter)["value"] == "home", "the model waits for Return, as during a drag"
    if SCREENSHOT_DIR:
        app.screenshot(os.path.join(SCREENSHOT_DIR, f"pentominoes-keyboard-lifted-{letter}.png"))
    app.key("Return")
    app.wait_until(lambda: len(snaps(app)) > count, f"piece.snapped for {letter}")
    return snaps(app)[count]


def test_pentominoes_keyboard_places_two_pieces(binary):
    config_dir, data_dir = tempfile.mkdtemp(prefix="kinetic-config-"), tempfile.mkdtemp(prefix="kinetic-data-")
    app = App(binary, "--tab", "pentominoes", "--size", "1024x720", config_dir=config_dir, data_dir=data_dir)
    try:
        # The L comes from home to the top-left free place, then goes one down and two right.
        snapped = lift_and_place(app, "l", ["Down", "Right", "Right"], "piece L, lifted over row 2 column 3")
        assert snapped == {**snapped, "piece": "L", "row": 1, "col": 2, "orientation": 0}, snapped
        wait_for_label(app, "l", lambda label: label == "piece L, on the board at row 2 column 3", "L's name")
        assert piece(app, "l")["value"] == "1,2,0" and not piece(app, "l")["selected"], piece(app, "l")

        # The I comes from home upright at the top-left; turned flat it sticks out, is kept inside, and goes up.
        snapped = lift_and_place(app, "i", ["r", "Up", "Up"], "piece I, lifted over row 1 column 1, rotated 90°")
        assert snapped == {**snapped, "piece": "I", "row": 0, "col": 0, "orientation": 1}, snapped
        name = "piece I, on the board at row 1 column 1, rotated 90°"
        wait_for_label(app, "i", lambda label: label == name, "I's name")
        lifted = [e["piece"] for e in app.events() if e["event"] == "piece.lifted"]
        assert lifted == ["L", "I"], lifted
        if SCREENSHOT_DIR:
            app.screenshot(os.path.join(SCREENSHOT_DIR, "pentominoes-keyboard-placed.png"))

        # Escape on a piece at home does nothing to the puzzle; on a lifted one it sends it home.
        app.key("shift+f")
        app.key("Return")
        app.wait_for_event("piece.lifted", count=3)
        app.key("Escape")
        home = app.wait_for_event("piece.home")
        assert home["piece"] == "F", home
        wait_for_label(app, "f", lambda label: label == "piece F, at home", "F back home")
        assert app.quit() == 0
    finally:
        app.close()
        shutil.rmtree(config_dir, ignore_errors=True)
        shutil.rmtree(data_dir, ignore_errors=True)
