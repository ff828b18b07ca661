"""End-to-end tests of the one list of scenes as the command line sees it: every tab `--help` lists opens with
`--tab`, and an unknown name is a usage error (status 64) whose one line lists the valid tabs."""
import json
import os
import re
import subprocess
import tempfile

from kinetic_e2e import private_environment


def private_env(folder):
    return private_environment(folder, display=False)


def listed_tabs(binary):
    """The tabs `kinetic --help` names for --tab."""
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
    text = subprocess.run([binary, "--help"], env=private_env(folder), capture_output=True, text=True).stdout
    match = re.search(r"Open on this tab: ([a-z, \n]+)\.", text)
    assert match, text
    return [name.strip() for name in match.group(1).replace("\n", " ").split(",")]


def test_an_unknown_tab_is_a_usage_error_listing_the_tabs(binary):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
    result = subprocess.run(
        [binary, "--headless", "--tab", "foo"], env=private_env(folder), capture_output=True, text=True, timeout=60)
    assert result.returncode == 64, (result.returncode, result.stderr)
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    tabs = ", ".join(listed_tabs(binary))
    assert errors == [f"Error: Unknown tab 'foo'. Tabs: {tabs}."], result.stderr
    assert not os.path.exists(os.path.join(folder, "config")), "a refused command line wrote nothing"


def test_every_listed_tab_opens_with_its_own_id(binary):
    tabs = listed_tabs(binary)
    assert tabs == ["breakout", "pentominoes", "crossfade", "snowman", "dropit", "settings"], tabs
    for tab in tabs:
        folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
        automation = os.path.join(folder, "automation")
        result = subprocess.run(
            [binary, "--headless", "--frames", "2", "--automation", automation, "--tab", tab],
            env=private_env(folder), capture_output=True, timeout=120)
        assert result.returncode == 0, result.stderr.decode()
        with open(os.path.join(automation, "events.jsonl")) as f:
            selected = [json.loads(line)["tab"] for line in f if '"tab.selected"' in line]
        assert selected == [tab], (tab, selected)
        with open(os.path.join(automation, "tree.json")) as f:
            tree = f.read()
        for other in tabs:
            assert f'"id":"tab.{other}"' in tree.replace(" ", ""), f"tab.{other} missing with --tab {tab}"
