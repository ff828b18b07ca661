"""End-to-end round trip of every file the app writes, on the build under test (the installed release build in
`make test`): a picture dropped on Crossfade (state.plist, with the window's size and last tab), a switch changed in
Settings (settings.plist), a piece placed in Pentominoes (pentominoes.plist), an animation saved in the Snowman
editor (animations.plist), a row cleared in Dropit (dropit.plist) and a best score in Breakout (breakout.plist), all
through real input; then the app is
quit with Ctrl+Q, SIGTERM, SIGINT or SIGHUP, relaunched, and everything is back. Each file starts with a key a newer
version wrote, holding a list: it survives too.

A property list holding a list could not be written at all by the statically linked release build before (its
PropertyListSerialization fails on arrays), so this is the test that catches that build losing the user's work."""
import os
import plistlib
import signal
import subprocess
import tempfile

from kinetic_e2e import App
from test_dropit_game import ROW_TIMEOUT_S, fill_row_by_keys
from test_pentominoes import cell_center, wait_for_snaps

SIZE = "1024x720"
# What a newer Kinetic might have written into each file: a key this version does not know, holding a list.
NEWER_KEY = "newerVersion.list"
NEWER_VALUE = [1, "two", {"three": 3.5}, [True]]
QUITS = ("ctrl+q", signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
TYPING_DELAY_MS = 40
PICTURE_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">'
               '<rect width="40" height="30" fill="#2a9d8f"/></svg>')
SAVED_ANIMATION = "Kept Through Quit"
SWITCH = "settings.crossfade.systemNotifications"


def files(config, data):
    """Every file the app writes, by name, with the folder it lives in."""
    return {"settings.plist": config, "state.plist": config, "animations.plist": data,
            "pentominoes.plist": data, "breakout.plist": data, "dropit.plist": data}


def seed_newer_keys(config, data):
    """Each file as a newer version would leave it: its own key holding a list, and otherwise empty."""
    for name, folder in files(config, data).items():
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name), "wb") as f:
            plistlib.dump({NEWER_KEY: NEWER_VALUE}, f)


def read(folder, name):
    with open(os.path.join(folder, name), "rb") as f:
        return plistlib.load(f)


def quit_with(app, how):
    if how == "ctrl+q":
        app.key("ctrl+q")
        return app.process.wait(timeout=20)
    return app.quit(how)


def make_one_of_everything(app, picture):
    """Through real input: the dropped picture (replayed as SDL's drop event), a Settings switch, a placed piece, a
    saved animation, Dropit's and Breakout's best scores. Returns the switch's new value."""
    replaced = app.wait_for_event("crossfade.image.replaced")
    assert replaced["path"] == picture, replaced

    app.click("tab.settings")
    app.wait_for_view(SWITCH)
    app.scroll_into_view(SWITCH)
    before = app.find(SWITCH)["value"]
    app.click(SWITCH)
    app.wait_for_value(SWITCH, not before)

    app.click("tab.pentominoes")
    app.wait_for_view("pentominoes.piece.X")
    app.wait_for_rest()  # the tab's pieces have settled in the tray
    app.drag(app.center_of("pentominoes.piece.X"), cell_center(app, 2, 3))
    wait_for_snaps(app, "X", 1)

    app.click("tab.snowman")
    app.wait_for_view("snowman.edit")
    app.click("snowman.edit")
    app.wait_for_event("navigation.pushed")
    stepper = "snowman.property.rotationY"
    app.wait_for_view(stepper)
    value = app.wait_for_steady(lambda: app.find(stepper), "the editor slid in")["value"]
    app.click(stepper + ".increment")
    app.wait_for_value(stepper, lambda shown: shown != value)
    app.click("snowman.save")
    app.wait_for_view("snowman.name")
    app.wait_for_steady(lambda: app.find("snowman.name")["frame"], "the name prompt in place")
    app.focus()
    subprocess.check_call(["xdotool", "key", "ctrl+a"])
    subprocess.check_call(["xdotool", "type", "--delay", str(TYPING_DELAY_MS), SAVED_ANIMATION])
    app.wait_for_value("snowman.name", SAVED_ANIMATION)
    app.key("Return")
    assert app.wait_for_event("animation.saved")["name"] == SAVED_ANIMATION

    app.click("tab.dropit")
    app.wait_for_view("dropit.score")
    fill_row_by_keys(app)
    app.wait_for_event("row.cleared", timeout=ROW_TIMEOUT_S)
    app.wait_for_value("dropit.best", "100")

    app.click("tab.breakout")
    app.wait_for_view("breakout.paddle")
    app.key("space")
    app.wait_for_event("brick.hit", timeout=30)
    return not before


