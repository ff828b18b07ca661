"""End-to-end tests of the Breakout scene: real drags, clicks and keys (a held arrow key, real play on the keyboard);
pausing by tab switch, by focus and by P, coming back to a frozen field that waits for Space or a click, the pause
overlay and a click that plays on; the timers of timed effects."""
import os
import plistlib
import shutil
import subprocess
import tempfile
import time

from kinetic_e2e import App, focus_another_window, standard_deviation, walk

# How long the game stays on another tab before coming back, in seconds (the input: time spent away).
AWAY_S = 1.0
# How long a paused game is watched for any motion, in seconds.
PAUSED_WATCH_S = 0.6
# How often the paddle's place is sampled while a key is held, in seconds (finer than a frame).
SAMPLE_S = 0.004
# The keyboard player's pace: how often it looks at the tree, and how often it serves, in seconds.
PLAY_STEP_S = 0.02
SERVE_EVERY_S = 1.0
# The longest a held key may leave the paddle still, as this test can see it. X's key repeat stalls for its
# delay (660 ms by default under Xvfb) before repeating: anything well under that is reading the key state each
# frame. The margin over a frame is the observer's own lag: this test polls tree.json from another process on a
# shared, loaded machine.
HELD_KEY_STALL_LIMIT_S = 0.3


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
        moved = app.wait_for_steady(lambda: paddle_x(app), "the dragged paddle") - before
        assert 130 <= moved <= 190, f"the paddle moved {moved} pt for a 160 px drag"
        launch_and_push(app)
        app.click("tab.crossfade")
        paused = app.wait_for_event("game.paused")
        assert len(paused["velocities"]) == 1, paused
        vx, vy = paused["velocities"][0]
        assert 200 < (vx * vx + vy * vy) ** 0.5 < 2000, paused
        time.sleep(AWAY_S)
        app.click("tab.breakout")
        prompt = app.wait_for_event("game.continue_prompt")
        assert prompt["reason"] == "hidden", prompt
        ball = app.wait_for_steady(lambda: app.wait_for_view("breakout.ball.0")["frame"], "the tab's transition")
        app.stays(lambda: app.find("breakout.ball.0")["frame"] == ball, "the ball still behind the prompt",
                  PAUSED_WATCH_S)
        assert not app.events_named("game.resumed"), "play went on before the player said so"
        app.key("space")
        resumed = app.wait_for_event("game.resumed")
        assert resumed["velocities"] == paused["velocities"], (paused, resumed)
        assert len(app.events_named("ball.launched")) == 1, "the Space that played on launched a ball too"
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
        other = focus_another_window()
        paused = app.wait_for_event("game.paused")
        ball = app.wait_for_steady(lambda: app.find("breakout.ball.0")["frame"], "the ball stopping")
        app.stays(lambda: app.find("breakout.ball.0")["frame"] == ball, "the ball still while the window has no focus",
                  PAUSED_WATCH_S)
        app.focus()
        prompt = app.wait_for_event("game.continue_prompt")
        assert prompt["reason"] == "unfocused", prompt
        assert app.find("breakout.pause")["visible"], "the prompt shows over the frozen field"
        app.stays(lambda: app.find("breakout.ball.0")["frame"] == ball, "the ball still until the player plays on",
                  PAUSED_WATCH_S)
        app.click("breakout.field")
        resumed = app.wait_for_event("game.resumed")
        assert resumed["velocities"] == paused["velocities"], (paused, resumed)
        assert len(app.events_named("ball.pushed")) == 1, "the click that played on pushed the ball too"
        assert app.quit() == 0
    finally:
        if other:
            other.kill()
        app.close()


def paddle_samples(app, seconds, since):
    """(monotonic time, paddle x) each time tree.json shows the paddle somewhere new (first: other than at `since`),
    for `seconds`."""
    samples = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            x = paddle_x(app)
        except (AssertionError, ValueError, OSError):
            continue  # tree.json mid-replace
        if x != (samples[-1][1] if samples else since):
            samples.append((time.monotonic(), x))
        time.sleep(SAMPLE_S)
    return samples


