"""End-to-end tests of the Snowman tab with real X input: choose a preset, play, pause (the picture stays
identical while paused), resume, edit a stepper, save under a typed name, relaunch and find it in the picker."""
import os
import shutil
import subprocess
import time

from kinetic_e2e import App, raw_pixels

# How long the paused picture must stay unchanged, in seconds: long enough that a slow drift would show.
PAUSE_HOLD_S = 2.0
# How long a paused figure, or a studio that must not be left, is watched, in seconds.
STILL_WATCH_S = 0.6
# Typing pace: milliseconds between typed characters.
TYPING_DELAY_MS = 40
REST_POSE = "w=1.00 h=1.00 x=0.00 y=0.00 rx=0.0 ry=0.0 rz=0.0 o=1.00"
TUMBLE_END_POSE = "w=0.80 h=0.80 x=0.30 y=-0.10 rx=360.0 ry=45.0 rz=90.0 o=0.70"
TUMBLE_SECONDS = 2.5


def type_text(app, text):
    app.focus()
    subprocess.check_call(["xdotool", "type", "--delay", str(TYPING_DELAY_MS), text])


def wait_in_place(app, identifier):
    """The view's node once its frame has stopped moving (a pushed screen or an alert has finished sliding in)."""
    app.wait_for_view(identifier)
    return app.wait_for_steady(lambda: app.find(identifier), f"{identifier} in place")


def wait_for_motion(app, figure="snowman.figure"):
    """Waits until the figure is mid-animation: neither at rest nor at Tumble's end."""
    app.wait_until(lambda: app.find(figure)["value"] not in (REST_POSE, TUMBLE_END_POSE), f"{figure} moving")


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
        app.wait_for_value("snowman.picker", 2)
        assert app.find("snowman.play")["value"] == "Play"

        app.click("snowman.play")
        assert app.wait_for_event("snowman.play")["name"] == "Tumble"
        wait_for_motion(app)
        app.click("snowman.play")
        paused = app.wait_for_event("snowman.pause")
        app.wait_for_value("snowman.play", "Resume")
        pose = app.find("snowman.figure")["value"]
        assert pose != REST_POSE, "paused mid-way, not at rest"
        first = app.still_screenshot(os.path.join(app.dir, "paused.png"))  # the button's highlight faded
        time.sleep(PAUSE_HOLD_S)
        second = app.screenshot(os.path.join(app.dir, "paused-later.png"))
        assert raw_pixels(first) == raw_pixels(second), "the paused picture must not change"
        assert app.find("snowman.figure")["value"] == pose
        keep_screenshot(first, "snowman.png")

        app.click("snowman.play")
        resumed = app.wait_for_event("snowman.resume")
        assert resumed["t"] == paused["t"], (paused, resumed)
        app.wait_for_event("snowman.finished", timeout=10)
        app.wait_for_value("snowman.play", "Play")

        app.click("snowman.edit")
        app.wait_for_event("navigation.pushed")
        stepper = "snowman.property.rotationX"
        before = wait_in_place(app, stepper)["value"]
        app.click(stepper + ".decrement")  # Tumble's 360° is the maximum
        app.wait_for_value(stepper, before - 15)
        app.screenshot(os.path.join(app.dir, "editor.png"))

        app.click("snowman.save")
        field = wait_in_place(app, "snowman.name")
        assert field["value"] == "Animation 1"
        type_text(app, "Snow Drift")
        app.wait_for_value("snowman.name", "Snow Drift")
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
        again.wait_for_value("snowman.picker", 3)
        assert again.quit() == 0
    finally:
        again.close()


# How far the finish may be from where the paused time says it falls, in seconds (frames, polling, load).
FINISH_TOLERANCE_S = 0.5