def check_everything_back(app, picture, switch_value, best):
    """The relaunched app shows what the last run made."""
    assert app.find("tab.breakout")["selected"] is True, "the last tab is remembered"
    assert app.tree()["window"]["size"] == [1024, 720]
    app.wait_for_value("breakout.best", str(best))
    app.click("tab.crossfade")
    restored = app.wait_for_event("crossfade.image.restored")
    assert restored["path"] == picture, restored
    app.click("tab.settings")
    app.wait_for_view(SWITCH)
    app.scroll_into_view(SWITCH)
    assert app.find(SWITCH)["value"] == switch_value
    app.click("tab.pentominoes")
    app.wait_for_view("pentominoes.piece.X")
    app.wait_until(lambda: app.find("pentominoes.piece.X")["value"] == "1,2,0", "the placed X back on the board")
    app.click("tab.dropit")
    app.wait_for_value("dropit.best", "100")
    app.click("tab.snowman")
    app.wait_for_view("snowman.picker")
    names = [node.get("value") for node in app.nodes(lambda node: str(node.get("id", "")).startswith(
        "snowman.picker."))]
    assert SAVED_ANIMATION in names, names


def round_trip(binary, how):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-persistence-")
    config, data = os.path.join(folder, "config"), os.path.join(folder, "data")
    seed_newer_keys(config, data)
    picture = os.path.join(folder, "dropped.svg")
    with open(picture, "w") as f:
        f.write(PICTURE_SVG)
    replay = os.path.join(folder, "drop.jsonl")
    with open(replay, "w") as f:
        f.write(f'{{"t": 0.3, "type": "drop", "path": "{picture}"}}\n')

    app = App(binary, "--tab", "crossfade", "--size", SIZE, "--replay", replay, config_dir=config, data_dir=data)
    try:
        switch_value = make_one_of_everything(app, picture)
        assert quit_with(app, how) == 0, app.stderr()
        names = [event["event"] for event in app.events()]
        assert "file.save_failed" not in names, f"a save failed on quitting with {how}: {app.stderr()}"
        assert names[-1] == "app.quit", names[-5:]
    finally:
        app.close()

    for name, where in files(config, data).items():
        contents = read(where, name)
        assert contents.get(NEWER_KEY) == NEWER_VALUE, f"{name} lost a newer version's list: {contents}"
    best = read(data, "breakout.plist")["bestScore"]
    assert best > 0
    assert read(data, "dropit.plist")["bestScore"] == 100
    assert read(config, "state.plist")["crossfadeImagePaths"][0] == picture

    again = App(binary, "--size", SIZE, config_dir=config, data_dir=data)
    try:
        check_everything_back(again, picture, switch_value, best)
        assert again.quit() == 0
    finally:
        again.close()


def test_everything_made_survives_ctrl_q_and_a_relaunch(binary):
    round_trip(binary, "ctrl+q")


def test_everything_made_survives_sigterm_and_a_relaunch(binary):
    round_trip(binary, signal.SIGTERM)


def test_everything_made_survives_sigint_and_a_relaunch(binary):
    round_trip(binary, signal.SIGINT)


def test_everything_made_survives_sighup_and_a_relaunch(binary):
    round_trip(binary, signal.SIGHUP)
