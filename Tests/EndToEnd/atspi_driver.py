#!/usr/bin/python3
"""Drives a running kinetic through AT-SPI, as a screen reader or an accessibility test tool does.

Run with Debian's own interpreter (/usr/bin/python3: python3-pyatspi installs there) inside a private session
bus, so the accessibility bus it starts and the `IsEnabled` switch it flips stay private (with
GSETTINGS_BACKEND=memory nothing reaches the user's desktop settings):

    dbus-run-session -- /usr/bin/python3 atspi_driver.py SCENARIO --binary .build/debug/kinetic

Each scenario asserts what it sees and prints one JSON line of findings last; test_accessibility.py runs them.
"""
import argparse
import json
import os
import plistlib
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kinetic_e2e import App, stays, wait_until  # noqa: E402

import pyatspi  # noqa: E402
from gi.repository import Gio, GLib  # noqa: E402

FIND_TIMEOUT_S = 30
CHANGE_TIMEOUT_S = 15
BUS_TIMEOUT_MS = 30_000
# How long the focus listener is registered before the Tab key goes, in milliseconds.
LISTEN_BEFORE_KEY_MS = 500
# How often a wait asks the accessibility bus again, in seconds (each look walks the tree over D-Bus).
ATSPI_POLL_S = 0.2
# How long an application that must stay unexported, or quiet, is watched, in seconds.
ABSENCE_WATCH_S = 1.5


def set_assistive_technologies(enabled):
    """What a desktop does when the user turns on a screen reader: org.a11y.Status.IsEnabled."""
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    arguments = GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", enabled)))
    session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set", arguments, None,
                      Gio.DBusCallFlags.NONE, BUS_TIMEOUT_MS, None)


def application_names():
    desktop = pyatspi.Registry.getDesktop(0)
    return [child.name for child in (desktop.getChildAtIndex(i) for i in range(desktop.childCount)) if child]


def find_application(name="Kinetic", timeout=FIND_TIMEOUT_S):
    def application():
        desktop = pyatspi.Registry.getDesktop(0)
        children = (desktop.getChildAtIndex(index) for index in range(desktop.childCount))
        return next((child for child in children if child is not None and child.name == name), None)

    return wait_until(application, f"an application named {name} in the AT-SPI registry", timeout,
                      poll_s=ATSPI_POLL_S)


def descendants(accessible):
    for index in range(accessible.childCount):
        child = accessible.getChildAtIndex(index)
        if child is None:
            continue
        yield child
        yield from descendants(child)


def find(root, predicate, what, timeout=CHANGE_TIMEOUT_S):
    def match():
        for accessible in descendants(root):
            try:
                if predicate(accessible):
                    return accessible
            except Exception:
                continue
        return None

    return wait_until(match, f"{what} in the accessibility tree", timeout, poll_s=ATSPI_POLL_S)


def attributes(accessible):
    return dict(pair.split(":", 1) for pair in accessible.getAttributes())


def by_id(identifier):
    return lambda accessible: attributes(accessible).get("id") == identifier


def do_action(accessible, name):
    action = accessible.queryAction()
    names = [action.getName(index) for index in range(action.nActions)]
    assert name in names, f"{accessible.name} offers {names}, not {name}"
    assert action.doAction(names.index(name)), f"{accessible.name} refused {name}"


def launch(binary, *args, env=None):
    return App(binary, *args, environment=dict(os.environ, **(env or {})))


def scenario_settings(binary):
    """The tab list, the Settings tab's action, a slider set through Value, a button pressed through Action."""
    set_assistive_technologies(True)
    app = launch(binary, "--tab", "breakout", "--size", "1024x720")
    findings = {}
    try:
        kinetic = find_application()
        tabs = find(kinetic, lambda a: a.getRole() == pyatspi.ROLE_PAGE_TAB_LIST, "page tab list")
        pages = [tabs.getChildAtIndex(index) for index in range(tabs.childCount)]
        findings["tabs"] = [page.name for page in pages]
        assert all(page.getRole() == pyatspi.ROLE_PAGE_TAB for page in pages), "every tab is a page tab"
        assert tabs.querySelection().getSelectedChild(0).name == "Breakout"
        settings_tab = next(page for page in pages if page.name == "Settings")
        do_action(settings_tab, "select")
        app.wait_for_event("tab.selected", count=2)
        wait_until(lambda: settings_tab.getState().contains(pyatspi.STATE_SELECTED), "the Settings tab selected")

        slider = find(kinetic, lambda a: a.getRole() == pyatspi.ROLE_SLIDER and a.name == "Fade duration",
                      "slider named Fade duration")
        value = slider.queryValue()
        findings["slider"] = {"min": value.minimumValue, "max": value.maximumValue,
                              "increment": value.minimumIncrement, "before": value.currentValue,
                              "id": attributes(slider).get("id")}
        value.currentValue = 2.5
        wait_until(lambda: any(e["event"] == "setting.changed" and e["key"] == "crossfade.fadeDuration"
                               for e in app.events()), "setting.changed for crossfade.fadeDuration")
        changed = [e for e in app.events() if e["event"] == "setting.changed"][-1]
        findings["changed"] = changed
        wait_until(lambda: abs(slider.queryValue().currentValue - 2.5) < 1e-9, "the slider showing 2.5")

        reset = find(kinetic, by_id("settings.reset"), "the Reset to Defaults button")
        assert reset.getRole() == pyatspi.ROLE_PUSH_BUTTON
        do_action(reset, "press")
        shown = app.wait_for_event("alert.shown")
        alert = find(kinetic, lambda a: a.getRole() == pyatspi.ROLE_ALERT, "alert")
        findings["alert"] = {"title": shown["title"], "name": alert.name, "description": alert.description}
        cancel = find(alert, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON and a.name == "Cancel", "Cancel")
        do_action(cancel, "press")
        findings["dismissed"] = app.wait_for_event("alert.dismissed")["action"]
        assert app.quit() == 0
    finally:
        app.close()
    with open(os.path.join(app.config_dir, "settings.plist"), "rb") as f:
        findings["stored"] = plistlib.load(f).get("crossfade.fadeDuration")
    return findings


