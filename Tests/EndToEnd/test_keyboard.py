"""End-to-end tests of keyboard-only use: Tab walks the Settings tab's controls with a visible focus ring, Space
toggles a switch and arrows move a slider (each change reaching settings.plist), Ctrl+Tab, Ctrl+Shift+Tab and the
digit keys switch tabs — all with real key presses and no mouse."""
import os
import plistlib
import subprocess
import tempfile

from kinetic_e2e import App, walk

MOST_TABS = 60  # Tab presses allowed to reach a kind of control (the Settings tab has about 30)


def focused(app):
    """The node tree.json marks focused, or None."""
    return next((n for n in walk(app.tree()["root"]) if n.get("focused")), None)


def focus_changes(app):
    return [e for e in app.events() if e["event"] == "focus.changed"]


def press_and_follow_focus(app, keysym):
    """Presses a key that moves the focus; returns the newly focused node once tree.json (written a frame after the
    key) shows it."""
    before = len(focus_changes(app))
    app.key(keysym)
    event = app.wait_until(lambda: focus_changes(app)[before:][-1:], "focus.changed")[0]
    return app.wait_until(
        lambda: (lambda node: node if node and node.get("id") == event["id"] else None)(focused(app)),
        f"tree.json to show {event['id']} focused")


def tab_to(app, kind):
    """Presses Tab until a control of `kind` has the focus (as tree.json shows it); returns its node."""
    for _ in range(MOST_TABS):
        node = press_and_follow_focus(app, "Tab")
        if node["type"] == kind:
            return node
    raise AssertionError(f"no {kind} within {MOST_TABS} Tab presses")


def setting_changes(app, key):
    return [e for e in app.events() if e["event"] == "setting.changed" and e["key"] == key]


def wait_for_tab(app, name):
    app.wait_until(lambda: any(e["event"] == "tab.selected" and e["tab"] == name for e in app.events()), name)
    return app.wait_until(lambda: app.find(f"tab.{name}")["selected"], f"tab.{name} selected in tree.json")


def focus_ring_pixels(app, node, path):
    """How many pixels of the focus ring's blue lie in a band just outside the focused control."""
    app.screenshot(path)
    x, y, w, h = (int(v) for v in node["frame"])
    band = f"{w + 12}x{h + 12}+{x - 6}+{y - 6}"
    output = subprocess.check_output(
        ["convert", path, "-crop", band, "+repage", "-fuzz", "12%", "-fill", "white", "-opaque", "#6cb4ff",
         "-fill", "black", "+opaque", "white", "-format", "%[fx:mean*w*h]", "info:"], text=True)
    return float(output)


def test_settings_by_keys_alone(binary):
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    app = App(binary, "--tab", "settings", "--size", "1024x720", config_dir=config)
    try:
        switch = tab_to(app, "Switch")
        key = switch["id"][len("settings."):]
        assert focus_ring_pixels(app, switch, os.path.join(app.dir, "focused-switch.png")) > 40, "no focus ring"
        app.key("space")
        app.wait_until(lambda: setting_changes(app, key), f"setting.changed for {key}")
        assert setting_changes(app, key)[-1]["value"] is (not switch["value"])
        app.wait_until(lambda: app.find(switch["id"])["value"] is (not switch["value"]), "the switch to flip")

        slider = tab_to(app, "Slider")
        slider_key = slider["id"][len("settings."):]
        app.key("Right")
        try:
            app.wait_until(lambda: setting_changes(app, slider_key), f"setting.changed for {slider_key}", timeout=2)
        except AssertionError:  # already at its maximum
            app.key("Left")
            app.wait_until(lambda: setting_changes(app, slider_key), f"setting.changed for {slider_key}")
        slider_value = setting_changes(app, slider_key)[-1]["value"]
        assert slider_value != slider["value"], (slider_value, slider["value"])

        app.key("ctrl+Tab")  # Settings is the last tab: the next one wraps to the first
        wait_for_tab(app, "breakout")
        assert focused(app) is None or not focused(app)["id"].startswith("settings."), "the hidden tab kept focus"
        app.key("ctrl+shift+Tab")
        wait_for_tab(app, "settings")
        app.key("3")
        wait_for_tab(app, "crossfade")
        assert app.quit() == 0
    finally:
        app.close()
    with open(os.path.join(config, "settings.plist"), "rb") as f:
        stored = plistlib.load(f)
    assert stored[key] is (not switch["value"]), (key, stored.get(key))
    assert abs(stored[slider_key] - slider_value) < 1e-9, (slider_key, stored.get(slider_key), slider_value)


def test_escape_takes_the_focus_away_and_shift_tab_walks_back(binary):
    app = App(binary, "--tab", "settings", "--size", "1024x720")
    try:
        first = tab_to(app, "Stepper")
        second = tab_to(app, "Stepper")
        assert first["id"] != second["id"]
        assert press_and_follow_focus(app, "shift+Tab")["id"] == first["id"]
        app.key("Escape")
        app.wait_until(lambda: focused(app) is None, "no focused control after Escape")
        assert app.quit() == 0
    finally:
        app.close()