def leave_and_resume(app, leave, come_back, occurrence):
    """Plays Tumble, leaves the studio mid-way with `leave`, comes back with `come_back`, presses Resume, and
    checks that the snowman goes on from the paused frame and finishes on time. Returns the paused pose."""
    app.click("snowman.play")
    app.wait_for_event("snowman.play", count=occurrence)
    wait_for_motion(app)
    leave()
    paused = app.wait_for_event("snowman.pause", count=occurrence)
    assert 0 < paused["t"] < TUMBLE_SECONDS, paused
    come_back()
    pose = app.wait_until(
        lambda: app.find("snowman.play")["value"] == "Resume" and app.find("snowman.figure")["value"],
        "the studio back, paused")
    assert pose not in (REST_POSE, TUMBLE_END_POSE), f"shows the paused frame, not rest or the end: {pose}"
    app.stays(lambda: app.find("snowman.figure")["value"] == pose, "the figure paused until Resume", STILL_WATCH_S)
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
            wait_in_place(app, "snowman.back")
            app.click("snowman.back")
            app.wait_for_event("navigation.popped")

        pose = leave_and_resume(app, open_editor, back_from_editor, occurrence=2)
        assert pose != REST_POSE
        assert app.quit() == 0
    finally:
        app.close()


def save_as(app, name, occurrence):
    """Save in the bar, the name typed over the suggestion, Return."""
    app.click("snowman.save")
    wait_in_place(app, "snowman.name")
    type_text(app, name)
    app.key("Return")
    saved = app.wait_for_event("animation.saved", count=occurrence)
    assert saved["name"] == name, saved