def scenario_pentominoes(binary):
    """A piece is a named object that says where it is, moved and turned through its actions."""
    set_assistive_technologies(True)
    app = launch(binary, "--tab", "pentominoes", "--size", "1024x720")
    findings = {}
    try:
        kinetic = find_application()
        piece = find(kinetic, by_id("pentominoes.piece.L"), "piece L")
        findings["home"] = piece.name
        findings["actions"] = [piece.queryAction().getName(i) for i in range(piece.queryAction().nActions)]
        do_action(piece, "move")
        snapped = app.wait_for_event("piece.snapped")
        wait_until(lambda: "on the board" in piece.name, "the piece's name saying it is on the board")
        findings["snapped"] = snapped
        findings["placed"] = piece.name
        do_action(piece, "rotate")
        app.wait_for_event("piece.rotated")
        wait_until(lambda: "rotated 90°" in piece.name, "the piece's name saying it is turned")
        findings["rotated"] = piece.name
        board = find(kinetic, by_id("pentominoes.board"), "the board")
        findings["board"] = {"role": board.getRoleName(), "description": board.description}
        assert app.quit() == 0
    finally:
        app.close()
    return findings


def scenario_focus(binary):
    """A Tab key moves keyboard focus: the focused-state event names the control that has it."""
    set_assistive_technologies(True)
    app = launch(binary, "--tab", "settings", "--size", "1024x720")
    focused = []
    try:
        find_application()

        def on_event(event):
            if event.detail1 == 1:
                focused.append({"name": event.source.name, "role": event.source.getRoleName(),
                                "id": attributes(event.source).get("id", "")})
                pyatspi.Registry.stop()

        def press_tab():
            app.key("Tab")
            return False

        def give_up():
            pyatspi.Registry.stop()
            return False

        pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused")
        GLib.timeout_add(LISTEN_BEFORE_KEY_MS, press_tab)
        GLib.timeout_add(CHANGE_TIMEOUT_S * 1000, give_up)
        pyatspi.Registry.start()
        assert focused, "no object:state-changed:focused event after the Tab key"
        assert app.quit() == 0
    finally:
        app.close()
    return {"focused": focused[0]}


def scenario_off_until_enabled(binary):
    """With assistive technologies off nothing is exported; turning them on (as a screen reader starting does)
    brings the application in without a restart."""
    set_assistive_technologies(False)
    app = launch(binary, "--tab", "crossfade")
    try:
        stays(lambda: "Kinetic" not in application_names(), "Kinetic unexported while assistive technologies are off",
              ABSENCE_WATCH_S)
        set_assistive_technologies(True)
        image = find(find_application(), by_id("crossfade.image"), "the Crossfade picture")
        findings = {"role": image.getRoleName(), "description": image.description}
        assert app.quit() == 0
    finally:
        app.close()
    return findings


def scenario_no_bus(binary):
    """No accessibility bus on this session: the app runs, and says why only when asked to."""
    lines = {}
    for debug in (True, False):
        env = {"KINETIC_ACCESSIBILITY_DEBUG": "1"} if debug else {"KINETIC_ACCESSIBILITY_DEBUG": ""}
        app = launch(binary, "--tab", "crossfade", env=env)
        try:
            ready = app.wait_for_event("app.ready")
            if debug:
                app.wait_until(lambda: "accessibility" in app.stderr_so_far(), "the line saying why there is none")
            else:
                stays(lambda: "accessibility" not in app.stderr_so_far(), "no accessibility line unless asked for",
                      ABSENCE_WATCH_S)
            assert app.quit() == 0
            stderr = app.stderr()
        finally:
            app.close()
        lines["debug" if debug else "quiet"] = {
            "lines": [line for line in stderr.splitlines() if "accessibility" in line], "frame_ms": ready["frame_ms"]}
    return lines


SCENARIOS = {
    "settings": scenario_settings,
    "pentominoes": scenario_pentominoes,
    "focus": scenario_focus,
    "off-until-enabled": scenario_off_until_enabled,
    "no-bus": scenario_no_bus,
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=sorted(SCENARIOS))
    parser.add_argument("--binary", required=True)
    args = parser.parse_args()
    # A bare name (an installed kinetic) is found through the PATH, as a shell finds it.
    findings = SCENARIOS[args.scenario](args.binary if os.sep not in args.binary else os.path.abspath(args.binary))
    print(json.dumps(findings), flush=True)


if __name__ == "__main__":
    main()
