"""End-to-end tests of Dropit as a game, through real keys and clicks: rows score and reach a new level, where the
next square drops by itself; P, Space and the Pause button pause; a column that reaches the top ends the game with
a card and New Game; the best score is kept across launches; Clear asks before it throws a score away."""
import os
import plistlib
import tempfile
import time

from kinetic_e2e import App, focus_another_window

SIZE = "1024x720"
# Seconds between drops by keys: long enough for the square before to leave the top cell (it falls 44 pt in 0.3 s).
KEY_DROP_PAUSE_S = 0.35
# How long a row takes to settle and clear after its last square drops, at most, in seconds.
ROW_TIMEOUT_S = 20
# Rows to a new level (DropitTuning.rowsPerLevel), and the level-2 wait before a square drops by itself.
ROWS_PER_LEVEL = 4
LEVEL_2_INTERVAL_S = 3.0
# Points for one row at level 1 (Scoring.table).
SINGLE_ROW_POINTS = 100


def field_value(app):
    return app.find("dropit.field")["value"]


def number(app, identifier):
    """A scoreboard number as shown ("12,480" reads 12480)."""
    return int(app.find(identifier)["value"].replace(",", ""))


def shadowed_columns(app):
    """The columns the obstacle reaches into (their cells under it do not count towards a row)."""
    fx, _, fw, _ = app.find("dropit.field")["frame"]
    ox, _, ow, _ = app.find("dropit.obstacle")["frame"]
    columns = field_value(app)["columns"]
    pitch = fw / columns
    return {c for c in range(columns) if c * pitch < ox - fx + ow and (c + 1) * pitch > ox - fx}


def by_the_player(event):
    return event.get("reason") == "user"


def dropped_count(app):
    return len(app.events_named("square.dropped"))


def fill_row_by_keys(app):
    """Home, then Return in every column a square can reach (→ between), each drop confirmed."""
    columns = field_value(app)["columns"]
    shadowed = shadowed_columns(app)
    app.key("Home")
    app.wait_until(lambda: field_value(app)["marked"] == 0, "the marker at the left edge")
    for column in range(columns):
        if column > 0:
            app.key("Right")
            app.wait_until(lambda: field_value(app)["marked"] == column, f"the marker at {column}")
        if column in shadowed:
            continue
        before = dropped_count(app)
        app.key("Return")
        app.wait_until(lambda: dropped_count(app) > before, f"a square dropped in column {column}")
        time.sleep(KEY_DROP_PAUSE_S)


def stack_until_over(app, column=0):
    """Return into one column until a square rests in the top cell and the game is over."""
    app.key("Home")
    for _ in range(40):
        if app.events_named("game.over"):
            break
        app.key("Return")
        time.sleep(KEY_DROP_PAUSE_S * 2)
    return app.wait_for_event("game.over", timeout=ROW_TIMEOUT_S)


def test_dropit_rows_score_reach_level_two_and_squares_then_drop_by_themselves(binary):
    app = App(binary, "--tab", "dropit", "--size", SIZE)
    try:
        assert app.find("dropit.score")["value"] == "0" and app.find("dropit.level")["value"] == "1"
        assert app.find("dropit.progress")["value"] == f"{ROWS_PER_LEVEL} rows to level 2"
        for row in range(1, ROWS_PER_LEVEL + 1):
            fill_row_by_keys(app)
            app.wait_for_event("row.cleared", count=row, timeout=ROW_TIMEOUT_S)
        reached = app.wait_for_event("level.reached")
        assert reached["level"] == 2 and reached["interval"] == LEVEL_2_INTERVAL_S, reached
        scored = app.events_named("rows.scored")
        assert sum(e["rows"] for e in scored) == ROWS_PER_LEVEL, scored
        assert all(e["points"] >= SINGLE_ROW_POINTS * e["rows"] for e in scored), "rows together score more"
        app.wait_until(lambda: number(app, "dropit.score") == scored[-1]["score"], "the SCORE shows the score")
        assert app.find("dropit.level")["value"] == "2"
        assert number(app, "dropit.best") == scored[-1]["score"], "the best follows a better score at once"
        assert "drops by itself" in app.find("dropit.pace")["value"]

        # Waiting, the next square drops by itself where the marker is.
        marked = field_value(app)["columns"] - 2
        app.key("Left")
        app.wait_until(lambda: field_value(app)["marked"] == marked, "the marker one column left of the edge")
        automatic = app.wait_for_event(
            "square.dropped", where=lambda e: e.get("auto") is True, timeout=LEVEL_2_INTERVAL_S + 5)
        assert automatic["col"] == marked, (automatic, marked)

        # P pauses: nothing drops, the veil says how to go on; Space plays on.
        app.key("p")
        paused = app.wait_for_event("game.paused", where=by_the_player)
        assert paused["game"] == "dropit", paused
        assert app.wait_for_view("dropit.veil")["label"] == "Paused"
        app.wait_until(lambda: field_value(app)["state"] == "paused", "the field's state: paused")
        drops = dropped_count(app)
        app.stays(lambda: dropped_count(app) == drops, "no drop while paused", LEVEL_2_INTERVAL_S + 1)
        resumed = len(app.events_named("game.resumed"))
        app.key("space")
        app.wait_for_event("game.resumed", count=resumed + 1)
        app.wait_for_event("square.dropped", count=drops + 1, timeout=LEVEL_2_INTERVAL_S + 5)
        assert app.quit() == 0
    finally:
        app.close()


def square_nodes(app):
    return app.nodes(lambda node: str(node.get("id", "")).startswith("dropit.square."))


