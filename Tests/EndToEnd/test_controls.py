"""End-to-end tests of Kit's controls with real X input, on the Settings tab's controls: behaviour that depends
on the real clock and the real pointer (a held stepper repeats; a click on a slider's track jumps there;
Tab gives a control keyboard focus and arrow keys change it)."""
import time

from kinetic_e2e import App, walk

# Kit's Stepper repeats after 0.5 s, then every 0.1 s: a 1.3 s hold is the press plus about nine repeats.
STEPPER_HOLD_S = 1.3
MINIMUM_STEPS_FROM_HOLD = 5
# How long a released stepper is watched for a late repeat, in seconds (five repeat intervals).
AFTER_RELEASE_WATCH_S = 0.5


def test_a_held_stepper_repeats_until_released(binary):
    app = App(binary, "--tab", "settings", "--size", "1024x720")
    try:
        stepper = "settings.crossfade.notificationDelay"
        app.scroll_into_view(stepper)
        start = app.find(stepper)["value"]
        app.press(app.center_of(stepper + ".increment"))
        time.sleep(STEPPER_HOLD_S)
        app.release()
        released = app.wait_for_steady(lambda: app.find(stepper)["value"], "the stepper's value after release")
        assert released - start >= MINIMUM_STEPS_FROM_HOLD, (start, released)
        app.stays(lambda: app.find(stepper)["value"] == released, "the repeat stopped at release",
                  AFTER_RELEASE_WATCH_S)
        assert app.quit() == 0
    finally:
        app.close()


def test_a_click_on_a_slider_track_jumps_there(binary):
    app = App(binary, "--tab", "settings", "--size", "1024x720")
    try:
        slider = "settings.crossfade.fadeDuration"
        app.scroll_into_view(slider)
        x, y, w, h = app.find(slider)["frame"]
        app.click_at((x + w - 12, y + h / 2))  # near the maximum end, far from the thumb
        app.wait_for_value(slider, lambda value: value >= 2.8)
        assert app.quit() == 0
    finally:
        app.close()


def settings_values(app):
    """Every Settings control's (id, value), in reading order (the order Tab visits them)."""
    return [(str(node.get("id")), node.get("value")) for node in walk(app.tree()["root"])
            if str(node.get("id", "")).startswith("settings.")
            and node.get("type") in ("Slider", "Stepper", "Switch", "SegmentedControl")]


def test_tab_focuses_the_first_control_and_arrow_keys_change_it(binary):
    app = App(binary, "--tab", "settings", "--size", "1024x720")
    try:
        app.wait_for_view("settings.reset")
        before = settings_values(app)
        first, start = before[0]
        app.key("Tab")
        for _ in range(3):
            app.key("Right")
        app.wait_until(lambda: settings_values(app)[0][1] != start, "the focused control changing")
        after = app.wait_for_steady(lambda: settings_values(app), "the controls after three Right keys")
        changed = [identifier for (identifier, old), (_, new) in zip(before, after) if old != new]
        assert changed == [first], (changed, first)
        assert after[0][1] > start, after[0]
        app.key("Home")
        app.wait_until(lambda: settings_values(app)[0][1] <= start, "Home going to the minimum")
        assert app.quit() == 0
    finally:
        app.close()
