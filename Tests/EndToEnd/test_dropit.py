"""End-to-end tests of the Dropit scene: real clicks drop squares where clicked, a real drag pulls the newest one,
rows fill and clear around the obstacle by clicks and by keys alone (Return drops; Space pauses)."""
import os
import random
import subprocess
import time

from kinetic_e2e import App, standard_deviation

SIZE = "1024x720"
# A player's pace: seconds between the clicks that fill the field, faster than squares settle.
DROP_PAUSE_S = 0.12
# How long a resting Dropit's CPU use is measured, in seconds.
IDLE_WINDOW_S = 2.0
# A drag that pulls a square: its moves and the seconds between them (slower than a frame, so the spring follows).
PULL_STEPS = 15
PULL_STEP_S = 0.03
# How near the pointer a held square must come, in points (the spring's rest length and the drag's last step).
HELD_NEAR_POINTER_PT = 200
SETTLE_TIMEOUT_S = 20


def shots_dir(app):
    """Screenshots go to $DROPIT_SHOTS when set (to look at them), else beside the automation files."""
    return os.environ.get("DROPIT_SHOTS") or app.dir


def square_ids(app):
    return app.nodes(lambda node: str(node.get("id", "")).startswith("dropit.square."))


def field_point(app, fx, fy):
    """A point of the field at fractions (fx, fy) of its size, in window coordinates."""
    x, y, w, h = app.find("dropit.field")["frame"]
    return int(x + w * fx), int(y + h * fy)


# Where drop_and_settle clicks, as fractions of the field's width: columns clear of the obstacle, taken in turn.
SPREAD = [0.1, 0.8, 0.3, 0.9, 0.2, 0.7]


def drop_and_settle(app, count):
    """Clicks the field `count` times (columns beside the obstacle, in turn) and waits until everything rests."""
    for n in range(1, count + 1):
        app.click_at(field_point(app, SPREAD[n % len(SPREAD)], 0.25))
        app.wait_for_event("square.dropped", count=n)
        time.sleep(DROP_PAUSE_S)

    def at_rest():
        events = [e["event"] for e in app.events() if e["event"].startswith("animator.")]
        return events and events[-1] == "animator.paused"

    app.wait_until(at_rest, "the animator to reach stasis", SETTLE_TIMEOUT_S)


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
        app.wait_until(lambda: app.find("dropit.field")["value"]["running"] is False, "the field to show stasis")
        squares = square_ids(app)
        removed = sum(e["count"] for e in app.events() if e["event"] in ("row.cleared", "field.cleared"))
        assert len(squares) == 12 - removed, (len(squares), removed)
        fx, fy, fw, fh = app.find("dropit.field")["frame"]
        for node in squares:
            x, y, w, h = node["frame"]
            assert fx - 1 <= x + w / 2 <= fx + fw + 1 and fy - 1 <= y + h / 2 <= fy + fh + 1, node
            assert node["value"]["resting"] is True, node
        # At rest the display link is paused and, once a row's callout has faded, the app sleeps.
        app.wait_for_rest()
        before = app.cpu_seconds()
        time.sleep(IDLE_WINDOW_S)
        idle = app.cpu_seconds() - before
        assert idle < 0.1, f"resting Dropit used {idle:.2f} s of CPU in {IDLE_WINDOW_S} s"
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
        app.press_and_move(start, target, PULL_STEPS, PULL_STEP_S)
        began = app.wait_for_event("attachment.began")
        assert began["n"] == int(newest["id"].rsplit(".", 1)[1])
        app.wait_until(lambda: app.find(newest["id"])["value"]["grabbed"] is True, "the square to show it is held")

        def near_pointer():
            hx, hy = app.center_of(newest["id"])
            return abs(hx - target[0]) + abs(hy - target[1]) < HELD_NEAR_POINTER_PT

        app.wait_until(near_pointer, f"the held square pulled within {HELD_NEAR_POINTER_PT} pt of the pointer")
        app.screenshot(os.path.join(shots_dir(app), "dropit-drag.png"))
        app.release()
        app.wait_for_event("attachment.ended")
        app.wait_until(lambda: app.find(newest["id"])["value"]["resting"] is True, "the thrown square at rest", 20)
        assert app.find(newest["id"])["value"]["grabbed"] is False
        moved = app.center_of(newest["id"])
        assert abs(moved[0] - start[0]) > 40, (start, moved)
        assert app.quit() == 0
    finally:
        app.close()