def test_dropit_a_column_at_the_top_ends_the_game_and_the_best_score_is_kept(binary):
    app = App(binary, "--tab", "dropit", "--size", SIZE)
    try:
        fill_row_by_keys(app)
        app.wait_for_event("row.cleared", timeout=ROW_TIMEOUT_S)
        app.wait_until(lambda: app.find("dropit.score")["value"] == "100", "a row's 100 points")
        over = stack_until_over(app)
        assert over["game"] == "dropit" and over["won"] is False, over
        assert over["score"] == 100 and over["best"] == 100 and over["level"] == 1 and over["rows"] == 1, over
        alert = app.wait_for_view("alert")
        assert alert["label"] == "Game Over" and "A new best score!" in alert["value"], alert
        # Close (Escape) leaves the field to look at, under the veil; nothing drops; N starts a new game.
        app.key("Escape")
        app.wait_for_event("alert.dismissed")
        assert app.wait_for_view("dropit.veil")["label"] == "Game Over"
        dropped = dropped_count(app)
        app.key("Return")
        app.stays(lambda: dropped_count(app) == dropped, "no drop once the game is over", 1)
        app.key("n")
        app.wait_for_event("game.reset")
        app.wait_until(lambda: app.find("dropit.score")["value"] == "0", "a new game's score")
        assert app.find("dropit.best")["value"] == "100"
        app.wait_until(lambda: not square_nodes(app), "the field swept")
        assert app.quit() == 0
    finally:
        app.close()

    again = App(binary, "--tab", "dropit", "--size", SIZE, data_dir=app.data_dir, config_dir=app.config_dir)
    try:
        assert again.find("dropit.best")["value"] == "100", "the best score is kept across launches"
        assert again.find("dropit.score")["value"] == "0"
        over = stack_until_over(again)
        assert over["score"] == 0 and over["best"] == 100, over
        assert "Best 100" in again.wait_for_view("alert")["value"]
        again.click("dropit.newgame")
        again.wait_for_event("game.reset")
        again.wait_until(lambda: not square_nodes(again), "the field swept by New Game")
        assert field_value(again)["state"] == "playing"
        assert again.quit() == 0
    finally:
        again.close()


def test_dropit_pause_button_focus_and_clear_with_a_question(binary):
    app = App(binary, "--tab", "dropit", "--size", SIZE)
    try:
        app.focus()
        app.wait_until(lambda: field_value(app)["state"] == "playing", "the game playing with the window focused")
        # The Pause button pauses; a click on the paused field plays on, dropping nothing.
        resumed = len(app.events_named("game.resumed"))
        app.click("dropit.pause")
        app.wait_for_event("game.paused", where=by_the_player)
        app.wait_for_value("dropit.pause", "Resume")
        x, y, w, h = app.find("dropit.field")["frame"]
        app.click_at((x + w * 0.2, y + h * 0.5))
        app.wait_for_event("game.resumed", count=resumed + 1)
        app.wait_for_value("dropit.pause", "Pause")
        assert dropped_count(app) == 0

        # Another window taking the focus pauses the game; focus back, it goes on.
        unfocused = lambda e: e.get("reason") == "unfocused"  # noqa: E731
        before = len(app.events_named("game.paused", unfocused))
        other = focus_another_window()
        try:
            paused = app.wait_for_event("game.paused", where=unfocused, count=before + 1)
            assert paused["game"] == "dropit", paused
            app.wait_for_value("dropit.veil", "The game goes on when the window has focus again")
        finally:
            other.kill()
            other.wait()
        app.focus()
        app.wait_until(lambda: field_value(app)["state"] == "playing", "the game playing again")

        # Clear with a score asks first; Cancel keeps the game, Clear starts a new one.
        fill_row_by_keys(app)
        app.wait_for_event("row.cleared", timeout=ROW_TIMEOUT_S)
        app.click("dropit.clear")
        assert app.wait_for_view("alert")["label"] == "Clear the Field?"
        app.click("alert.cancel")
        app.wait_for_event("alert.dismissed")
        assert app.find("dropit.score")["value"] == "100"
        app.click("dropit.clear")
        app.wait_for_view("alert")
        app.click("dropit.clear.confirm")
        reset = app.wait_for_event("game.reset")
        assert reset["game"] == "dropit", reset
        app.wait_until(lambda: app.find("dropit.score")["value"] == "0", "the score back to 0")
        assert app.find("dropit.best")["value"] == "100", "the cleared game's score still counts for the best"
        assert app.quit() == 0
    finally:
        app.close()


def test_dropit_a_damaged_best_score_file_is_kept_aside_and_told_in_the_window(binary):
    data = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-dropit-"), "data")
    os.makedirs(data)
    with open(os.path.join(data, "dropit.plist"), "wb") as f:
        f.write(b"<?xml version='1.0'?><plist><dict><key>bestScore")
    app = App(binary, "--tab", "dropit", "--size", SIZE, data_dir=data)
    try:
        banner = app.wait_for_view("notice.banner")
        assert banner["label"].startswith("Dropit Best Score Reset: dropit.plist was damaged"), banner
        kept = banner["label"].rsplit("kept as ", 1)[1]
        assert os.path.exists(os.path.join(data, kept)), kept
        assert app.find("dropit.best")["value"] == "0"
        fill_row_by_keys(app)
        app.wait_for_event("row.cleared", timeout=ROW_TIMEOUT_S)
        stack_until_over(app)
        assert app.quit() == 0
    finally:
        app.close()
    with open(os.path.join(data, "dropit.plist"), "rb") as f:
        assert plistlib.load(f)["bestScore"] == 100, "a new file holds the new best"
