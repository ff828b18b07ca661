"""End-to-end tests of files the app cannot use as they are: each damaged file is kept aside and told in the window
(`notice.banner`, naming what was reset and where the old file was kept), banners that come together queue instead
of printing over each other, and a value of the wrong type is told once: the file is rewritten good."""
import os
import plistlib
import tempfile

from kinetic_e2e import App

DAMAGED = b"<?xml version='1.0'?><plist><dict><key>oops"


def banners(app):
    return [node for node in app.nodes(lambda node: node.get("id") == "notice.banner")]


def seen_banner_labels(app, count, timeout=40):
    """The labels of the first `count` notice banners, each read while it shows (they queue, one at a time)."""
    seen = []

    def collect():
        for node in banners(app):
            label = node.get("label", "")
            if label not in seen:
                seen.append(label)
        return len(seen) >= count

    app.wait_until(collect, f"{count} notice banners", timeout)
    return seen


def test_damaged_files_are_kept_aside_and_each_is_told_in_the_window(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-notices-")
    config, data = os.path.join(folder, "config"), os.path.join(folder, "data")
    for where, name in ((config, "state.plist"), (data, "breakout.plist"), (data, "pentominoes.plist")):
        os.makedirs(where, exist_ok=True)
        with open(os.path.join(where, name), "wb") as f:
            f.write(DAMAGED)
    app = App(binary, "--tab", "breakout", "--size", "1024x720", config_dir=config, data_dir=data)
    try:
        app.click("tab.pentominoes")  # its puzzles are read when the tab is first shown
        labels = seen_banner_labels(app, 3)
        for subject, name in (("Window State", "state.plist"), ("Best Score", "breakout.plist"),
                              ("Pentominoes Puzzles", "pentominoes.plist")):
            matching = [label for label in labels if label.startswith(f"{subject} Reset: {name} was damaged")]
            assert matching, f"no banner for {name}: {labels}"
            kept = matching[0].rsplit("kept as ", 1)[1]
            assert os.path.exists(os.path.join(config if name == "state.plist" else data, kept)), kept
        assert len(banners(app)) <= 1, "banners show one at a time"
        assert app.quit() == 0
    finally:
        app.close()


def test_a_best_score_of_the_wrong_type_is_told_once_and_the_file_rewritten(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-notices-")
    data = os.path.join(folder, "data")
    os.makedirs(data)
    with open(os.path.join(data, "breakout.plist"), "wb") as f:
        plistlib.dump({"bestScore": "lots"}, f)
    app = App(binary, "--tab", "breakout", data_dir=data)
    try:
        label = seen_banner_labels(app, 1)[0]
        assert label == "Best Score Partly Reset: breakout.plist: “bestScore” held a string, not an integer", label
        assert app.quit() == 0
    finally:
        app.close()
    with open(os.path.join(data, "breakout.plist"), "rb") as f:
        assert plistlib.load(f)["bestScore"] == 0, "rewritten with a good value"
    again = App(binary, "--tab", "breakout", data_dir=data)
    try:
        again.stays(lambda: not banners(again), "no banner at the next launch", 2)
        assert "breakout.plist" not in again.stderr_so_far()
        assert again.quit() == 0
    finally:
        again.close()


def test_pictures_refused_together_show_their_banners_in_turn(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-notices-")
    replay = os.path.join(folder, "drops.jsonl")
    names = [f"broken-{index}.png" for index in range(3)]
    with open(replay, "w") as f:
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "wb") as picture:
                picture.write(b"\x89PNG\r\n\x1a\n" + b"\0" * 20)  # a PNG's signature, then nothing usable
            f.write(f'{{"t": 0.2, "type": "drop", "path": "{path}"}}\n')  # all three in one frame
    app = App(binary, "--tab", "crossfade", "--replay", replay)
    try:
        app.wait_for_event("crossfade.image.rejected", count=3)
        shown = []

        def next_banner():
            nodes = app.nodes(lambda node: node.get("id") == "notification.banner")
            assert len(nodes) <= 1, f"banners over each other: {[node['label'] for node in nodes]}"
            if nodes and nodes[0]["label"] not in shown:
                shown.append(nodes[0]["label"])
                return nodes[0]
            return None

        for _ in names:
            banner = app.wait_until(next_banner, f"banner #{len(shown) + 1}", timeout=20)
            app.wait_for_steady(lambda: app.find("notification.banner")["frame"], "the banner slid in")
            x, y, w, h = banner["frame"]
            assert x >= 0 and x + w <= app.window_size()[0], banner
            app.click("notification.banner")  # dismissed by a click: the next one comes in
        assert shown == [f"That image can't be used: {name}" for name in names], shown
        assert app.quit() == 0
    finally:
        app.close()
