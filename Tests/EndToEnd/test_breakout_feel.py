"""End-to-end tests of what a Breakout player expects beyond the rules, through real X input: New Game by key and by
button (asking first in mid-game), new brick settings that wait for the next level instead of wiping the game, the
balls left to serve in the HUD, a push held back by the cooldown shown on the paddle, and the pause card with its
keys and its legend at every window size the screen allows."""
import os
import plistlib
import shutil
import tempfile

from kinetic_e2e import App, standard_deviation

# How long the game is watched for something it must not do, in seconds.
WATCH_S = 0.5
# Window sizes the pause card must keep its keys and legend at (the Xvfb screen is 1280×800: larger ones are
# checked by the unit tests on the same layout code).
CARD_SIZES = ["640x480", "700x500", "1024x720"]


def settings_file(values):
    """A config folder whose settings.plist holds `values`."""
    config = tempfile.mkdtemp(prefix="kinetic-e2e-breakout-config-")
    with open(os.path.join(config, "settings.plist"), "wb") as f:
        plistlib.dump(values, f)
    return config


def test_breakout_new_game_by_key_and_button_asks_in_mid_game(binary):
    app = App(binary, "--tab", "breakout", "--size", "1024x720")
    try:
        app.wait_for_view("breakout.newgame")
        app.focus()
        app.key("space")
        app.wait_for_event("ball.launched")
        app.key("n")
        app.wait_for_view("breakout.newgame.cancel")
        paused = app.wait_for_event("game.paused")
        ball = app.find("breakout.ball.0")["frame"]
        app.stays(lambda: app.find("breakout.ball.0")["frame"] == ball, "the ball still while the game asks", WATCH_S)
        app.click("breakout.newgame.cancel")
        resumed = app.wait_for_event("game.resumed")
        assert resumed["velocities"] == paused["velocities"], (paused, resumed)
        assert not app.events_named("game.reset"), "Cancel started a new game"
        app.click("breakout.newgame")
        app.click(app.wait_for_view("breakout.newgame.confirm")["id"])
        reset = app.wait_for_event("game.reset")
        assert reset == {**reset, "cause": "new_game", "level": 1, "score": 0}, reset
        app.wait_until(lambda: app.find("breakout.serve")["label"] == "1 ball left to serve", "a full serve waiting")
        assert app.quit() == 0
    finally:
        app.close()


def test_breakout_new_brick_settings_wait_for_the_next_level(binary):
    config = settings_file({"breakout.brickRows": 2, "breakout.brickColumns": 4, "breakout.specialBricks": False})
    app = App(binary, "--tab", "breakout", "--size", "1024x720", config_dir=config)
    try:
        app.wait_for_view("breakout.brick.1.3")
        app.focus()
        app.key("space")
        app.wait_for_event("ball.launched")
        app.click("tab.settings")
        stepper = "settings.breakout.brickRows"
        app.wait_for_view(stepper)
        app.scroll_into_view(stepper)
        x, y, w, h = app.find(stepper)["frame"]
        app.click_at((x + w * 0.75, y + h / 2))  # the + half
        app.wait_for_event("setting.changed", where=lambda e: e["key"] == "breakout.brickRows")
        app.click("tab.breakout")
        app.wait_for_event("game.settings_pending")
        app.wait_for_event("game.continue_prompt")
        app.key("space")
        app.wait_for_event("game.resumed")
        note = app.wait_until(lambda: (node := app.find("breakout.settingsNote"))["visible"] and node,
                              "the note that the new settings wait")
        assert note["value"].startswith("New brick and ball settings apply"), note
        assert not app.nodes(lambda node: node.get("id") == "breakout.brick.2.0"), "the wall changed mid-level"
        assert not app.events_named("game.reset"), "the game was wiped"
        assert app.quit() == 0
    finally:
        app.close()
        shutil.rmtree(config, ignore_errors=True)


def test_breakout_serve_count_and_a_refused_push_show(binary):
    config = settings_file({"breakout.ballCount": 3})
    app = App(binary, "--tab", "breakout", "--size", "1024x720", config_dir=config)
    try:
        app.wait_for_view("breakout.serve")
        assert app.find("breakout.serve")["label"] == "3 balls left to serve", app.find("breakout.serve")
        app.focus()
        app.key("space")
        app.wait_for_event("ball.launched")
        app.wait_until(lambda: app.find("breakout.serve")["label"] == "2 balls left to serve", "the count to drop")
        app.click("breakout.field")
        app.wait_for_event("ball.pushed")
        app.click("breakout.field")
        refused = app.wait_for_event("ball.push_refused")
        assert 0 < refused["seconds_left"] <= 0.6, refused
        band = app.find("breakout.paddle.cooldown")
        assert band["visible"] and 0 < band["value"] <= 0.6, band
        app.wait_until(lambda: not app.find("breakout.paddle.cooldown")["visible"], "the cooldown to run out")
        assert len(app.events_named("ball.pushed")) == 1, app.events_named("ball.pushed")
        assert app.quit() == 0
    finally:
        app.close()
        shutil.rmtree(config, ignore_errors=True)


def inside(frame, box):
    x, y, w, h = frame
    bx, by, bw, bh = box
    return bx - 0.5 <= x and by - 0.5 <= y and x + w <= bx + bw + 0.5 and y + h <= by + bh + 0.5


def test_breakout_pause_card_keeps_its_keys_and_legend_at_every_size(binary):
    for size in CARD_SIZES:
        app = App(binary, "--tab", "breakout", "--size", size)
        try:
            app.wait_for_view("breakout.paddle")
            app.focus()
            app.key("p")
            app.wait_for_event("game.paused")
            app.wait_until(lambda: app.find("breakout.pause.guide")["visible"], f"the pause card at {size}")
            card = app.find("breakout.pause.guide")["frame"]
            field = app.find("breakout.field")["frame"]
            assert inside(card, field), (size, card, field)
            rows = app.nodes(lambda node: str(node.get("id", "")).startswith(("breakout.keys.", "breakout.legend.")))
            ids = {row["id"] for row in rows}
            for wanted in ["breakout.keys.move", "breakout.keys.newgame", "breakout.legend.explosive",
                           "breakout.legend.combo", "breakout.legend.multiHit", "breakout.legend.ballCounts"]:
                assert wanted in ids, (size, wanted, sorted(ids))
            for row in rows:
                assert row["visible"] and inside(row["frame"], card), (size, row["id"], row["frame"], card)
            frames = sorted(row["frame"] for row in rows)
            for a, b in zip(frames, frames[1:]):
                overlap = a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]
                assert not overlap, (size, a, b)
            shot = app.screenshot(os.path.join(app.dir, f"breakout-paused-{size}.png"))
            assert standard_deviation(shot) > 0.05, "the screenshot is blank"
            assert app.quit() == 0
        finally:
            app.close()
