"""End-to-end: F1 and ? open the help sheet of the tab on screen, through real X keys (? is typed as X types it, Shift
with the slash key on the suite's US layout). On every tab: help.shown names the tab, the sheet is titled after it,
its sections are the tab's own (Mouse, Touch, Keys) and then the keys of every tab, each row what to do and what it
does; Escape closes it. The rows say what the keys do: the listed tab keys, Ctrl+Tab and Breakout's pause key are
pressed and do it."""
from kinetic_e2e import App, walk

TABS = ("breakout", "pentominoes", "crossfade", "snowman", "dropit", "settings")
# What the last section lists, from the tab bar's, the window's and the host's key tables.
APP_ROWS = [
    ("F1 or ?", "Show the controls of this tab"),
    ("1–6", "Show the tab of that number (1 is Breakout)"),
    ("Ctrl+Tab", "Show the next tab"),
    ("Ctrl+Shift+Tab", "Show the previous tab"),
    ("Tab", "Move the keyboard focus to the next control"),
    ("Shift+Tab", "Move it back to the previous control"),
    ("Ctrl+Q", "Quit"),
]
SCENE_SECTIONS = ("mouse", "touch", "keys")
# xdotool's names for the keys the sheet writes.
KEYSYMS = {"Esc": "Escape", "Space": "space", "Return": "Return", "←": "Left", "→": "Right", "↑": "Up", "↓": "Down",
           "?": "question"}


def sheet_sections(app, tab):
    """{section: [(input, action), …]} of the open sheet, read from its rows' labels, in order."""
    prefix = f"{tab}.help."
    sections = {}
    for node in walk(app.tree()["root"]):
        parts = node.get("id", "")[len(prefix):].split(".")
        if node.get("id", "").startswith(prefix) and len(parts) == 2 and parts[1].isdigit():
            texts = [child.get("value") for child in node["children"] if child["type"] == "Label"]
            assert len(texts) == 2, f"a row is its input and its action: {node}"
            assert node["label"] == f"{texts[0]}: {texts[1]}", f"the row is named for assistive technologies: {node}"
            sections.setdefault(parts[0], []).append(tuple(texts))
    return sections


def open_help(app, tab, key):
    before = len(app.events_named("help.shown"))
    app.key(key)
    shown = app.wait_for_event("help.shown", count=before + 1)
    assert shown["tab"] == tab, shown
    app.wait_until(lambda: app.find(f"{tab}.help")["visible"], f"the {tab} help sheet")
    app.wait_for_rest()


def close_help(app, tab):
    before = len(app.events_named("sheet.dismissed"))
    app.key("Escape")
    dismissed = app.wait_for_event("sheet.dismissed", count=before + 1)
    assert dismissed["scene"] == f"{tab}.help", dismissed
    app.wait_until(lambda: not any(node.get("id") == f"{tab}.help" for node in walk(app.tree()["root"])),
                   f"the {tab} help sheet to go")


def keysym(chord):
    """xdotool's keysym for a chord as the sheet writes it ("Ctrl+Tab", "P", "Esc")."""
    *modifiers, key = chord.split("+")
    return "+".join([m.lower() for m in modifiers] + [KEYSYMS.get(key, key.lower() if len(key) == 1 else key)])


def test_f1_and_question_mark_show_each_tabs_controls_and_escape_closes_them(binary):
    app = App(binary, "--tab", "breakout", "--size", "1024x720")
    try:
        for index, tab in enumerate(TABS):
            # The listed tab keys: the tab's number shows it.
            if index > 0:
                app.key(str(index + 1))
                app.wait_until(lambda: app.find(f"tab.{tab}")["selected"], f"{index + 1} to show {tab}")
            title = app.find(f"tab.{tab}")["label"]
            for key in ("F1", "question"):
                open_help(app, tab, key)
                bars = [node for node in app.nodes(lambda n: n.get("type") == "NavigationBar")
                        if node.get("value") == f"{title} — Controls"]
                assert bars and bars[-1]["visible"], f"the sheet is titled '{title} — Controls'"
                sections = sheet_sections(app, tab)
                assert sections.get("every-tab") == APP_ROWS, sections.get("every-tab")
                assert list(sections)[-1] == "every-tab", f"the app's keys come last: {list(sections)}"
                assert set(sections) - {"every-tab"} <= set(SCENE_SECTIONS), sections
                close_help(app, tab)

        # Ctrl+Tab, as listed, steps from the last tab round to the first.
        app.key("ctrl+Tab")
        app.wait_until(lambda: app.find("tab.breakout")["selected"], "Ctrl+Tab to show Breakout")
        assert app.quit() == 0
    finally:
        app.close()


def test_the_help_sheet_lists_breakouts_pause_key_and_that_key_pauses(binary):
    app = App(binary, "--tab", "breakout", "--size", "1024x720")
    try:
        open_help(app, "breakout", "F1")
        sections = sheet_sections(app, "breakout")
        assert [title for title in sections] == ["mouse", "touch", "keys", "every-tab"], list(sections)
        pause = [chords for chords, action in sections["keys"] if action.lower().startswith("pause")]
        assert pause, f"Breakout lists a key that pauses: {sections['keys']}"
        close_help(app, "breakout")
        app.key("space")
        app.wait_for_event("ball.launched")
        app.key(keysym(pause[0].split(" or ")[0]))
        app.wait_for_event("game.paused")
        assert app.quit() == 0
    finally:
        app.close()
