"""End-to-end tests of touch input: real X clicks and drags with SDL turning the mouse into touches as well
(`SDL_MOUSE_TOUCH_EVENTS=1`, as on a touch laptop), and two-finger sequences replayed through SDL's own event
queue (`--replay`)."""
import json
import os
import tempfile

from kinetic_e2e import App
from test_pentominoes import cell_center, click_at, wait_for_snaps

# How long a single tap or click is watched for a second event it must not cause, in seconds.
NO_DOUBLE_WATCH_S = 0.3

SIZE = "1024x720"
# The environment of a touch laptop: SDL synthesizes a finger event for every left-button mouse event.
MOUSE_MAKES_TOUCHES = {"SDL_MOUSE_TOUCH_EVENTS": "1"}


def named(app, name):
    return [e for e in app.events() if e["event"] == name]


def paddle_x(app):
    return app.find("breakout.paddle")["frame"][0]


def l_top_square(app):
    """The centre of the L's top square while it waits at home (its unturned box is 2 wide, 4 tall)."""
    x, y, w, h = app.find("pentominoes.piece.L")["frame"]
    return int(x + w / 4), int(y + h / 8)


def test_touch_laptop_clicks_tap_double_tap_switch_tabs_and_drag(binary):
    app = App(binary, "--tab", "pentominoes", "--size", SIZE, environment=dict(os.environ, **MOUSE_MAKES_TOUCHES))
    try:
        # The L by its top square onto cell (1, 7): a drag worked even before touches and clicks counted once.
        app.drag(l_top_square(app), cell_center(app, 1, 7))
        wait_for_snaps(app, "L", 1)
        app.wait_for_value("pentominoes.piece.L", "1,7,0")
        app.wait_for_rest()  # the L lands before the next click

        # A double click on the placed L flips it, once, and does not turn it.
        click_at(app, cell_center(app, 1, 7), count=2)
        app.wait_for_event("piece.flipped")
        wait_for_snaps(app, "L", 2)
        app.wait_for_value("pentominoes.piece.L", "1,7,4")
        app.wait_for_rest()  # the flip ends before the next click
        assert len(named(app, "piece.flipped")) == 1 and not named(app, "piece.rotated"), app.events()[-8:]

        # A click on the flipped L (its foot now at cell (4, 7)) turns it once, after the double-tap window.
        click_at(app, cell_center(app, 4, 7))
        rotated = app.wait_for_event("piece.rotated")
        assert rotated["piece"] == "L", rotated
        wait_for_snaps(app, "L", 3)
        app.wait_for_rest()
        assert len(named(app, "piece.rotated")) == 1 and len(named(app, "piece.flipped")) == 1

        # A click on a tab selects it, once.
        selected_before = len(named(app, "tab.selected"))
        app.click("tab.breakout")
        assert app.wait_for_event("tab.selected", count=selected_before + 1)["tab"] == "breakout"
        app.wait_for_view("breakout.paddle")
        app.stays(lambda: len(named(app, "tab.selected")) == selected_before + 1, "one tab.selected for one click",
                  NO_DOUBLE_WATCH_S)

        # A drag anywhere in the field moves the paddle by the drag's travel.
        before = paddle_x(app)
        px, py = app.center_of("breakout.paddle")
        app.drag((px, py - 150), (px + 160, py - 150))
        moved = app.wait_for_steady(lambda: paddle_x(app), "the dragged paddle") - before
        assert 130 <= moved <= 190, f"the paddle moved {moved} pt for a 160 px drag"
        assert app.quit() == 0
    finally:
        app.close()


# Seconds between the replayed moves of a finger drag (a 50 Hz touch screen).
STEP_S = 0.02


def finger(t, phase, finger_id, point, synthetic=False):
    x, y = point
    line = {"t": round(t, 3), "type": "finger", "phase": phase, "finger": finger_id, "x": x, "y": y}
    if synthetic:
        line["synthetic"] = True
    return line


def mouse(t, phase, point, synthetic=False):
    x, y = point
    line = {"t": round(t, 3), "type": "mouse", "phase": phase, "x": x, "y": y}
    if synthetic:
        line["synthetic"] = True
    return line


def finger_tap(t, finger_id, point, with_mouse_twin=False, hold_s=0.05):
    """A finger tap; with its mouse twin, in the order a touch screen's driver has SDL post them (twin first)."""
    lines = []
    for phase, at in (("down", t), ("up", t + hold_s)):
        if with_mouse_twin:
            lines.append(mouse(at, phase, point, synthetic=True))
        lines.append(finger(at, phase, finger_id, point))
    return lines


