"""The automation contract's event names and fields, proved on a real run: one session touches the toolkit
(focus, alerts, navigation, notifications, gestures), the platform (a replay), Crossfade, Snowman, Settings,
Sound and the app itself, and every event it logs of those modules must carry exactly the fields, of the JSON
types, that `event_contract.json` lists for its name. A typo in an event type's declaration fails here."""
import json
import os
import subprocess
import tempfile

from kinetic_e2e import App, HERE

CONTRACT = os.path.join(HERE, "event_contract.json")
# Seconds after the first frame at which the replay presses Tab: the run is up and idle by then.
REPLAY_TAB_AT_S = 0.5
# How long the editor's Escape or a tune may take to answer, in seconds.
SNOWMAN_FINISH_TIMEOUT_S = 20
# A drag on the Settings table, in window points: beside the controls (a drag that starts on a control stays the
# control's), far enough for the table's pan to recognize.
SCROLL_DRAG_X = 30
SCROLL_DRAG_PT = 120
# A window size the app was not opened at, so resizing to it must log `window.resized`.
RESIZED_TO = (900, 640)

# Per module, the events this session must log: at least one of each is checked against the contract.
SAMPLE = {
    "Kit": ["focus.changed", "alert.shown", "alert.dismissed", "navigation.pushed", "navigation.popped",
            "notification.scheduled", "gesture.recognized"],
    "Platform": ["replay.finished"],
    "Crossfade": ["crossfade.started", "crossfade.finished"],
    "Snowman": ["snowman.play", "snowman.finished"],
    "Settings": ["setting.changed"],
    "Sound": ["sound.opened", "sound.played"],
    "App": ["app.launched", "app.ready", "tab.selected", "window.resized", "app.quit", "runloop.main_queue",
            "runloop.main_actor"],
}


def contract():
    """Event name → {field: set of JSON types}, over every module."""
    with open(CONTRACT) as f:
        modules = json.load(f)["modules"]
    return {name: {field: set(types.split("|")) for field, types in fields.items()}
            for events in modules.values() for name, fields in events.items()}


def json_type(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    return {str: "string", list: "array", dict: "object"}[type(value)]


def own_fields(line):
    """An event line's own fields: without `event` and the clock time (`t`, or `at` when the event has a `t`)."""
    fields = dict(line)
    del fields["event"]
    fields.pop("at" if "at" in fields else "t")
    return fields


def contract_problems(events, expected):
    """Each logged event of a contract name whose fields differ from the contract, in words."""
    problems = []
    for line in events:
        fields = expected.get(line["event"])
        if fields is None:
            continue
        got = own_fields(line)
        if set(got) != set(fields):
            problems.append(f"{line['event']} has fields {sorted(got)}, the contract {sorted(fields)}")
            continue
        for field, value in got.items():
            if json_type(value) not in fields[field]:
                problems.append(f"{line['event']}.{field} is {value!r}, the contract says {sorted(fields[field])}")
    return problems


def replay_one_tab_press():
    path = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-contract-"), "tab.jsonl")
    with open(path, "w") as f:
        f.write(json.dumps({"t": REPLAY_TAB_AT_S, "type": "key", "key": "Tab"}) + "\n")
    return path


def test_event_contract_names_and_fields_of_a_real_run(binary):
    expected = contract()
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-contract-audio-")
    environment = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=os.path.join(folder, "audio.raw"),
                       KINETIC_RUN_LOOP_PROBE="1")
    app = App(binary, "--tab", "crossfade", "--size", "1024x720", "--replay", replay_one_tab_press(),
              environment=environment)
    try:
        app.wait_for_event("replay.finished")
        app.wait_for_event("focus.changed")
        app.wait_for_event("sound.opened")
        for count in range(1, 5):  # the fourth counted click schedules a notification
            app.click("crossfade.image")
            app.wait_for_event("crossfade.finished", count=count)
        app.wait_for_event("notification.scheduled")
        app.wait_for_event("sound.played")

        app.click("tab.settings")
        toggle = "settings.crossfade.systemNotifications"
        app.wait_for_view(toggle)
        app.scroll_into_view(toggle)
        app.click(toggle)
        app.wait_for_event("setting.changed")
        _, height = app.window_size()
        app.drag((SCROLL_DRAG_X, height / 2), (SCROLL_DRAG_X, height / 2 - SCROLL_DRAG_PT))  # the table's pan
        app.wait_for_event("gesture.recognized", where=lambda e: e["kind"] == "pan")
        app.scroll_into_view("settings.reset")
        app.click("settings.reset")
        app.wait_for_event("alert.shown")
        app.click("alert.cancel")
        app.wait_for_event("alert.dismissed")

        app.click("tab.snowman")
        app.click("snowman.play")
        app.wait_for_event("snowman.finished", timeout=SNOWMAN_FINISH_TIMEOUT_S)
        app.click("snowman.edit")
        app.wait_for_event("navigation.pushed")
        app.key("Escape")
        app.wait_for_event("navigation.popped", timeout=SNOWMAN_FINISH_TIMEOUT_S)

        subprocess.check_call(["xdotool", "windowsize", "--sync", app.window, *map(str, RESIZED_TO)])
        app.wait_for_event("window.resized")
        app.wait_for_event("runloop.main_actor", where=lambda e: e["from"] == "background")
        assert app.quit() == 0
        events = app.events()
        seen = {line["event"] for line in events}
        missing = {module: [name for name in names if name not in seen] for module, names in SAMPLE.items()}
        assert not any(missing.values()), f"the session logged none of {missing}: {sorted(seen)}"
        assert all(name in expected for names in SAMPLE.values() for name in names), "SAMPLE names a non-contract event"
        problems = contract_problems(events, expected)
        assert not problems, "\n".join(problems)
    finally:
        app.close()


def test_event_contract_check_catches_a_wrong_field(_binary):
    """The check itself: a misspelt field, a missing one and a wrong type are each reported."""
    expected = contract()
    lines = [
        {"t": 1, "event": "tab.selected", "tab": "breakout"},
        {"t": 1, "event": "tab.selected", "tabs": "breakout"},
        {"t": 1, "event": "alert.dismissed", "title": "Reset"},
        {"t": 1, "event": "notification.scheduled", "count": "4", "due_in": 8},
        {"t": 2, "at": 3, "event": "snowman.pause"},
    ]
    problems = contract_problems(lines, expected)
    assert len(problems) == 3, problems
    assert "tabs" in problems[0] and "action" in problems[1] and "count" in problems[2], problems
