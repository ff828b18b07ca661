"""End-to-end tests of the app shell and the Crossfade scene (notifications, dropped images, quitting)."""
import json
import os
import signal
import subprocess
import tempfile

from kinetic_e2e import App, focus_another_window, run, standard_deviation, start_notification_server


def test_crossfade_click_runs_the_two_fades(binary):
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    try:
        assert app.find("tab.crossfade")["selected"] is True
        app.click("crossfade.image")
        started = app.wait_for_event("crossfade.started")
        assert started["count"] == 1 and started["from"] == "tower-dusk.svg" and started["to"] == "monogram.svg"
        app.click("crossfade.image")  # during the 2 s fade: ignored, not counted
        finished = app.wait_for_event("crossfade.finished")
        took = finished["t"] - started["t"]
        assert 1.9 <= took <= 3.0, f"crossfade took {took:.2f} s, expected 2 s"
        assert finished["image"] == "monogram.svg"
        assert len([e for e in app.events() if e["event"] == "crossfade.started"]) == 1
        assert app.find("crossfade.image")["value"] == "monogram.svg"
        shot = app.screenshot(os.path.join(app.dir, "crossfade.png"))
        assert standard_deviation(shot) > 0.05, "the screenshot is blank"
        assert app.quit() == 0
        assert app.events()[-1]["event"] == "app.quit"
    finally:
        app.close()


def test_crossfade_counts_clicks_says_how_many_until_a_notification_and_shows_a_press(binary):
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    try:
        assert app.find("crossfade.count")["value"].startswith("Click the picture to crossfade")
        for n in range(1, 3):
            app.click("crossfade.image")
            app.wait_for_event("crossfade.finished", count=n)
        app.wait_until(lambda: app.find("crossfade.count")["value"] == "2 clicks · 2 more until a notification",
                       "the caption counting two clicks")
        released = app.screenshot(os.path.join(app.dir, "released.png"))
        shots = os.environ.get("CROSSFADE_SCREENSHOT")
        if shots:
            subprocess.check_call(["cp", released, shots])
        # Held down, the picture sinks and dims; the release is the click.
        width = app.find("crossfade.image")["frame"][2]
        x, y = app.center_of("crossfade.image")
        app.press((x, y))
        app.wait_until(lambda: app.find("crossfade.image")["frame"][2] < width, "the pressed picture smaller")
        app.wait_for_steady(lambda: app.find("crossfade.image")["frame"], "the picture sinking")
        pressed = app.screenshot(os.path.join(app.dir, "pressed.png"))
        app.release()
        assert app.wait_for_event("crossfade.started", count=3)["count"] == 3
        app.wait_until(lambda: app.find("crossfade.image")["frame"][2] == width, "the picture back to its size")
        difference = subprocess.run(["compare", "-metric", "RMSE", released, pressed, "null:"],
                                    capture_output=True, text=True).stderr
        assert float(difference.split("(")[1].rstrip(")")) > 0.02, f"the press shows on screen: {difference}"
        app.wait_until(lambda: app.find("crossfade.count")["value"] == "3 clicks · 1 more until a notification",
                       "the caption counting the third click")
        assert app.quit() == 0
    finally:
        app.close()


def click_four_times_then_look_away(app):
    """Four counted clicks (each after the previous crossfade ends), then focus another window."""
    for count in range(1, 5):
        app.click("crossfade.image")
        app.wait_for_event("crossfade.finished", count=count)
    scheduled = app.wait_for_event("notification.scheduled")
    assert scheduled["count"] == 4 and scheduled["due_in"] == 8, scheduled
    assert app.tree()["notifications"]["pending"][0]["body"] == "You have clicked 4 times"
    app.focus()
    return focus_another_window(), scheduled


