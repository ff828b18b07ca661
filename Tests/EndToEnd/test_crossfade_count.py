"""End-to-end tests of Crossfade's caption while a notification is on its way, and of Reset Count, with real
clicks: the caption never promises a notification 4 clicks away while one is already scheduled, and a reset
cancels the one on its way — it reaches neither the desktop nor the window, not even at quit."""
import os
import re
import tempfile

from kinetic_e2e import App, focus_another_window, notify_calls, start_notification_server, stays

# The notification comes 8 s after the 4th click (the default delay); how long past that nothing must arrive.
NOTIFICATION_DELAY_S = 8
AFTER_DUE_WATCH_S = 2.0
COUNTDOWN = re.compile(r"^4 clicks · notification in (\d) s · 4 more for the next$")


def click_four_times(app):
    """Four counted clicks, each after the previous crossfade ended; the notification the fourth scheduled."""
    done = len(app.events_named("crossfade.finished"))
    for count in range(done + 1, done + 5):
        app.click("crossfade.image")
        app.wait_for_event("crossfade.finished", count=count)
    return app.wait_for_event("notification.scheduled")


def caption(app):
    return app.find("crossfade.count")["value"]


def test_the_caption_counts_down_to_the_notification_then_counts_clicks_again(binary):
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    try:
        click_four_times(app)
        first = app.wait_until(lambda: COUNTDOWN.match(caption(app)), "the caption counting down")
        assert "until a notification" not in caption(app)
        seconds = int(first.group(1))
        assert 1 <= seconds <= NOTIFICATION_DELAY_S, caption(app)
        later = app.wait_until(lambda: (m := COUNTDOWN.match(caption(app))) and int(m.group(1)) < seconds and m,
                               "the countdown a second on")
        assert int(later.group(1)) < seconds
        posted = app.wait_for_event("notification.posted", timeout=NOTIFICATION_DELAY_S + 5)
        assert posted["via"] == "banner", "the window has the focus"
        app.wait_for_value("crossfade.count", "4 clicks · 4 more until a notification")
        assert app.quit() == 0
    finally:
        app.close()


def test_reset_count_cancels_the_notification_on_its_way_for_good(binary):
    log_path = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "notify.jsonl")
    server = start_notification_server(log_path)
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    other = None
    try:
        assert app.find("crossfade.reset")["enabled"] is False, "nothing to reset yet"
        click_four_times(app)
        app.click("crossfade.reset")
        reset = app.wait_for_event("crossfade.count.reset")
        assert reset["cancelled"] == 1, reset
        assert app.wait_for_event("notification.cancelled")["count"] == 4
        app.wait_for_value("crossfade.count", lambda text: "cancelled" in text)
        assert app.tree()["notifications"]["pending"] == [], "nothing left to deliver"
        other = focus_another_window()  # a due notification would now go to the desktop
        app.wait_for_value("crossfade.count", lambda text: text.startswith("Click the picture to crossfade"))
        # Watched until well past the time it was due (8 s after the fourth click).
        stays(lambda: not app.events_named("notification.posted") and not notify_calls(log_path),
              "no notification posted", NOTIFICATION_DELAY_S + AFTER_DUE_WATCH_S)
        assert app.find("crossfade.reset")["enabled"] is False
        assert app.quit() == 0
        assert notify_calls(log_path) == [], "nor delivered at quit"
        assert not app.events_named("notification.posted")
    finally:
        app.close()
        server.kill()
        if other:
            other.kill()


def test_after_a_reset_the_fourth_click_brings_a_notification_again(binary):
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    try:
        app.click("crossfade.image")
        app.wait_for_event("crossfade.finished")
        app.click("crossfade.reset")
        app.wait_for_event("crossfade.count.reset")
        app.wait_until(lambda: caption(app).startswith("Click the picture"), "the count back to none")
        scheduled = click_four_times(app)
        assert scheduled["count"] == 4, scheduled
        assert app.quit() == 0
    finally:
        app.close()
