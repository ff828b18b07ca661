"""End-to-end tests of the Snowman tab with real X input: choose a preset, play, pause (the picture stays
identical while paused), resume, edit a stepper, save under a typed name, relaunch and find it in the picker."""
import os
import shutil
import subprocess
import time

from kinetic_e2e import App

# Long enough after a click for the button's press highlight to fade, in seconds.
SETTLE_S = 0.6
# How long the paused picture must stay unchanged, in seconds: long enough that a slow drift would show.
PAUSE_HOLD_S = 2.0


def raw_pixels(png):
    """The screenshot's pixels as raw RGBA bytes (ImageMagick; no PIL needed)."""
    return subprocess.check_output(["convert", png, "rgba:-"])


def type_text(app, text):
    subprocess.check_call(["xdotool", "windowfocus", "--sync", app.window])
    subprocess.check_call(["xdotool", "type", "--delay", "40", text])


def keep_screenshot(path, name):
    """Copies a screenshot to $SNOWMAN_SCREENSHOT_DIR when set (how docs/screenshots are refreshed)."""
    target = os.environ.get("SNOWMAN_SCREENSHOT_DIR")
    if target:
        shutil.copy(path, os.path.join(target, name))


def test_snowman_play_pause_resume_save_and_relaunch(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    try:
        assert app.find("tab.snowman")["selected"] is True
        app.click(app.wait_for_view("snowman.picker.2")["id"])  # Tumble
        time.sleep(0.3)
        assert app.find("snowman.picker")["value"] == 2
        assert app.find("snowman.play")["value"] == "Play"

        app.click("snowman.play")
        assert app.wait_for_event("snowman.play")["name"] == "Tumble"
        time.sleep(1.0)
        app.click("snowman.play")
        paused = app.wait_for_event("snowman.pause")
        time.sleep(SETTLE_S)
        assert app.find("snowman.play")["value"] == "Resume"
        pose = app.find("snowman.figure")["value"]
        assert pose != "w=1.00 h=1.00 x=0.00 y=0.00 rx=0.0 ry=0.0 rz=0.0 o=1.00", "paused mid-way, not at rest"
        first = app.screenshot(os.path.join(app.dir, "paused.png"))
        time.sleep(PAUSE_HOLD_S)
        second = app.screenshot(os.path.join(app.dir, "paused-later.png"))
        assert raw_pixels(first) == raw_pixels(second), "the paused picture must not change"
        assert app.find("snowman.figure")["value"] == pose
        keep_screenshot(first, "snowman.png")

        app.click("snowman.play")
        resumed = app.wait_for_event("snowman.resume")
        assert resumed["t"] == paused["t"], (paused, resumed)
        app.wait_for_event("snowman.finished", timeout=10)
        time.sleep(0.3)
        assert app.find("snowman.play")["value"] == "Play"

        app.click("snowman.edit")
        app.wait_for_event("navigation.pushed")
        time.sleep(0.6)
        stepper = "snowman.property.rotationX"
        before = app.find(stepper)["value"]
        app.click(stepper + ".decrement")  # Tumble's 360° is the maximum
        time.sleep(0.3)
        assert app.find(stepper)["value"] == before - 15, (before, app.find(stepper))
        keep_screenshot(app.screenshot(os.path.join(app.dir, "editor.png")), "snowman-editor.png")

        app.click("snowman.save")
        field = app.wait_for_view("snowman.name")
        assert field["value"] == "Animation 1"
        time.sleep(0.4)
        type_text(app, "Snow Drift")
        time.sleep(0.2)
        keep_screenshot(app.screenshot(os.path.join(app.dir, "save.png")), "snowman-save-alert.png")
        app.key("Return")
        saved = app.wait_for_event("animation.saved")
        assert saved["name"] == "Snow Drift", saved
        assert os.path.exists(os.path.join(app.data_dir, "animations.plist"))
        assert app.quit() == 0
    finally:
        app.close()

    again = App(binary, "--tab", "snowman", "--size", "1024x720", config_dir=app.config_dir, data_dir=app.data_dir)
    try:
        row = again.wait_for_view("snowman.picker.3")
        assert row["value"] == "Snow Drift", row
        again.click("snowman.picker.3")
        time.sleep(0.3)
        assert again.find("snowman.picker")["value"] == 3
        assert again.quit() == 0
    finally:
        again.close()


REST_POSE = "w=1.00 h=1.00 x=0.00 y=0.00 rx=0.0 ry=0.0 rz=0.0 o=1.00"
TUMBLE_END_POSE = "w=0.80 h=0.80 x=0.30 y=-0.10 rx=360.0 ry=45.0 rz=90.0 o=0.70"
TUMBLE_SECONDS = 2.5
# How far the finish may be from where the paused time says it falls, in seconds (frames, polling, load).
FINISH_TOLERANCE_S = 0.5


def leave_and_resume(app, leave, come_back, occurrence):
    """Plays Tumble, leaves the studio mid-way with `leave`, comes back with `come_back`, presses Resume, and
    checks that the snowman goes on from the paused frame and finishes on time. Returns the paused pose."""
    app.click("snowman.play")
    app.wait_for_event("snowman.play", count=occurrence)
    time.sleep(0.8)
    leave()
    paused = app.wait_for_event("snowman.pause", count=occurrence)
    assert 0 < paused["t"] < TUMBLE_SECONDS, paused
    come_back()
    pose = app.wait_until(
        lambda: app.find("snowman.play")["value"] == "Resume" and app.find("snowman.figure")["value"],
        "the studio back, paused")
    assert pose not in (REST_POSE, TUMBLE_END_POSE), f"shows the paused frame, not rest or the end: {pose}"
    time.sleep(SETTLE_S)
    assert app.find("snowman.figure")["value"] == pose, "still paused until Resume"
    app.click("snowman.play")
    resumed = app.wait_for_event("snowman.resume", count=occurrence)
    assert resumed["t"] == paused["t"], (paused, resumed)
    app.wait_until(lambda: app.find("snowman.figure")["value"] not in (pose, TUMBLE_END_POSE), "the snowman moving")
    finished = app.wait_for_event("snowman.finished", count=occurrence, timeout=10)
    took = finished["t"] - resumed["at"]
    expected = TUMBLE_SECONDS - paused["t"]
    assert abs(took - expected) < FINISH_TOLERANCE_S, f"finished {took:.2f} s after Resume, expected {expected:.2f}"
    app.wait_until(lambda: app.find("snowman.figure")["value"] == TUMBLE_END_POSE, "Tumble's end pose")
    return pose


def test_snowman_resumes_after_a_tab_switch_and_after_the_editor(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    try:
        app.click(app.wait_for_view("snowman.picker.2")["id"])  # Tumble
        app.wait_until(lambda: app.find("snowman.picker")["value"] == 2, "Tumble chosen")

        leave_and_resume(app, lambda: app.click("tab.dropit"), lambda: app.click("tab.snowman"), occurrence=1)

        def open_editor():
            app.click("snowman.edit")
            app.wait_for_event("navigation.pushed")

        def back_from_editor():
            app.wait_for_view("snowman.back")
            time.sleep(SETTLE_S)
            app.click("snowman.back")
            app.wait_for_event("navigation.popped")

        pose = leave_and_resume(app, open_editor, back_from_editor, occurrence=2)
        assert pose != REST_POSE
        assert app.quit() == 0
    finally:
        app.close()
