"""End-to-end tests of saving: temporary files a killed write left are swept at launch; and failed saves, with
the real binary, a real click in the Settings tab, and a config folder that
refuses the write — a folder in the file's place, then (in a private mount namespace, since root ignores file
permissions) a read-only disk and a full one. Each failure shows a banner and a `file.save_failed` event once per
distinct reason; making the folder writable again saves on the next change, with a banner and `file.saved_again`."""
import os
import plistlib
import shutil
import subprocess
import tempfile
import time

from kinetic_e2e import App, Skipped

SWITCH = "settings.crossfade.systemNotifications"
# How long a save waits after the last change (PreferencesStore.defaultSaveDelay), plus slack for a loaded machine.
SAVE_WAIT_S = 3


def toggle(app, count_before):
    """Clicks the switch and waits for the app to report the change."""
    app.scroll_into_view(SWITCH)
    app.click(SWITCH)
    app.wait_for_event("setting.changed", count=count_before + 1)
    return count_before + 1


def events_named(app, name):
    return app.events_named(name)


def wait_for_banner(app, title, mentioning=""):
    """The notice banner whose label starts with `title` and mentions `mentioning` (one may still be sliding away as
    the next arrives)."""

    def banner():
        return next((node for node in app.nodes(lambda node: node.get("id") == "notice.banner")
                     if node.get("label", "").startswith(title) and mentioning in node.get("label", "")), None)

    return app.wait_until(banner, f"a notice.banner titled {title!r} mentioning {mentioning!r}", SAVE_WAIT_S + 5)


def finished_process_id():
    """A process number no process has now."""
    candidate = 4_000_000
    while True:
        try:
            os.kill(candidate, 0)
        except ProcessLookupError:
            return candidate
        except PermissionError:
            pass
        candidate += 1


def leave_temporary_files_of_a_killed_write(config):
    """What a kill mid-write left: the app's own temporary file and an earlier version's Foundation one (an hour
    and more old), both of a process that is gone; returns their names."""
    os.makedirs(config, exist_ok=True)
    gone = finished_process_id()
    names = [f".settings.plist.kinetic-tmp-{gone}", f".dat.nosync{gone:X}.AbC123"]
    two_hours_ago = time.time() - 7200
    for name in names:
        path = os.path.join(config, name)
        with open(path, "w") as f:
            f.write("<?xml version=")
        os.utime(path, (two_hours_ago, two_hours_ago))
    return names


def test_stale_temporary_files_are_swept_and_a_folder_in_the_settings_files_place_is_told_then_saved(binary):
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    stale = leave_temporary_files_of_a_killed_write(config)
    app = App(binary, "--tab", "settings", "--size", "1024x720", config_dir=config)
    try:
        left = [name for name in stale if os.path.exists(os.path.join(config, name))]
        assert not left, f"temporary files of a killed write are swept at launch: {left}"
        blocker = os.path.join(config, "settings.plist")
        os.makedirs(os.path.join(blocker, "in the way"))
        changes = toggle(app, 0)
        failed = app.wait_for_event("file.save_failed", timeout=SAVE_WAIT_S + 5)
        assert failed["file"] == "settings.plist", failed
        assert failed["reason"] == "a folder is in the file's place", failed
        banner = wait_for_banner(app, "Settings Not Saved", "settings.plist · a folder is in the file's place")
        assert "Error Domain" not in banner["label"] + str(banner.get("value")), "words, not a Cocoa error dump"

        changes = toggle(app, changes)  # the same failure again: not told twice
        app.stays(lambda: len(events_named(app, "file.save_failed")) == 1, "one file.save_failed for one reason",
                  SAVE_WAIT_S)

        shutil.rmtree(blocker)
        toggle(app, changes)
        app.wait_for_event("file.saved_again", timeout=SAVE_WAIT_S + 5)
        wait_for_banner(app, "Settings Saved")
        with open(blocker, "rb") as f:
            assert plistlib.load(f)["crossfade.systemNotifications"] is False
        assert app.quit() == 0
        assert "could not save" in app.stderr(), "one line on stderr too"
    finally:
        app.close()


class NamespacedApp(App):
    """Kinetic in a private mount namespace whose config folder is a small tmpfs, so the test can make it
    read-only or full while the app runs (root writes through file permissions, not through a read-only mount)."""

    def __init__(self, binary, *args, size_kb=64):
        folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
        config = os.path.join(folder, "config")
        os.makedirs(config)  # the tmpfs is mounted on it
        script = f'mount -t tmpfs -o size={size_kb}k tmpfs "$KINETIC_CONFIG_DIR" && exec "$0" "$@"'
        super().__init__(binary, *args, config_dir=config, automation_dir=folder,
                         launcher=["unshare", "--mount", "--propagation", "private", "sh", "-c", script])

    def inside(self, *command, check=True):
        """Runs a command in the app's mount namespace (where its config folder is the tmpfs)."""
        return subprocess.run(["nsenter", "-t", str(self.process.pid), "-m", *command], check=check,
                              capture_output=True, text=True)