def test_breakout_held_arrow_key_moves_the_paddle_smoothly(binary):
    app = App(binary, "--tab", "breakout", "--size", "1024x720")
    try:
        app.wait_for_view("breakout.paddle")
        start = paddle_x(app)
        app.focus()
        subprocess.check_call(["xdotool", "keydown", "Right"])
        pressed = time.monotonic()
        held = paddle_samples(app, 0.4, since=start)
        subprocess.check_call(["xdotool", "keyup", "Right"])
        released = time.monotonic()
        after = paddle_samples(app, 0.4, since=held[-1][1] if held else start)
        assert held and held[0][1] > start, f"the paddle did not move while Right was held: {held}"
        assert held[0][0] - pressed < HELD_KEY_STALL_LIMIT_S, f"it started {held[0][0] - pressed:.3f} s after the key went down"
        xs = [start] + [x for _, x in held]
        assert all(b > a for a, b in zip(xs, xs[1:])), f"not steadily rightward: {xs}"
        assert held[0][1] - start < 40, f"it jumped {held[0][1] - start} pt at first (key repeat's step)"
        gaps = [b[0] - a[0] for a, b in zip(held, held[1:])]
        assert max(gaps, default=0) < HELD_KEY_STALL_LIMIT_S, f"it stalled {max(gaps):.3f} s while the key was held: {held}"
        field_x, _, field_width, _ = app.find("breakout.field")["frame"]
        at_wall = held[-1][1] + app.find("breakout.paddle")["frame"][2] >= field_x + field_width - 1
        assert at_wall or released - held[-1][0] < HELD_KEY_STALL_LIMIT_S, f"it stopped {released - held[-1][0]:.3f} s before the key went up"
        settled = [(t, x) for t, x in held if t - held[0][0] >= 0.15]
        assert len(settled) >= 2, f"too few places after the 0.1 s ramp to measure a speed: {held}"
        speed = (settled[-1][1] - settled[0][1]) / (settled[-1][0] - settled[0][0])
        assert 500 < speed < 1500, f"{speed:.0f} pt/s while held (960 expected)"
        stop = after[-1][1] if after else held[-1][1]
        late = [x for t, x in after if t - released > 0.15]
        assert all(x == stop for x in late), f"it kept moving after the key went up: {after}"
        assert stop - start > 150, f"only {stop - start} pt in 0.4 s"
        assert app.quit() == 0
    finally:
        app.close()


def test_breakout_pause_overlay_shows_keys_and_legend_and_a_click_plays_on(binary):
    app = App(binary, "--tab", "breakout", "--size", "1024x720")
    try:
        app.wait_for_view("breakout.paddle")
        launch_and_push(app)
        app.key("p")
        paused = app.wait_for_event("game.paused")
        app.wait_until(lambda: app.find("breakout.pause")["visible"], "the pause overlay to show")
        for kind, words in [("extraBall", "Extra ball"), ("widePaddle", "Wider paddle"), ("slowBall", "Slow balls"),
                            ("explosive", "Explosive")]:
            row = app.find(f"breakout.legend.{kind}")
            assert row["visible"] and row["label"].startswith(words), row
        assert app.find("breakout.keys.move")["label"] == "← → A D: move the paddle while held"
        shot = app.screenshot(os.path.join(app.dir, "breakout-paused.png"))
        assert standard_deviation(shot) > 0.05, "the screenshot is blank"
        app.click("breakout.pause.guide")
        resumed = app.wait_for_event("game.resumed")
        assert resumed["velocities"] == paused["velocities"], (paused, resumed)
        app.wait_until(lambda: app.find("breakout.pause")["visible"] is False, "the pause overlay to go")
        pushes = [e for e in app.events() if e["event"] == "ball.pushed"]
        assert len(pushes) == 1, f"the click that played on pushed the ball too: {pushes}"
        app.key("p")
        app.wait_for_event("game.paused", count=2)
        app.key("space")
        app.wait_for_event("game.resumed", count=2)
        launched = [e for e in app.events() if e["event"] == "ball.launched"]
        assert len(launched) == 1, f"Space played on and launched too: {launched}"
        assert app.quit() == 0
    finally:
        app.close()


