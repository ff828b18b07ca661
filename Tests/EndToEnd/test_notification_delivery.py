"""End-to-end tests of notification delivery at the edges: quitting with one pending, and a server that stalls
mid-call. Each notification must reach the server exactly once."""
import json
import os
import signal
import subprocess
import tempfile
import time

from kinetic_e2e import App
from test_app_and_crossfade import click_four_times_then_look_away

HERE = os.path.dirname(os.path.abspath(__file__))


def start_server():
    log_path = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "notify.jsonl")
    server = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "fake_notification_server.py"), log_path])
    deadline = time.time() + 10
    while not (os.path.exists(log_path) and open(log_path).read()):
        assert time.time() < deadline and server.poll() is None, "fake notification server did not start"
        time.sleep(0.05)
    return server, log_path


def notify_calls(log_path):
    return [json.loads(line) for line in open(log_path) if "summary" in line]


def test_a_notification_pending_at_ctrl_q_is_delivered_once(binary):
    server, log_path = start_server()
    app = App(binary, "--tab", "crossfade")
    try:
        for count in range(1, 5):
            app.click("crossfade.image")
            app.wait_for_event("crossfade.finished", count=count)
        scheduled = app.wait_for_event("notification.scheduled")
        app.key("ctrl+q")
        assert app.process.wait(timeout=20) == 0
        quit_at = next(e for e in app.events() if e["event"] == "app.quit")
        assert quit_at["t"] - scheduled["t"] < 8, "quit after the notification fell due; the test proves nothing"
        calls = notify_calls(log_path)
        assert len(calls) == 1, calls
        assert "You have clicked 4 times" in calls[0]["body"]
        posted = [e for e in app.events() if e["event"] == "notification.posted"]
        assert [(e["via"], e["count"]) for e in posted] == [("dbus", 4)], posted
    finally:
        app.close()
        server.kill()


def test_a_server_stalled_during_the_call_gets_the_notification_once(binary):
    server, log_path = start_server()
    app = App(binary, "--tab", "crossfade")
    other = None
    try:
        other, scheduled = click_four_times_then_look_away(app)
        server.send_signal(signal.SIGSTOP)
        # Stopped past the due time and the whole call time-out, as a hung notification daemon would be.
        time.sleep(scheduled["due_in"] + 4)
        posted = app.wait_for_event("notification.posted")
        assert posted["via"] == "dbus" and posted["id"] is None, posted
        server.send_signal(signal.SIGCONT)
        deadline = time.time() + 10
        while not notify_calls(log_path) and time.time() < deadline:
            time.sleep(0.1)
        time.sleep(1)  # room for a second call, should one come
        assert len(notify_calls(log_path)) == 1, notify_calls(log_path)
        assert "You have clicked 4 times" in notify_calls(log_path)[0]["body"]
        assert len([e for e in app.events() if e["event"] == "notification.posted"]) == 1
        assert not any(node_ids(app.tree()["root"], "notification.banner")), "the banner showed it a second time"
        assert app.quit() == 0
        assert len(notify_calls(log_path)) == 1, notify_calls(log_path)
        assert "did not answer in time" in app.process.stderr.read().decode()
    finally:
        app.close()
        server.kill()
        if other:
            other.kill()



def test_quitting_with_the_server_stalled_waits_a_bounded_time_and_sends_once(binary):
    server, log_path = start_server()
    app = App(binary, "--tab", "crossfade")
    try:
        for count in range(1, 5):
            app.click("crossfade.image")
            app.wait_for_event("crossfade.finished", count=count)
        app.wait_for_event("notification.scheduled")
        server.send_signal(signal.SIGSTOP)
        app.key("ctrl+q")
        # The quit waits at most 2 s for the post (generous margin for a loaded machine), then exits cleanly.
        assert app.process.wait(timeout=10) == 0
        server.send_signal(signal.SIGCONT)
        deadline = time.time() + 10
        while not notify_calls(log_path) and time.time() < deadline:
            time.sleep(0.1)
        time.sleep(1)
        assert len(notify_calls(log_path)) == 1, notify_calls(log_path)
    finally:
        app.close()
        server.kill()

def node_ids(node, identifier):
    """Every node of the tree with this id."""
    found = [node] if node.get("id") == identifier else []
    for child in node.get("children", []):
        found += node_ids(child, identifier)
    return found
