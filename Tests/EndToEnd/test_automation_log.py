"""End-to-end test of the automation log across runs: events.jsonl is appended to, each run starting with
`app.launched`, and what an earlier run wrote stays as it was."""
import json
import os
import subprocess
import tempfile

from kinetic_e2e import private_environment


def run_headless(binary, automation, folder, frames=3):
    env = private_environment(folder, display=False)
    result = subprocess.run(
        [binary, "--headless", "--frames", str(frames), "--automation", automation, "--tab", "crossfade"],
        env=env, capture_output=True, timeout=120)
    assert result.returncode == 0, result.stderr.decode()


def read_log(automation):
    with open(os.path.join(automation, "events.jsonl")) as f:
        return f.read()


def runs(text):
    """The log split into runs at each `app.launched`."""
    split = []
    for event in (json.loads(line) for line in text.splitlines() if line.strip()):
        if event["event"] == "app.launched":
            split.append([])
        assert split, f"the log starts with {event['event']}, not app.launched"
        split[-1].append(event["event"])
    return split


def test_events_jsonl_is_appended_with_app_launched_between_runs(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
    automation = os.path.join(folder, "automation")
    run_headless(binary, automation, folder)
    first = read_log(automation)
    run_headless(binary, automation, folder)
    both = read_log(automation)
    assert both.startswith(first), "the second run rewrote the first run's lines"
    assert first.endswith("\n")
    split = runs(both)
    assert len(split) == 2, split
    for names in split:
        assert names[0] == "app.launched" and "app.ready" in names and names[-1] == "app.quit", names
