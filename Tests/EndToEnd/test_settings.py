"""End-to-end tests of the Settings tab and the settings file: real clicks and drags change settings, the values
survive a relaunch (in the UI and in settings.plist), and a corrupt file is kept aside with a notice."""
import glob
import os
import plistlib
import tempfile

from kinetic_e2e import App


def test_corrupt_settings_file_is_kept_aside_and_explained(binary):
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    os.makedirs(config)
    with open(os.path.join(config, "settings.plist"), "w") as f:
        f.write("<plist><dict><key>broken")
    app = App(binary, "--tab", "crossfade", config_dir=config)
    try:
        shown = app.wait_for_event("alert.shown")
        assert shown["title"] == "Settings Reset to Defaults", shown
        kept = glob.glob(os.path.join(config, "settings.plist.corrupt-*"))
        assert len(kept) == 1, os.listdir(config)
        assert "broken" in open(kept[0]).read(), "the kept file is the user's original"
        assert os.path.basename(kept[0]) in app.wait_for_view("alert")["value"], "the notice names the kept file"
        app.click("alert.ok")
        app.wait_for_event("alert.dismissed")
        assert app.quit() == 0
    finally:
        app.close()
