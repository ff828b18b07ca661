"""End-to-end tests of Crossfade's Open…: the desktop's file chooser through the XDG desktop portal. A fake portal
(fake_portal.py) owns org.freedesktop.portal.Desktop on the test's private session bus and answers OpenFile as a
desktop's portal does: the request handle, then the Request.Response signal with the chosen file's URI."""
import json
import os
import subprocess
import tempfile

from kinetic_e2e import App, EVENT_TIMEOUT_S, stays, wait_until
from test_image_limits import solid_png

HERE = os.path.dirname(os.path.abspath(__file__))
# The colour solid_png paints (#4682B4), which the picture must show once opened.
PICTURE_RGB = (0x46, 0x82, 0xB4)
# How close a screenshot pixel must be to PICTURE_RGB, per channel (scaling blends nothing in a solid picture).
COLOUR_TOLERANCE = 6
# How long the app waits for the portal to answer OpenFile (PortalOpenFileRequest.callTimeout), in seconds.
PORTAL_CALL_TIMEOUT_S = 5.0
# How long a second, wrong answer or banner is watched for, in seconds.
QUIET_WATCH_S = 1.0
# When the replayed drop comes, in seconds after launch: well after Open… has been refused.
DROP_AFTER_S = 6.0


def start_portal(mode, chosen=None):
    """The fake portal on this session bus once it owns its name; returns it and its log's path."""
    log_path = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "portal.jsonl")
    command = ["/usr/bin/python3", os.path.join(HERE, "fake_portal.py"), log_path, mode] + ([chosen] if chosen else [])
    portal = subprocess.Popen(command)
    wait_until(lambda: os.path.exists(log_path) and open(log_path).read(), "the fake portal to start", 10,
               stop=lambda: portal.poll() is not None and f"the portal exited ({portal.returncode})")
    return portal, log_path


def portal_log(log_path):
    return [json.loads(line) for line in open(log_path) if "ready" not in line]


def pixel(png, x, y):
    """The (r, g, b) of one pixel of a PNG (ImageMagick)."""
    text = subprocess.check_output(["convert", png, "-format", f"%[pixel:p{{{int(x)},{int(y)}}}]", "info:"],
                                   text=True)
    return tuple(int(round(float(part))) for part in text[text.index("(") + 1:text.index(")")].split(",")[:3])


