"""End-to-end tests of notification delivery at the edges: quitting with one pending, and a server that stalls
mid-call. Each notification must reach the server exactly once."""
import os
import signal
import tempfile

from kinetic_e2e import EVENT_TIMEOUT_S, App, notify_calls, start_notification_server, stays, wait_until
from test_app_and_crossfade import click_four_times_then_look_away

# How long a second Notify call, should the app wrongly send one, is watched for after the first arrived, in seconds.
SECOND_CALL_WATCH_S = 1.0
# How long the app waits for the server to answer a Notify call (DesktopNotifier.callTimeout), in seconds.
CALL_TIMEOUT_S = 2.0
# How long a delivered call takes to reach the server's log once the server runs again, in seconds.
DELIVERY_TIMEOUT_S = 10


def start_server():
    log_path = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "notify.jsonl")
    return start_notification_server(log_path), log_path


def delivered_once(log_path):
    """Waits for the first Notify call, then watches that no second one follows."""
    wait_until(lambda: notify_calls(log_path), "the Notify call to reach the server", DELIVERY_TIMEOUT_S)
    stays(lambda: len(notify_calls(log_path)) == 1, "one Notify call", SECOND_CALL_WATCH_S)
    return notify_calls(log_path)


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
        # Stopped past the due time and the whole call time-out, as a hung notification daemon would be: the app
        # gives up waiting for the answer (the post has no id) before the server runs again.
        posted = app.wait_for_event("notification.posted", timeout=scheduled["due_in"] + CALL_TIMEOUT_S + EVENT_TIMEOUT_S)
        assert posted["via"] == "dbus" and posted["id"] is None, posted
        server.send_signal(signal.SIGCONT)
        calls = delivered_once(log_path)
        assert "You have clicked 4 times" in calls[0]["body"]
        assert len([e for e in app.events() if e["event"] == "notification.posted"]) == 1
        assert not any(node_ids(app.tree()["root"], "notification.banner")), "the banner showed it a second time"
        assert app.quit() == 0
        assert len(notify_calls(log_path)) == 1, notify_calls(log_path)
        assert "did not answer in time" in app.stderr()
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
        delivered_once(log_path)
    finally:
        app.close()
        server.kill()

def node_ids(node, identifier):
    """Every node of the tree with this id."""
    found = [node] if node.get("id") == identifier else []
    for child in node.get("children", []):
        found += node_ids(child, identifier)
    return found
