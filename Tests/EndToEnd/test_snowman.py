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


def test_snowman_pauses_when_leaving_the_tab(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    try:
        app.wait_for_view("snowman.play")
        app.key("space")
        app.wait_for_event("snowman.play")
        time.sleep(0.5)
        app.click("tab.dropit")
        paused = app.wait_for_event("snowman.pause")
        app.click("tab.snowman")
        time.sleep(0.5)
        assert app.find("snowman.play")["value"] == "Resume"
        app.key("space")
        assert app.wait_for_event("snowman.resume")["t"] == paused["t"]
        assert app.quit() == 0
    finally:
        app.close()