class PaddleTracker:
    """Real keyboard play: holds ← or → to keep the paddle under the lowest ball, serves with Space, and answers the
    alert at the end of a game or a level."""

    def __init__(self, app):
        self.app = app
        self.held = None
        self.last_serve = 0.0

    def hold(self, key):
        if key == self.held:
            return
        if self.held:
            subprocess.check_call(["xdotool", "keyup", self.held])
        if key:
            subprocess.check_call(["xdotool", "keydown", key])
        self.held = key

    def step(self):
        try:
            nodes = list(walk(self.app.tree()["root"]))
        except (ValueError, OSError):
            return
        answer = next((node["id"] for node in nodes if node.get("id", "").startswith("breakout.alert.")), None)
        if answer:  # the game is over or the level cleared: play on
            self.hold(None)
            self.app.click(answer)
            return
        paddle = next((node for node in nodes if node.get("id") == "breakout.paddle"), None)
        balls = [node for node in nodes if str(node.get("id", "")).startswith("breakout.ball.")]
        if not paddle or not balls:
            self.hold(None)
            return
        lowest = max(balls, key=lambda ball: ball["frame"][1])
        offset = (lowest["frame"][0] + lowest["frame"][2] / 2) - (paddle["frame"][0] + paddle["frame"][2] / 2)
        self.hold("Right" if offset > 24 else "Left" if offset < -24 else None)
        if time.monotonic() - self.last_serve > SERVE_EVERY_S:
            subprocess.check_call(["xdotool", "key", "space"])
            self.last_serve = time.monotonic()

    def play_until(self, condition, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = condition()
            if found:
                return found
            self.step()
            time.sleep(PLAY_STEP_S)
        self.hold(None)
        events = [e["event"] for e in self.app.events()][-30:]
        raise AssertionError(f"not within {timeout} s of play; last events: {events}")


def test_breakout_timed_effect_shows_a_bar_that_shrinks_with_play(binary):
    """Plays for real (keys only) on a big wall of slow balls, five a serve so bricks break often, until a
    wider-paddle or slow-ball brick breaks; then watches that effect's timer bar shrink, and stand still while
    paused."""
    config = tempfile.mkdtemp(prefix="kinetic-e2e-breakout-config-")
    with open(os.path.join(config, "settings.plist"), "wb") as f:
        plistlib.dump({"breakout.brickRows": 12, "breakout.brickColumns": 20, "breakout.ballCount": 5,
                       "breakout.ballSpeed": "slow", "breakout.specialBricks": True}, f)
    app = App(binary, "--tab", "breakout", "--size", "1024x720", config_dir=config)
    tracker = PaddleTracker(app)
    try:
        app.wait_for_view("breakout.paddle")
        app.focus()

        def timed_effect():
            kinds = [e["kind"] for e in app.events() if e["event"] == "special.triggered"]
            return next((kind for kind in kinds if kind in ("widePaddle", "slowBall")), None)

        kind = tracker.play_until(timed_effect, timeout=120)
        timer_id = f"breakout.effect.{kind}"

        def shown():
            node = app.find(timer_id)
            return node if node["visible"] else None

        first = tracker.play_until(shown, timeout=5)
        first_bar = app.find(timer_id + ".bar")["frame"][2]

        def shrunk():
            node = app.find(timer_id)
            if node["visible"] and 2 < node["value"] <= first["value"] - 0.5:
                return node, app.find(timer_id + ".bar")["frame"][2]
            return None

        later, bar = tracker.play_until(shrunk, timeout=8)
        assert 0 < bar < first_bar, f"the bar did not shrink: {first_bar} → {bar} ({first['value']} → {later['value']} s)"
        shot = app.screenshot(os.path.join(app.dir, "breakout.png"))
        assert standard_deviation(shot) > 0.05, "the screenshot is blank"
        tracker.hold(None)
        app.key("p")
        app.wait_for_event("game.paused")
        frozen = app.wait_for_steady(lambda: app.find(timer_id)["value"], "the paused timer")
        assert app.find(timer_id)["visible"], app.find(timer_id)
        app.stays(lambda: app.find(timer_id)["value"] == frozen, f"the timer at {frozen} s while paused", PAUSED_WATCH_S)
        assert app.quit() == 0
    finally:
        tracker.hold(None)
        app.close()
        shutil.rmtree(config, ignore_errors=True)
