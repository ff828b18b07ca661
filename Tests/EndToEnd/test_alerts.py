"""End-to-end tests of alerts answered from the keyboard: Return on Settings' "Reset to Defaults" alert picks its
default, Cancel, so nothing is reset; Escape cancels too."""
import os
import plistlib
import tempfile

from kinetic_e2e import App, walk

SETTINGS = {"crossfade.notifyEvery": 6, "breakout.lives": 5}


def config_with_settings():
    """A private config folder holding a settings.plist with values that differ from the defaults."""
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    os.makedirs(config)
    with open(os.path.join(config, "settings.plist"), "wb") as f:
        plistlib.dump(SETTINGS, f)
    return config


def open_reset_alert(app):
    app.scroll_into_view("settings.reset")
    app.click("settings.reset")
    shown = app.wait_for_event("alert.shown")
    assert shown["title"] == "Reset all settings?", shown
    app.wait_for_view("alert.cancel")


def check_nothing_was_reset(app, config, before, key):
    app.key(key)
    dismissed = app.wait_for_event("alert.dismissed")
    assert dismissed["action"] == "Cancel", dismissed
    app.wait_until(lambda: not any(n.get("id") == "alert" for n in walk(app.tree()["root"])), "the alert to go")
    assert app.find("settings.crossfade.notifyEvery")["value"] == 6, "the setting kept its value"
    assert app.quit() == 0
    names = [e["event"] for e in app.events()]
    assert "settings.reset" not in names, names
    assert "setting.changed" not in names, names
    with open(os.path.join(config, "settings.plist"), "rb") as f:
        assert f.read() == before, "settings.plist was rewritten"


def answer_the_reset_alert_with(binary, key):
    """Opens Settings with changed values, opens the Reset alert, presses `key`, and checks nothing was reset."""
    config = config_with_settings()
    with open(os.path.join(config, "settings.plist"), "rb") as f:
        before = f.read()
    app = App(binary, "--tab", "settings", "--size", "1024x720", config_dir=config)
    try:
        assert app.wait_for_view("settings.crossfade.notifyEvery")["value"] == 6
        open_reset_alert(app)
        app.screenshot(os.path.join(app.dir, "reset-alert.png"))
        check_nothing_was_reset(app, config, before, key)
    finally:
        app.close()


def test_return_on_the_reset_alert_cancels_and_resets_nothing(binary):
    answer_the_reset_alert_with(binary, "Return")


def test_escape_on_the_reset_alert_cancels(binary):
    answer_the_reset_alert_with(binary, "Escape")
