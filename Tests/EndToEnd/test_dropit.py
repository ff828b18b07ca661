"""End-to-end tests of the Dropit scene: real clicks drop squares, a real drag pulls the newest one."""
import os
import subprocess
import time

from kinetic_e2e import App, standard_deviation

SIZE = "1024x720"


def shots_dir(app):
    """Screenshots go to $DROPIT_SHOTS when set (to look at them), else beside the automation files."""
    return os.environ.get("DROPIT_SHOTS") or app.dir


def square_ids(app):
    found = []

    def walk(node):
        if str(node.get("id", "")).startswith("dropit.square."):
            found.append(node)
        for child in node.get("children", []):
            walk(child)

    walk(app.tree()["root"])
    return found


def field_point(app, fx, fy):
    """A point of the field at fractions (fx, fy) of its size, in window coordinates."""
    x, y, w, h = app.find("dropit.field")["frame"]
    return int(x + w * fx), int(y + h * fy)


def click_at(app, point):
    subprocess.check_call(["xdotool", "mousemove", "--window", app.window, str(point[0]), str(point[1]),
                           "click", "1"])


def cpu_seconds(app):
    """User plus system CPU time the app has used so far, in seconds."""
    with open(f"/proc/{app.process.pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wait_until(condition, what, timeout=10):
    """Polls `condition` (tree.json is rewritten after the frame that follows an event)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def drop_and_settle(app, count):
    """Clicks the field `count` times (between the obstacle and the wall) and waits until everything rests."""
    for n in range(1, count + 1):
        click_at(app, field_point(app, 0.2, 0.25))
        app.wait_for_event("square.dropped", count=n)
        time.sleep(0.12)
    deadline = time.time() + 20
    while time.time() < deadline:
        events = [e["event"] for e in app.events() if e["event"].startswith("animator.")]
        if events and events[-1] == "animator.paused":
            return
        time.sleep(0.1)
    raise AssertionError("the animator never reached stasis")


def test_dropit_clicks_drop_squares_that_come_to_rest(binary):
    app = App(binary, "--tab", "dropit", "--size", SIZE)
    try:
        assert app.find("tab.dropit")["selected"] is True
        drop_and_settle(app, 12)
        dropped = [e for e in app.events() if e["event"] == "square.dropped"]
        assert [e["n"] for e in dropped] == list(range(1, 13))
        columns = app.find("dropit.field")["value"]["columns"]
        assert all(0 <= e["col"] < columns for e in dropped), dropped
        assert app.find("dropit.dropped")["value"] == "12"
        wait_until(lambda: app.find("dropit.field")["value"]["running"] is False, "the field to show stasis")
        squares = square_ids(app)
        removed = sum(e["count"] for e in app.events() if e["event"] in ("row.cleared", "field.cleared"))
        assert len(squares) == 12 - removed, (len(squares), removed)
        fx, fy, fw, fh = app.find("dropit.field")["frame"]
        for node in squares:
            x, y, w, h = node["frame"]
            assert fx - 1 <= x + w / 2 <= fx + fw + 1 and fy - 1 <= y + h / 2 <= fy + fh + 1, node
            assert node["value"]["resting"] is True, node
        # At rest the display link is paused and the app sleeps.
        before = cpu_seconds(app)
        time.sleep(2)
        idle = cpu_seconds(app) - before
        assert idle < 0.1, f"resting Dropit used {idle:.2f} s of CPU in 2 s"
        shot = app.screenshot(os.path.join(shots_dir(app), "dropit-resting.png"))
        assert standard_deviation(shot) > 0.05, "the screenshot is blank"
        assert app.quit() == 0
    finally:
        app.close()


def test_dropit_drag_pulls_the_newest_square(binary):
    app = App(binary, "--tab", "dropit", "--size", SIZE)
    try:
        drop_and_settle(app, 5)
        newest = square_ids(app)[-1]
        start = app.center_of(newest["id"])
        fx, _, fw, _ = app.find("dropit.field")["frame"]
        target = field_point(app, 0.15 if start[0] > fx + fw / 2 else 0.85, 0.2)
        subprocess.check_call(["xdotool", "mousemove", "--window", app.window, str(start[0]), str(start[1]),
                               "mousedown", "1"])
        for i in range(1, 16):
            x = start[0] + (target[0] - start[0]) * i / 15
            y = start[1] + (target[1] - start[1]) * i / 15
            subprocess.check_call(["xdotool", "mousemove", "--window", app.window, str(int(x)), str(int(y))])
            time.sleep(0.03)
        began = app.wait_for_event("attachment.began")
        assert began["n"] == int(newest["id"].rsplit(".", 1)[1])
        time.sleep(0.8)
        wait_until(lambda: app.find(newest["id"])["value"]["grabbed"] is True, "the square to show it is held")
        hx, hy = app.center_of(newest["id"])
        assert abs(hx - target[0]) + abs(hy - target[1]) < 200, (hx, hy, target)
        app.screenshot(os.path.join(shots_dir(app), "dropit-drag.png"))
        subprocess.check_call(["xdotool", "mouseup", "1"])
        app.wait_for_event("attachment.ended")
        deadline = time.time() + 20
        while time.time() < deadline and app.find(newest["id"])["value"]["resting"] is not True:
            time.sleep(0.1)
        assert app.find(newest["id"])["value"]["grabbed"] is False
        moved = app.center_of(newest["id"])
        assert abs(moved[0] - start[0]) > 40, (start, moved)
        assert app.quit() == 0
    finally:
        app.close()