def mount_namespaces_available():
    return subprocess.run(["unshare", "--mount", "true"], capture_output=True).returncode == 0


def test_a_read_only_then_full_config_disk_is_told_once_per_reason_and_recovers(binary):
    if not mount_namespaces_available():
        raise Skipped("private mount namespaces need root or CAP_SYS_ADMIN (unshare --mount)")
    app = NamespacedApp(binary, "--tab", "settings", "--size", "1024x720")
    try:
        config = app.config_dir
        app.inside("mount", "-o", "remount,ro", config)
        changes = toggle(app, 0)
        failed = app.wait_for_event("file.save_failed", timeout=SAVE_WAIT_S + 5)
        assert (failed["file"], failed["reason"]) == ("settings.plist", "the disk is read-only"), failed
        wait_for_banner(app, "Settings Not Saved", "settings.plist · the disk is read-only")

        app.inside("mount", "-o", "remount,rw", config)
        app.inside("sh", "-c", f'cat /dev/zero > "{config}/filler"', check=False)  # fills the disk
        changes = toggle(app, changes)
        full = app.wait_for_event("file.save_failed", timeout=SAVE_WAIT_S + 5, count=2)
        assert full["reason"] == "the disk is full", full
        wait_for_banner(app, "Settings Not Saved", "settings.plist · the disk is full")
        listing = app.inside("ls", "-A", config).stdout.split()
        assert listing == ["filler"], f"no temporary file left behind: {listing}"

        app.inside("rm", f"{config}/filler")
        toggle(app, changes)
        app.wait_for_event("file.saved_again", timeout=SAVE_WAIT_S + 5)
        wait_for_banner(app, "Settings Saved")
        saved = plistlib.loads(app.inside("cat", f"{config}/settings.plist").stdout.encode())
        assert saved["crossfade.systemNotifications"] is False, "three toggles from on: off, and saved"
        assert len(events_named(app, "file.save_failed")) == 2
        app.key("ctrl+q")
        assert app.process.wait(timeout=20) == 0
    finally:
        app.close()


def event_order(app):
    return [event["event"] for event in app.events()]


def test_ctrl_q_with_a_read_only_disk_names_what_is_not_saved_before_closing(binary):
    if not mount_namespaces_available():
        raise Skipped("private mount namespaces need root or CAP_SYS_ADMIN (unshare --mount)")
    app = NamespacedApp(binary, "--tab", "settings", "--size", "1024x720")
    try:
        config = app.config_dir
        app.inside("mount", "-o", "remount,ro", config)
        app.key("ctrl+q")
        shown = app.wait_for_event("alert.shown")
        assert shown["title"] == "Some Changes Were Not Saved", shown
        alert = app.wait_for_view("alert")
        assert "Window State: state.plist (the disk is read-only)" in alert["value"], alert
        assert app.process.poll() is None, "the window stays open until the user chooses"
        order = event_order(app)
        assert order.index("file.save_failed") < order.index("alert.shown"), order

        # The disk is writable again: Try Again saves and quits.
        app.inside("mount", "-o", "remount,rw", config)
        app.click("alert.try-again")
        assert app.process.wait(timeout=20) == 0, app.stderr()
        order = event_order(app)
        assert order[-1] == "app.quit" and "file.saved_again" in order, order[-6:]
    finally:
        app.close()


def test_quit_anyway_quits_and_the_failure_was_logged_before_the_quit(binary):
    if not mount_namespaces_available():
        raise Skipped("private mount namespaces need root or CAP_SYS_ADMIN (unshare --mount)")
    app = NamespacedApp(binary, "--tab", "settings", "--size", "1024x720")
    try:
        app.inside("mount", "-o", "remount,ro", app.config_dir)
        app.key("ctrl+q")
        app.wait_for_event("alert.shown")
        app.click("alert.quit-anyway")
        assert app.process.wait(timeout=20) == 0, app.stderr()
        order = event_order(app)
        assert order[-1] == "app.quit", order[-6:]
        assert "file.save_failed" in order[:-1], order
    finally:
        app.close()


def test_a_signal_with_a_read_only_disk_says_on_stderr_what_was_lost(binary):
    if not mount_namespaces_available():
        raise Skipped("private mount namespaces need root or CAP_SYS_ADMIN (unshare --mount)")
    app = NamespacedApp(binary, "--tab", "settings", "--size", "1024x720")
    try:
        app.inside("mount", "-o", "remount,ro", app.config_dir)
        assert app.quit() == 0
        lost = [line for line in app.stderr().splitlines() if "quit by signal 15" in line]
        assert lost and "state.plist (the disk is read-only)" in lost[0], app.stderr()
        order = event_order(app)
        assert order[-1] == "app.quit" and order.index("file.save_failed") < order.index("app.quit"), order
    finally:
        app.close()
