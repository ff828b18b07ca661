"""End-to-end tests of the Breakout scene: real drags, clicks and keys; pausing by tab switch and by focus."""
import os
import subprocess
import time

from kinetic_e2e import App, standard_deviation


def paddle_x(app):
    return app.find("breakout.paddle")["frame"][0]


def launch_and_push(app):
    """Space launches the waiting ball; a click in the field pushes it. Returns the push event."""
    app.key("space")
    launched = app.wait_for_event("ball.launched")
    assert launched["ball"] == 0, launched
    app.wait_for_view("breakout.ball.0")
    app.click("breakout.field")
    pushed = app.wait_for_event("ball.pushed")
    assert pushed["balls"] == 1 and pushed["delta_v"] == 300, pushed
    return pushed


def test_breakout_drag_launch_push_and_pause_across_tabs(binary):
    app = App(binary, "--tab", "breakout", "--size", "1024x720")
    try:
        assert app.find("tab.breakout")["selected"] is True
        app.wait_for_view("breakout.brick.0.0")
        assert app.find("breakout.brick.4.9")["type"] == "Brick"
        before = paddle_x(app)
        px, py = app.center_of("breakout.paddle")
        app.drag((px, py - 150), (px + 160, py - 150))  # anywhere in the field, not on the paddle
        time.sleep(0.3)
        moved = paddle_x(app) - before
        assert 130 <= moved <= 190, f"the paddle moved {moved} pt for a 160 px drag"
        launch_and_push(app)
        app.click("tab.crossfade")
        paused = app.wait_for_event("game.paused")
        assert len(paused["velocities"]) == 1, paused
        vx, vy = paused["velocities"][0]
        assert 200 < (vx * vx + vy * vy) ** 0.5 < 2000, paused
        time.sleep(1.0)
        app.click("tab.breakout")
        resumed = app.wait_for_event("game.resumed")
        assert resumed["velocities"] == paused["velocities"], (paused, resumed)
        shot = app.screenshot(os.path.join(app.dir, "breakout.png"))
        assert standard_deviation(shot) > 0.05, "the screenshot is blank"
        assert app.quit() == 0
    finally:
        app.close()


def test_breakout_pauses_when_the_window_loses_focus(binary):
    app = App(binary, "--tab", "breakout", "--size", "1024x720")
    other = None
    try:
        app.wait_for_view("breakout.paddle")
        launch_and_push(app)
        other = subprocess.Popen(["xclock"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        clock_window = subprocess.check_output(
            ["xdotool", "search", "--sync", "--onlyvisible", "--class", "xclock"], timeout=30, text=True).split()[0]
        subprocess.check_call(["xdotool", "windowfocus", "--sync", clock_window])
        paused = app.wait_for_event("game.paused")
        ball = app.find("breakout.ball.0")["frame"]
        time.sleep(0.5)
        assert app.find("breakout.ball.0")["frame"] == ball, "the ball moved while the window had no focus"
        subprocess.check_call(["xdotool", "windowfocus", "--sync", app.window])
        resumed = app.wait_for_event("game.resumed")
        assert resumed["velocities"] == paused["velocities"], (paused, resumed)
        assert app.quit() == 0
    finally:
        if other:
            other.kill()
        app.close()