# Seconds between clicks: a player's pace, faster than squares settle.
CLICK_PAUSE_S = 0.25
# A click's square may tumble this many columns either side of the clicked one, down a slope of stacks
# (DropitTuning.clickReach): the keys aim exactly, a pointer within a column or so.
CLICK_REACH_COLUMNS = 2


def obstacle_columns(app):
    """The columns the obstacle reaches into (their cells under it do not count towards a row)."""
    fx, _, fw, _ = app.find("dropit.field")["frame"]
    ox, _, ow, _ = app.find("dropit.obstacle")["frame"]
    columns = app.find("dropit.field")["value"]["columns"]
    pitch = fw / columns
    return {c for c in range(columns) if c * pitch < ox - fx + ow and (c + 1) * pitch > ox - fx}


def test_dropit_clicks_anywhere_in_each_column_clear_a_row_around_the_obstacle(binary):
    app = App(binary, "--tab", "dropit", "--size", SIZE)
    try:
        columns = app.find("dropit.field")["value"]["columns"]
        shadowed = obstacle_columns(app)
        assert len(shadowed) == 2, shadowed
        order = list(range(columns))
        chooser = random.Random(23)
        chooser.shuffle(order)
        # Each column once, at a random height; the obstacle's columns too (their squares slide off it).
        for n, column in enumerate(order, start=1):
            x = (column + chooser.uniform(0.15, 0.85)) / columns
            app.click_at(field_point(app, x, chooser.uniform(0.05, 0.95)))
            dropped = app.wait_for_event("square.dropped", count=n)
            assert dropped["col"] == column, (column, dropped)
            time.sleep(CLICK_PAUSE_S)
        cleared = app.wait_for_event("row.cleared", timeout=20)
        assert cleared["row"] == 0 and cleared["count"] >= columns - len(shadowed), cleared
        app.wait_until(lambda: app.find("dropit.rows")["value"] == "1", "the ROWS counter")
        assert app.find("dropit.field")["value"]["marked"] == order[-1], "the marker follows the clicks"
        app.screenshot(os.path.join(shots_dir(app), "dropit-cleared.png"))
        assert app.quit() == 0
    finally:
        app.close()


def test_dropit_by_keys_alone_the_marker_aims_and_return_drops_a_row(binary):
    app = App(binary, "--tab", "dropit", "--size", SIZE)
    try:
        columns = app.find("dropit.field")["value"]["columns"]
        shadowed = obstacle_columns(app)
        app.key("Home")
        app.wait_until(lambda: app.find("dropit.field")["value"]["marked"] == 0, "the marker at the left edge")
        drops = 0
        for column in range(columns):
            if column > 0:
                app.key("Right")
                app.wait_until(
                    lambda: app.find("dropit.field")["value"]["marked"] == column, f"the marker at {column}")
            if column in shadowed:
                continue
            app.key("Return")
            drops += 1
            assert app.wait_for_event("square.dropped", count=drops)["col"] == column
            time.sleep(CLICK_PAUSE_S)
        cleared = app.wait_for_event("row.cleared", timeout=20)
        assert cleared["count"] == columns - len(shadowed), cleared
        keep = os.environ.get("DROPIT_SCREENSHOT")
        extra = [1, 2, 3, 8, 9, 10, 1, 2, 9]
        for n, column in enumerate(extra, start=drops + 1):
            app.click_at(field_point(app, (column + 0.5) / columns, 0.3))
            landed = app.wait_for_event("square.dropped", count=n)["col"]
            assert abs(landed - column) <= CLICK_REACH_COLUMNS, f"a click on column {column} dropped in {landed}"
            time.sleep(CLICK_PAUSE_S)
        app.wait_for_value("dropit.dropped", str(drops + len(extra)))
        app.wait_until(lambda: app.find("dropit.field")["value"]["marked"] == extra[-1], "the marker on the last click")
        app.key("Left")
        app.wait_until(lambda: app.find("dropit.field")["value"]["marked"] == extra[-1] - 1, "the marker one left")
        app.wait_until(lambda: app.find("dropit.field")["value"]["running"] is False, "the field at rest",
                       SETTLE_TIMEOUT_S)
        shot = app.screenshot(os.path.join(shots_dir(app), "dropit-keys.png"))
        if keep:
            subprocess.check_call(["cp", shot, keep])
        assert app.quit() == 0
    finally:
        app.close()