def test_open_shows_the_picture_chosen_in_the_desktops_file_chooser(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
    picture = os.path.join(folder, "Holiday picture #1.png")  # a space and a # travel escaped in the URI
    solid_png(picture, 320, 200)
    portal, log_path = start_portal("choose", picture)
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    try:
        app.click("crossfade.open")
        replaced = app.wait_for_event("crossfade.image.replaced")
        assert replaced["path"] == picture and replaced["slot"] == 0, replaced
        assert app.events_named("crossfade.chooser.chosen")[0]["path"] == picture
        call = next(entry for entry in portal_log(log_path) if entry.get("call") == "OpenFile")
        options = call["options"]
        assert call["title"] == "Open a Picture for Crossfade" and options["accept_label"] == "Open", call
        assert options["modal"] is True and options["multiple"] is False, options
        assert call["handle"].endswith("/" + options["handle_token"]), "the handle the app listened on"
        names = [name for name, _ in options["filters"]]
        assert names[1:] == ["PNG", "JPEG", "GIF", "BMP", "WebP", "SVG"], names
        everything = dict((value, kind) for kind, value in options["filters"][0][1])
        for mime in ["image/png", "image/jpeg", "image/gif", "image/bmp", "image/webp", "image/svg+xml"]:
            assert everything.get(mime) == 1, (mime, everything)
        assert everything.get("*.png") == 0 and everything.get("*.JPG") == 0, everything
        assert options["current_filter"][0] == names[0], "all the picture types are offered first"

        app.wait_until(lambda: app.find("crossfade.image")["value"] == os.path.basename(picture), "the picture shown")
        app.wait_for_rest()
        shot = app.screenshot(os.path.join(app.dir, "opened.png"))
        x, y = app.center_of("crossfade.image")
        colour = pixel(shot, x, y - 60)  # above the caption
        assert all(abs(a - b) <= COLOUR_TOLERANCE for a, b in zip(colour, PICTURE_RGB)), colour
        assert app.quit() == 0
    finally:
        app.close()
        portal.kill()


def test_cancelling_the_file_chooser_keeps_the_picture_and_says_nothing(binary):
    portal, log_path = start_portal("cancel")
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    try:
        app.click("crossfade.open")
        app.wait_for_event("crossfade.chooser.cancelled")
        stays(lambda: not app.events_named("crossfade.image.replaced") and not app.nodes(
            lambda node: node.get("id") == "crossfade.chooser.banner"), "no picture and no banner", QUIET_WATCH_S)
        assert app.find("crossfade.image")["value"] == "tower-dusk.svg"
        assert [entry["response"] for entry in portal_log(log_path) if "response" in entry] == [1]
        assert app.quit() == 0
    finally:
        app.close()
        portal.kill()


def no_chooser_banner(app):
    """The banner Open… shows when there is no file chooser: (its name, its body)."""
    banner = app.wait_for_view("crossfade.chooser.banner")
    return banner.get("label", ""), banner["value"]


def test_with_no_portal_running_open_says_so_and_a_dropped_picture_still_shows(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
    picture = os.path.join(folder, "dropped.png")
    solid_png(picture, 200, 200)
    replay = os.path.join(folder, "drop.jsonl")
    with open(replay, "w") as f:  # a drop from the file manager some seconds in, after Open… was refused
        f.write(f'{{"t": {DROP_AFTER_S}, "type": "drop", "path": "{picture}"}}\n')
    app = App(binary, "--tab", "crossfade", "--size", "1024x720", "--replay", replay)
    try:
        app.click("crossfade.open")
        failed = app.wait_for_event("crossfade.chooser.failed")
        assert failed["unavailable"] is True, failed
        assert failed["reason"] == "org.freedesktop.DBus.Error.ServiceUnknown", failed
        label, body = no_chooser_banner(app)
        assert "xdg-desktop-portal" in label and "is not running" in label, label
        assert "drag and drop still works" in body.lower(), body
        assert not app.events_named("crossfade.image.replaced"), "nothing was opened"
        replaced = app.wait_for_event("crossfade.image.replaced", timeout=DROP_AFTER_S + EVENT_TIMEOUT_S)
        assert replaced["path"] == picture and replaced["t"] > failed["t"], "drag and drop still works"
        assert app.quit() == 0
    finally:
        app.close()


def test_with_no_session_bus_open_says_so(binary):
    environment = dict(os.environ, DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent/kinetic-e2e-bus")
    app = App(binary, "--tab", "crossfade", "--size", "1024x720", environment=environment)
    try:
        app.click("crossfade.open")
        failed = app.wait_for_event("crossfade.chooser.failed")
        assert failed["unavailable"] is True and failed["reason"].startswith("no session bus"), failed
        label, body = no_chooser_banner(app)
        assert "session bus" in label, label
        assert "drag and drop still works" in body.lower(), body
        assert app.quit() == 0
    finally:
        app.close()


def test_a_portal_that_never_answers_the_call_is_told_after_the_time_out(binary):
    portal, _ = start_portal("stall")
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    try:
        app.click("crossfade.open")
        opened = app.wait_for_event("crossfade.chooser.opened")
        failed = app.wait_for_event("crossfade.chooser.failed", timeout=PORTAL_CALL_TIMEOUT_S + EVENT_TIMEOUT_S)
        assert failed["unavailable"] is True and "did not answer" in failed["message"], failed
        waited = failed["t"] - opened["t"]
        assert PORTAL_CALL_TIMEOUT_S - 0.5 <= waited <= PORTAL_CALL_TIMEOUT_S + 3, waited
        no_chooser_banner(app)
        assert app.quit() == 0
    finally:
        app.close()
        portal.kill()


def test_a_second_open_closes_the_first_dialog_and_the_window_never_waits(binary):
    portal, log_path = start_portal("never")
    app = App(binary, "--tab", "crossfade", "--size", "1024x720")
    try:
        app.click("crossfade.open")
        app.wait_until(lambda: any(e.get("call") == "OpenFile" for e in portal_log(log_path)), "the first OpenFile")
        # The dialog is open: the window still answers at once (a click crossfades).
        app.click("crossfade.image")
        app.wait_for_event("crossfade.finished")
        app.key("ctrl+o")
        def calls():
            return [entry for entry in portal_log(log_path) if entry.get("call")]

        found = app.wait_until(lambda: len(calls()) >= 3 and calls(), "a Close and a second OpenFile")
        assert [entry["call"] for entry in found] == ["OpenFile", "Close", "OpenFile"], found
        assert found[1]["handle"] == found[0]["handle"], "the first dialog is the one closed"
        assert found[2]["handle"] != found[0]["handle"], "a new request, with a handle of its own"
        assert app.quit() == 0
    finally:
        app.close()
        portal.kill()