def finger_drag_with_second_finger(t, start, end, second_start, second_travel, second_lifts_last=False, steps=12):
    """Finger 1 drags from `start` to `end` in `steps` moves. Finger 2 lands at `second_start` with finger 1's 4th
    move and slides by `second_travel` over the next five moves; it lifts with finger 1's 9th move, or after
    finger 1 has lifted when `second_lifts_last`."""
    lines = [finger(t, "down", 1, start)]
    (sx, sy), (ex, ey), (tx, ty) = start, end, second_travel
    second = second_start
    for step in range(1, steps + 1):
        at = t + STEP_S * step
        lines.append(finger(at, "move", 1, (sx + (ex - sx) * step / steps, sy + (ey - sy) * step / steps)))
        if step == 4:
            lines.append(finger(at, "down", 2, second_start))
        elif 4 < step <= 9:
            fraction = (step - 4) / 5
            second = (second_start[0] + tx * fraction, second_start[1] + ty * fraction)
            lines.append(finger(at, "up" if step == 9 and not second_lifts_last else "move", 2, second))
    lifted = t + STEP_S * (steps + 1)
    lines.append(finger(lifted, "up", 1, end))
    if second_lifts_last:
        lines.append(finger(lifted + STEP_S, "up", 2, second))
    return lines


def read_layout(binary):
    """Where things are at this window size: the app lays out the same on every launch."""
    app = App(binary, "--tab", "pentominoes", "--size", SIZE)
    try:
        layout = {
            "l_top": l_top_square(app),
            "cell_1_7": cell_center(app, 1, 7),
            "cell_4_7": cell_center(app, 4, 7),
            "tab_breakout": app.center_of("tab.breakout"),
        }
        app.click("tab.breakout")
        app.wait_for_view("breakout.paddle")
        layout["paddle"] = app.wait_for_steady(lambda: app.center_of("breakout.paddle"), "the tab's transition")
        layout["paddle_x"] = paddle_x(app)
        assert app.quit() == 0
        return layout
    finally:
        app.close()


def test_touch_replayed_fingers_and_a_second_finger_during_pans(binary):
    layout = read_layout(binary)
    px, py = layout["paddle"]
    lines = []
    # Finger 1 drags the L onto cell (1, 7) while finger 2 lands on the held L beside it and slides 60 pt; finger 2
    # lifts last, so a pan that took it would follow it and drop the L there.
    (sx, sy), (ex, ey) = layout["l_top"], layout["cell_1_7"]
    beside_finger_1 = (sx + (ex - sx) * 4 / 12, sy + (ey - sy) * 4 / 12 + 10)
    lines += finger_drag_with_second_finger(
        0.5, layout["l_top"], layout["cell_1_7"], beside_finger_1, (-60, 0), second_lifts_last=True)
    # A double tap on the placed L flips it; each tap comes with the mouse twin a touch screen's SDL adds.
    lines += finger_tap(2.0, 3, layout["cell_1_7"], with_mouse_twin=True)
    lines += finger_tap(2.15, 4, layout["cell_1_7"], with_mouse_twin=True)
    # A single tap on the flipped L's foot turns it (after the double-tap window).
    lines += finger_tap(3.2, 5, layout["cell_4_7"])
    # A tap on the Breakout tab switches to it.
    lines += finger_tap(4.5, 6, layout["tab_breakout"])
    # Finger 1 drags 160 pt right across the field while finger 2 lands elsewhere in it, slides 60 pt left, lifts.
    lines += finger_drag_with_second_finger(5.5, (px, py - 150), (px + 160, py - 150), (px - 200, py - 250), (-60, 0))
    lines.sort(key=lambda line: line["t"])  # stable: simultaneous events keep their order

    path = os.path.join(tempfile.mkdtemp(prefix="kinetic-replay-"), "two-fingers.jsonl")
    with open(path, "w") as f:
        f.writelines(json.dumps(line) + "\n" for line in lines)

    app = App(binary, "--tab", "pentominoes", "--size", SIZE, "--replay", path)
    try:
        finished = app.wait_for_event("replay.finished", timeout=20)
        assert finished["events"] == len(lines), finished
        first_snap = wait_for_snaps(app, "L", 1)
        assert (first_snap["row"], first_snap["col"], first_snap["orientation"]) == (1, 7, 0), first_snap
        pans = [e for e in named(app, "gesture.recognized") if e["view"] == "pentominoes.piece.L" and e["kind"] == "pan"]
        assert [e["state"] for e in pans] == ["began", "ended"], pans
        assert len(named(app, "piece.flipped")) == 1, app.events()
        rotated = named(app, "piece.rotated")
        assert len(rotated) == 1 and rotated[0]["piece"] == "L", app.events()
        assert [e["tab"] for e in named(app, "tab.selected")] == ["pentominoes", "breakout"]
        moved = app.wait_for_steady(lambda: paddle_x(app), "the dragged paddle") - layout["paddle_x"]
        assert abs(moved - 160) <= 2, f"the paddle moved {moved} pt for finger 1's 160 pt drag"
        assert app.quit() == 0
    finally:
        app.close()
