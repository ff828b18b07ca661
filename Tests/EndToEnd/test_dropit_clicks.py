"""End-to-end: a player clicking anywhere on Dropit's field, with the default settings (the round obstacle in the
middle), fills and clears a row within about forty real clicks."""
import os
import random
import time

from kinetic_e2e import App

SIZE = "1024x720"
# Clicks a player makes, at random places of the field, and the seconds between them (about two a second).
CLICKS = 40
CLICK_PAUSE_S = 0.4
# The random places are fixed, so a failure replays.
SEED = 7


def test_dropit_forty_clicks_at_random_places_clear_a_row(binary):
    app = App(binary, "--tab", "dropit", "--size", SIZE)
    try:
        field = app.find("dropit.field")
        assert app.find("dropit.obstacle")["frame"][2] > 0, "the default settings show the round obstacle"
        x, y, w, h = field["frame"]
        chooser = random.Random(SEED)
        clicks = 0
        while clicks < CLICKS and not any(e["event"] == "row.cleared" for e in app.events()):
            app.click_at((x + chooser.uniform(1, w - 1), y + chooser.uniform(1, h - 1)))
            clicks += 1
            app.wait_for_event("square.dropped", count=clicks)
            time.sleep(CLICK_PAUSE_S)
        cleared = app.wait_for_event("row.cleared", timeout=20)
        assert cleared["count"] >= field["value"]["columns"] - 2, cleared
        app.wait_until(lambda: int(app.find("dropit.rows")["value"]) >= 1, "the ROWS counter")
        print(f"a row cleared after {clicks} random clicks")
        app.screenshot(os.path.join(app.dir, "dropit-random-clicks.png"))
        assert app.quit() == 0
    finally:
        app.close()
