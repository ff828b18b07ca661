"""End-to-end tests of the AT-SPI bridge: a real accessibility bus (at-spi-bus-launcher, at-spi2-registryd) and
pyatspi, as a screen reader uses them.

Each scenario runs in atspi_driver.py under Debian's /usr/bin/python3 (where python3-pyatspi lives), inside a
session bus of its own: turning assistive technologies on goes through at-spi-bus-launcher's settings, and with
GSETTINGS_BACKEND=memory on a private session it never reaches the user's desktop settings."""
import json
import os
import subprocess
import tempfile

from kinetic_e2e import private_environment

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = os.path.join(HERE, "atspi_driver.py")
SYSTEM_PYTHON = "/usr/bin/python3"
SCENARIO_TIMEOUT_S = 180

# A session bus that can start no services: no at-spi-bus-launcher, so no accessibility bus.
BARE_SESSION_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""


def run_scenario(binary, scenario, bare_session=False):
    """The driver's findings (its last line of output); fails with everything it printed."""
    folder = tempfile.mkdtemp(prefix="kinetic-a11y-")
    runtime = os.path.join(folder, "runtime")
    os.makedirs(runtime, mode=0o700)
    env = dict(private_environment(folder), GSETTINGS_BACKEND="memory", XDG_RUNTIME_DIR=runtime)
    env.pop("KINETIC_ACCESSIBILITY", None)
    session = ["dbus-run-session"]
    if bare_session:
        config = os.path.join(folder, "session.conf")
        with open(config, "w") as f:
            f.write(BARE_SESSION_CONFIG)
        session.append(f"--config-file={config}")
    command = session + ["--", SYSTEM_PYTHON, DRIVER, scenario, "--binary", binary]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=SCENARIO_TIMEOUT_S)
    assert result.returncode == 0, f"scenario {scenario} failed:\n{result.stdout}\n{result.stderr}"
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_atspi_tabs_settings_slider_and_button(binary):
    found = run_scenario(binary, "settings")
    assert found["tabs"] == ["Breakout", "Pentominoes", "Crossfade", "Snowman", "Dropit", "Settings"], found
    slider = found["slider"]
    assert (slider["min"], slider["max"], slider["id"]) == (0.2, 3.0, "settings.crossfade.fadeDuration"), slider
    assert abs(slider["increment"] - 0.1) < 1e-9, slider
    assert found["changed"]["key"] == "crossfade.fadeDuration" and found["changed"]["value"] == 2.5, found
    assert found["stored"] == 2.5, "the value set through AT-SPI is in settings.plist after quitting"
    assert found["alert"]["name"] == found["alert"]["title"] == "Reset all settings?", found["alert"]
    assert found["dismissed"] == "Cancel", found


def test_atspi_a_setting_with_no_effect_is_disabled_explained_and_announced_when_enabled(binary):
    found = run_scenario(binary, "settings-dependency")
    before = found["before"]
    assert before["role"] == "slider" and before["name"] == "Gravity strength", before
    assert before["enabled"] is False and before["sensitive"] is False, before
    assert before["description"].startswith("Has no effect while “Gravity” and “Tilt gravity” are off."), before
    assert found["announced"] == ["object:state-changed:enabled"], found
    assert found["after"]["sensitive"] is True and "Has no effect" not in found["after"]["description"], found


def test_atspi_pentomino_piece_is_named_and_moved(binary):
    found = run_scenario(binary, "pentominoes")
    assert found["home"] == "piece L, at home", found
    assert {"rotate", "flip", "move"} <= set(found["actions"]), found["actions"]
    snapped = found["snapped"]
    row, col = snapped["row"] + 1, snapped["col"] + 1
    assert found["placed"] == f"piece L, on the board at row {row} column {col}", found
    assert found["rotated"].startswith("piece L, on the board at row ") and found["rotated"].endswith(
        ", rotated 90°"), found
    assert found["board"]["role"] == "canvas" and "1 of 12 pieces placed" in found["board"]["description"], found


def test_atspi_tab_key_sends_a_focus_event(binary):
    focused = run_scenario(binary, "focus")["focused"]
    assert focused["id"].startswith("settings."), focused
    assert focused["name"], "the focused control has a name a screen reader can say"


def test_atspi_nothing_exported_until_assistive_technologies_are_on(binary):
    found = run_scenario(binary, "off-until-enabled")
    assert found["role"] == "image" and "press to crossfade" in found["description"], found


def test_atspi_no_accessibility_bus_is_one_debug_line(binary):
    found = run_scenario(binary, "no-bus", bare_session=True)
    assert found["quiet"]["lines"] == [], found
    assert len(found["debug"]["lines"]) == 1 and "no accessibility bus" in found["debug"]["lines"][0], found