def test_snowman_editor_asks_before_losing_edits_plays_its_preview_and_keeps_a_refused_name(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    try:
        app.click(app.wait_for_view("snowman.picker.2")["id"])  # Tumble
        app.wait_until(lambda: app.find("snowman.picker")["value"] == 2, "Tumble chosen")
        app.click("snowman.edit")
        app.wait_for_event("navigation.pushed")
        wait_in_place(app, "snowman.preview.play")

        # The preview plays the values: the end pose, then a run from rest, then the end pose again.
        end_pose = app.find("snowman.preview")["value"]
        assert end_pose == TUMBLE_END_POSE, end_pose
        app.click("snowman.preview.play")
        app.wait_until(lambda: app.find("snowman.preview.play")["value"] == "Pause", "the preview playing")
        app.wait_until(lambda: app.find("snowman.preview")["value"] not in (REST_POSE, TUMBLE_END_POSE),
                       "the preview snowman moving")
        app.wait_until(lambda: app.find("snowman.preview.play")["value"] == "Play", "the preview's run over",
                       timeout=TUMBLE_SECONDS + 5)
        assert app.find("snowman.preview")["value"] == TUMBLE_END_POSE

        # The curve is a segmented control and autoreverse a switch; a change marks the title.
        app.scroll_into_view("snowman.property.timingCurve")
        app.click("snowman.property.timingCurve.0")  # Linear
        app.wait_until(lambda: app.find("snowman.property.timingCurve")["value"] == 0, "Linear picked")
        app.click("snowman.property.autoreverses")
        app.wait_until(lambda: app.find("snowman.property.autoreverses")["value"] is True, "autoreverse on")
        keep_screenshot(app.still_screenshot(os.path.join(app.dir, "editor-timing.png")), "snowman-editor.png")

        # Back asks; Cancel stays; Discard leaves with nothing saved.
        app.click("snowman.back")
        assert app.wait_for_event("alert.shown")["title"] == "Save Changes to “Tumble”?"
        wait_in_place(app, "alert.discard")
        app.screenshot(os.path.join(app.dir, "back-asks.png"))
        app.click("alert.cancel")
        app.wait_for_event("alert.dismissed")
        app.stays(lambda: not app.events_named("navigation.popped"), "Cancel staying in the editor", STILL_WATCH_S)
        app.key("Escape")
        app.wait_for_event("alert.shown", count=2)
        wait_in_place(app, "alert.discard")
        app.click("alert.discard")
        app.wait_for_event("navigation.popped")
        assert not os.path.exists(os.path.join(app.data_dir, "animations.plist")), "Discard saves nothing"

        # Two saved animations; renaming the second to the first's name keeps the typed text and says why.
        app.click("snowman.edit")
        app.wait_for_event("navigation.pushed", count=2)
        wait_in_place(app, "snowman.save")
        save_as(app, "Mine", 1)
        save_as(app, "Other", 2)
        app.wait_for_view("snowman.saved.4.rename")
        app.scroll_into_view("snowman.saved.4.rename")
        app.click("snowman.saved.4.rename")
        wait_in_place(app, "snowman.name")
        type_text(app, "mine")  # the old name is selected: typing replaces it
        app.key("Return")
        refused = app.wait_until(
            lambda: "already saved" in str(app.find("alert").get("value")) and app.find("alert"), "the reason")
        assert refused["label"] == "Rename “Other”", refused
        assert app.find("snowman.name")["value"] == "mine", "the typed name is kept to fix"
        app.screenshot(os.path.join(app.dir, "rename-refused.png"))
        type_text(app, " too")
        app.key("Return")
        renamed = app.wait_for_event("animation.renamed")
        assert renamed["from"] == "Other" and renamed["to"] == "mine too", renamed
        assert app.quit() == 0
    finally:
        app.close()


def wait_for_focus(app, identifier):
    app.wait_until(lambda: app.nodes(lambda n: n.get("focused") and n.get("id") == identifier), f"{identifier} focused")


def test_snowman_by_keyboard_alone(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    try:
        app.wait_for_view("snowman.picker")
        app.key("Tab")  # the bar first, as a reader meets it
        wait_for_focus(app, "snowman.edit")
        app.key("Tab")  # then the list
        wait_for_focus(app, "snowman.picker")
        app.key("Down")
        app.key("Down")
        app.wait_until(lambda: app.find("snowman.picker")["value"] == 2, "Tumble chosen by arrows")
        app.key("Return")  # on the list: plays the chosen animation
        assert app.wait_for_event("snowman.play")["name"] == "Tumble"
        wait_for_motion(app)
        app.key("Tab")  # the play button
        app.key("space")
        app.wait_for_event("snowman.pause")
        app.wait_until(lambda: app.find("snowman.play")["value"] == "Resume", "the button reading Resume")
        app.key("shift+Tab")
        app.key("shift+Tab")  # back past the list to Edit
        wait_for_focus(app, "snowman.edit")
        app.key("Return")
        assert app.wait_for_event("navigation.pushed")["scene"] == "snowman.editor"
        wait_in_place(app, "snowman.back")
        for _ in range(2):  # a focused control lets go of the focus at the first Escape
            app.key("Escape")
        app.wait_for_event("navigation.popped")
        app.wait_until(lambda: app.find("snowman.play")["value"] == "Resume", "the studio, still paused")
        app.key("space")
        app.wait_for_event("snowman.resume")
        app.wait_for_event("snowman.finished", timeout=10)
        assert app.quit() == 0
    finally:
        app.close()


def test_unsaved_edits_are_asked_about_at_ctrl_q_and_kept_as_a_draft_through_a_signal(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    stepper = "snowman.property.rotationX"
    try:
        app.click("snowman.edit")
        app.wait_for_event("navigation.pushed")
        before = wait_in_place(app, stepper)["value"]
        app.click(stepper + ".increment")
        edited = app.wait_for_value(stepper, lambda value: value != before)

        # Ctrl+Q asks what Back asks; Cancel stays with the edits.
        app.key("ctrl+q")
        shown = app.wait_for_event("alert.shown")
        assert shown["title"].startswith("Save Changes to"), shown
        wait_in_place(app, "alert.cancel")
        app.click("alert.cancel")
        app.wait_for_event("alert.dismissed")
        app.stays(lambda: app.process.poll() is None, "the app still running after Cancel", STILL_WATCH_S)
        assert app.find(stepper)["value"] == edited

        # A signal cannot ask: the edits are kept as a draft.
        assert app.quit() == 0
        assert os.path.exists(os.path.join(app.data_dir, "snowman-draft.plist")), app.stderr()
    finally:
        app.close()

    again = App(binary, "--tab", "snowman", "--size", "1024x720", config_dir=app.config_dir, data_dir=app.data_dir)
    try:
        offered = again.wait_for_event("alert.shown")
        assert offered["title"] == "Restore Unsaved Changes?", offered
        wait_in_place(again, "alert.restore")
        again.click("alert.restore")
        again.wait_for_event("navigation.pushed")
        assert wait_in_place(again, stepper)["value"] == edited
        assert not os.path.exists(os.path.join(again.data_dir, "snowman-draft.plist"))
        assert again.quit() == 0  # the restored edits are unsaved again: kept as a draft once more
        assert os.path.exists(os.path.join(again.data_dir, "snowman-draft.plist"))
    finally:
        again.close()
