"""End-to-end tests of the Snowman studio's time scrubber and the editor's Duplicate, with real X input: the
scrubber follows a playing animation, a drag while paused shows exactly that moment and Resume plays on from it;
Duplicate saves a copy under a free name at once and the studio selects it."""
import os
import plistlib

from kinetic_e2e import App
from test_snowman import REST_POSE, TUMBLE_END_POSE, TUMBLE_SECONDS, wait_for_motion, wait_in_place

SCRUBBER = "snowman.scrubber"
# The slider's thumb travels inset by its radius from each end (Slider.thumbDiameter / 2), in points.
THUMB_RADIUS = 11
# How far a dragged time may land from the one aimed at, in seconds (a pixel of a ~500 pt track is ~5 ms).
DRAG_TOLERANCE_S = 0.05
# How far the end of a resumed run may land from where the scrubbed time says, in seconds (frames, a busy machine).
FINISH_TOLERANCE_S = 0.5


def thumb_point(app, time):
    """Where the scrubber's thumb sits for `time` seconds of Tumble, in window points."""
    x, y, w, h = app.find(SCRUBBER)["frame"]
    return x + THUMB_RADIUS + (w - 2 * THUMB_RADIUS) * time / TUMBLE_SECONDS, y + h / 2


def choose_tumble(app):
    app.click(app.wait_for_view("snowman.picker.2")["id"])
    app.wait_until(lambda: app.find("snowman.picker")["value"] == 2, "Tumble chosen")


def test_the_scrubber_follows_play_and_a_drag_while_paused_sets_the_time(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    try:
        choose_tumble(app)
        assert app.find(SCRUBBER)["value"] == 0
        app.click("snowman.play")
        wait_for_motion(app)
        app.wait_until(lambda: 0 < app.find(SCRUBBER)["value"] < TUMBLE_SECONDS, "the scrubber moving with play")
        app.click("snowman.play")
        paused = app.wait_for_event("snowman.pause")
        app.wait_for_value(SCRUBBER, lambda value: abs(value - paused["t"]) < 1e-6)

        # To the end: exactly Tumble's end pose, frozen.
        app.drag(thumb_point(app, paused["t"]), (thumb_point(app, TUMBLE_SECONDS)[0] + 60, thumb_point(app, 0)[1]))
        app.wait_for_value(SCRUBBER, TUMBLE_SECONDS)
        app.wait_for_value("snowman.figure", TUMBLE_END_POSE)
        # To the start: the snowman at rest.
        app.drag(thumb_point(app, TUMBLE_SECONDS), (thumb_point(app, 0)[0] - 60, thumb_point(app, 0)[1]))
        app.wait_for_value(SCRUBBER, 0)
        app.wait_for_value("snowman.figure", REST_POSE)
        # A quarter of the way: a pose between the two, held while paused.
        aim = TUMBLE_SECONDS / 4
        app.drag(thumb_point(app, 0), thumb_point(app, aim))
        time = app.wait_for_value(SCRUBBER, lambda value: abs(value - aim) < DRAG_TOLERANCE_S)
        pose = app.wait_for_steady(lambda: app.find("snowman.figure")["value"], "the scrubbed pose")
        assert pose not in (REST_POSE, TUMBLE_END_POSE), pose
        assert app.find("snowman.play")["value"] == "Resume"
        assert abs(app.events_named("snowman.seek")[-1]["t"] - time) < 1e-6

        app.click("snowman.play")
        resumed = app.wait_for_event("snowman.resume")
        assert abs(resumed["t"] - time) < 1e-6, "Resume plays on from the scrubbed time"
        finished = app.wait_for_event("snowman.finished", timeout=10)
        # The event's own "t" is the animation time; the clock time it happened at is "at".
        took = finished["t"] - resumed["at"]
        assert abs(took - (TUMBLE_SECONDS - time)) < FINISH_TOLERANCE_S, (resumed, finished)
        app.wait_for_value(SCRUBBER, TUMBLE_SECONDS)
        assert app.quit() == 0
    finally:
        app.close()


def test_duplicate_saves_a_copy_under_a_free_name_and_selects_it(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    try:
        choose_tumble(app)
        app.click("snowman.edit")
        app.wait_for_event("navigation.pushed")
        duplicate = "snowman.saved.2.duplicate"  # Tumble, a built-in preset
        wait_in_place(app, duplicate)
        app.scroll_into_view(duplicate)
        app.click(duplicate)
        first = app.wait_for_event("animation.duplicated")
        assert (first["from"], first["name"]) == ("Tumble", "Tumble copy"), first
        app.wait_for_view("snowman.saved.3.rename")  # the copy is the user's own: it can be renamed
        app.scroll_into_view(duplicate)
        app.click(duplicate)
        second = app.wait_for_event("animation.duplicated", count=2)
        assert second["name"] == "Tumble copy 2", second
        assert not app.events_named("alert.shown"), "a copy loses nothing: nothing to ask"

        wait_in_place(app, "snowman.back")
        app.click("snowman.back")
        app.wait_for_event("navigation.popped")
        app.wait_until(lambda: app.find("snowman.picker")["value"] == 4, "the newest copy selected in the studio")
        assert app.find("snowman.picker.4")["value"] == "Tumble copy 2"
        assert app.quit() == 0
    finally:
        app.close()
    with open(os.path.join(app.data_dir, "animations.plist"), "rb") as f:
        saved = plistlib.load(f)
    names = [entry["name"] for entry in saved["animations"]]
    assert names == ["Tumble copy", "Tumble copy 2"], names