def test_fourth_click_posts_a_desktop_notification_8_s_later(binary):
    log_path = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "notify.jsonl")
    server = start_notification_server(log_path)
    app = App(binary, "--tab", "crossfade")
    other = None
    try:
        other, scheduled = click_four_times_then_look_away(app)
        posted = app.wait_for_event("notification.posted", timeout=20)
        assert posted["via"] == "dbus" and posted["count"] == 4, posted
        assert 7.5 <= posted["t"] - scheduled["t"] <= 10, posted["t"] - scheduled["t"]
        calls = [json.loads(line) for line in open(log_path) if "summary" in line]
        assert len(calls) == 1, calls
        assert calls[0]["summary"] == "Click Count" and calls[0]["app"] == "Kinetic"
        assert "You have clicked 4 times" in calls[0]["body"]
        assert calls[0]["icon"].endswith("kinetic.svg")
        assert calls[0]["desktop_entry"] == "io.github.kinetic.Kinetic", "the installed .desktop file's name"
        assert app.quit() == 0
    finally:
        app.close()
        server.kill()
        if other:
            other.kill()


def test_without_a_notification_server_the_banner_shows(binary):
    app = App(binary, "--tab", "crossfade")
    other = None
    try:
        other, _ = click_four_times_then_look_away(app)
        posted = app.wait_for_event("notification.posted", timeout=20)
        assert posted["via"] == "banner", posted
        app.wait_for_value("notification.banner", "You have clicked 4 times")
        assert app.quit() == 0
        assert "desktop notifications unavailable" in app.stderr()
    finally:
        app.close()
        if other:
            other.kill()


def test_window_size_and_tab_are_remembered(binary):
    first = App(binary, "--size", "800x600", "--tab", "crossfade")  # not the first tab, so a default cannot pass
    try:
        assert first.tree()["window"]["size"] == [800, 600]
        assert first.quit(signal.SIGINT) == 0
    finally:
        first.close()
    # Relaunched into the same automation folder: its events are this run's alone, whether the app appends to
    # events.jsonl or starts it afresh.
    second = App(binary, config_dir=first.config_dir, automation_dir=first.dir)
    try:
        launches = [e["event"] for e in second.events() if e["event"] in ("app.launched", "app.ready", "app.quit")]
        assert launches == ["app.launched", "app.ready"], f"the first run's events read as the second's: {launches}"
        assert second.tree()["window"]["size"] == [800, 600]
        assert second.find("tab.crossfade")["selected"] is True
        assert second.quit() == 0
    finally:
        second.close()


def test_a_remembered_dropped_image_is_shown_at_launch(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
    picture = os.path.join(folder, "mine.svg")
    with open(picture, "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#2a9d8f"/></svg>')
    config = os.path.join(folder, "config")
    os.makedirs(config)
    with open(os.path.join(config, "state.plist"), "w") as f:
        f.write(f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict><key>crossfadeImagePaths</key><array><string>{picture}</string></array></dict></plist>""")
    app = App(binary, "--tab", "crossfade", config_dir=config)
    try:
        restored = app.wait_for_event("crossfade.image.restored")  # loaded in the background after launch
        assert restored["slot"] == 0 and restored["path"] == picture, restored
        app.wait_for_value("crossfade.image", "mine.svg")  # tree.json is written after the next frame
        assert app.quit() == 0
    finally:
        app.close()


def test_ctrl_q_quits_cleanly(binary):
    app = App(binary)
    try:
        app.key("ctrl+q")
        assert app.process.wait(timeout=20) == 0
    finally:
        app.close()


def test_headless_screenshot_writes_the_frame(binary):
    out = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "shot.png")
    result = run(binary, "--headless", "--size", "640x480", "--screenshot", out, display=False)
    assert result.returncode == 0, result.stderr
    size = subprocess.check_output(["identify", "-format", "%wx%h", out], text=True)
    assert size == "640x480", size
    assert standard_deviation(out) > 0.05


def test_no_display_says_how_to_run_headless(binary):
    result = run(binary, display=False)
    assert result.returncode != 0
    assert "no display" in result.stderr and "--headless" in result.stderr, result.stderr
