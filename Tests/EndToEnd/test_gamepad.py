"""End-to-end checks around gamepad support. xdotool cannot make gamepad input (and Xvfb has no controller), so
the SDL controller path is proven by Tests/PlatformTests/GamepadTranslationTests (an SDL virtual controller).
Here: the real app starts with SDL's game-controller subsystem on, and the Tilt gravity switch changes by a real
click, is stored, and reaches Breakout when its tab shows again (the game keeps running)."""
import os
import plistlib
import tempfile

from kinetic_e2e import App


def test_tilt_gravity_switch_is_stored_and_breakout_plays_on(binary):
    config = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "config")
    app = App(binary, "--tab", "settings", "--size", "1024x720", config_dir=config)
    try:
        toggle = "settings.breakout.tiltGravity"
        app.wait_for_view(toggle)
        assert app.find(toggle)["value"] is False, "tilt gravity is off by default"
        app.scroll_into_view(toggle)
        app.click(toggle)
        app.wait_for_value(toggle, True)
        app.key("1")
        app.wait_for_view("breakout.paddle")
        app.key("space")
        app.wait_for_event("ball.launched")
        assert not any(e["event"] == "game.reset" for e in app.events()), "tilt gravity needs no new game"
        assert app.quit() == 0
    finally:
        app.close()
    with open(os.path.join(config, "settings.plist"), "rb") as f:
        stored = plistlib.load(f)
    assert stored["breakout.tiltGravity"] is True, stored
