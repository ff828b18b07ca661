"""End-to-end test of the run loop's service of the main dispatch queue (`DispatchQueue.main`, `@MainActor` tasks)."""
import os

from kinetic_e2e import App

# The longest a loop that slept through new work would make it wait is its idle time-out (1000 ms); work that wakes
# the loop runs within a few milliseconds. Background sends 0.37 s apart land at spread-out moments of such a
# time-out, so a loop that only woke on it could not keep all of them under this bound.
WOKEN_WAIT_MS = 250
IDLE_SENDS = 5


def test_main_queue_work_and_main_actor_tasks_run_and_wake_the_idle_loop(binary):
    app = App(binary, "--tab", "settings", environment=dict(os.environ, KINETIC_RUN_LOOP_PROBE="1"))
    try:
        for name in ("runloop.main_queue", "runloop.main_actor"):
            event = app.wait_for_event(name)
            assert event["from"] == "main", event
        names = ("runloop.main_queue", "runloop.main_actor")
        app.wait_for_event("runloop.main_queue", count=1 + (IDLE_SENDS + 1) // 2)
        app.wait_for_event("runloop.main_actor", count=1 + IDLE_SENDS // 2)
        idle = [e for e in app.events() if e["event"] in names and e["from"] == "background"]
        assert len(idle) == IDLE_SENDS, idle
        waits = [e["wait_ms"] for e in idle]
        assert max(waits) < WOKEN_WAIT_MS, f"work sent to the idle app waited {waits} ms: the loop did not wake for it"
        assert app.quit() == 0
    finally:
        app.close()
