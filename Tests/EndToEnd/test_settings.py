"""End-to-end tests of the Settings tab and the settings file: real clicks and drags change settings, the values
survive a relaunch (in the UI and in settings.plist), and a corrupt file is kept aside with a notice."""
import glob
import os
import plistlib
import tempfile

from kinetic_e2e import App


def test_corrupt_settings_file_is_kept_aside_and_explained(binary):
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    os.makedirs(config)
    with open(os.path.join(config, "settings.plist"), "w") as f:
        f.write("<plist><dict><key>broken")
    app = App(binary, "--tab", "crossfade", config_dir=config)
    try:
        shown = app.wait_for_event("alert.shown")
        assert shown["title"] == "Settings Reset to Defaults", shown
        kept = glob.glob(os.path.join(config, "settings.plist.corrupt-*"))
        assert len(kept) == 1, os.listdir(config)
        assert "broken" in open(kept[0]).read(), "the kept file is the user's original"
        assert os.path.basename(kept[0]) in app.wait_for_view("alert")["value"], "the notice names the kept file"
        app.click("alert.ok")
        app.wait_for_event("alert.dismissed")
        assert app.quit() == 0
    finally:
        app.close()


def test_a_settings_file_that_is_a_link_to_a_device_is_named_as_one_and_the_device_untouched(binary):
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    os.makedirs(config)
    os.symlink("/dev/zero", os.path.join(config, "settings.plist"))
    app = App(binary, "--tab", "settings", config_dir=config)
    try:
        app.wait_for_event("alert.shown")
        message = app.wait_for_view("alert")["value"]
        assert "a device is in the file's place" in message, message
        assert "larger than" not in message, message
        app.click("alert.ok")
        app.wait_for_event("alert.dismissed")
        assert app.quit() == 0
    finally:
        app.close()
    kept = glob.glob(os.path.join(config, "settings.plist.corrupt-*"))
    assert len(kept) == 1 and os.readlink(kept[0]) == "/dev/zero", "the link itself is kept aside"
    assert os.path.exists("/dev/zero") and not os.path.isfile("/dev/zero")


def settings_controls(app, kind):
    """The ids of the Settings tab's controls of one kind (Switch, Stepper, Slider, SegmentedControl)."""
    found = []

    def walk(node):
        if node.get("type") == kind and str(node.get("id", "")).startswith("settings."):
            found.append(node["id"])
        for child in node.get("children", []):
            walk(child)

    walk(app.tree()["root"])
    return found


def change_one_of_each(app):
    """Changes a switch, a stepper, a slider and a segmented control with real clicks and a drag; returns the
    {key: value} the app reported for each."""
    changed = {}
    toggle = "settings.crossfade.systemNotifications"
    app.scroll_into_view(toggle)
    app.click(toggle)
    stepper = "settings.crossfade.notifyEvery"
    app.scroll_into_view(stepper)
    x, y, w, h = app.find(stepper)["frame"]
    app.click_at((x + w * 0.75, y + h / 2))  # the + half
    app.click_at((x + w * 0.75, y + h / 2))
    slider = "settings.crossfade.fadeDuration"
    app.scroll_into_view(slider)
    x, y, w, h = app.find(slider)["frame"]
    start = app.find(slider)["value"]
    thumb_x = x + 14 + (w - 28) * (start - 0.2) / (3.0 - 0.2)
    app.drag((thumb_x, y + h / 2), (x + w + 40, y + h / 2))
    segmented = settings_controls(app, "SegmentedControl")
    assert segmented, "the Settings tab shows at least one segmented control"
    choice = segmented[0]
    app.scroll_into_view(choice)
    x, y, w, h = app.find(choice)["frame"]
    app.click_at((x + w - 10, y + h / 2))  # the last segment
    choice_key = choice[len("settings."):]
    app.wait_for_event("setting.changed", where=lambda event: event["key"] == choice_key)
    for event in app.events():
        if event["event"] == "setting.changed":
            changed[event["key"]] = event["value"]
    return changed, choice


def test_settings_change_by_real_input_and_survive_a_relaunch(binary):
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    app = App(binary, "--tab", "settings", "--size", "1024x720", config_dir=config)
    try:
        changed, choice = change_one_of_each(app)
        assert changed["crossfade.systemNotifications"] is False, changed
        assert changed["crossfade.notifyEvery"] == 6, changed
        assert changed["crossfade.fadeDuration"] == 3.0, changed
        choice_key = choice[len("settings."):]
        assert choice_key in changed, changed
        assert app.quit() == 0
    finally:
        app.close()
    with open(os.path.join(config, "settings.plist"), "rb") as f:
        stored = plistlib.load(f)
    for key, value in changed.items():
        assert stored[key] == value, (key, stored.get(key), value)
    again = App(binary, "--tab", "settings", "--size", "1024x720", config_dir=config)
    try:
        assert again.wait_for_view("settings.crossfade.systemNotifications")["value"] is False
        assert again.find("settings.crossfade.notifyEvery")["value"] == 6
        assert again.find("settings.crossfade.fadeDuration")["value"] == 3.0
        assert again.find(choice)["value"] > 0, "the last segment is still selected"
        assert again.quit() == 0
    finally:
        again.close()
