"""End-to-end tests of the sound effects, heard for real: SDL's disk audio driver writes everything the mixer plays
to a file (signed 16-bit stereo at the rate in `sound.opened`), so the tests break a brick in Breakout with real
keys and read the samples around the hit; with sound switched off in Settings the file stays silent; with no
audio device the app says so in one stderr line and plays on."""
import array
import os
import tempfile

from kinetic_e2e import App

FRAME_BYTES = 4  # one stereo frame of two signed 16-bit samples
AUDIBLE = 1000  # a sample this far from zero (of 32767) is sound, not rounding noise
HIT_WINDOW_S = 0.5  # how far either side of the hit the brick's clink must be found
BRICK_TIMEOUT_S = 20  # a served ball reaches the wall of bricks within a few seconds


def disk_audio(app_dir):
    """The environment that sends the app's sound to a file in its automation folder, and that file's path."""
    path = os.path.join(app_dir, "audio.raw")
    return dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=path), path


def launch_with_disk_audio(binary, *args):
    """Launches with sound going to a file; returns the app, the file's path and the rate."""
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-audio-")
    environment, path = disk_audio(folder)
    app = App(binary, "--size", "1024x720", *args, environment=environment)
    opened = app.wait_for_event("sound.opened")
    assert opened["driver"] == "disk", opened
    return app, path, opened["rate"]


def samples(path):
    data = array.array("h")
    with open(path, "rb") as f:
        data.frombytes(f.read())
    return data


def loudest(data, first_frame, last_frame):
    window = data[max(first_frame, 0) * 2:max(last_frame, 0) * 2]
    return max((abs(s) for s in window), default=0)


def serve_until_brick_hit(app, audio_path):
    """Space serves; returns the audio file's size (how far SDL had written) when the first brick.hit showed up."""
    app.key("space")
    app.wait_for_event("ball.launched")
    return app.wait_until(lambda: app.events_named("brick.hit") and (os.path.getsize(audio_path),),
                          "a brick.hit", BRICK_TIMEOUT_S)[0]


def wait_for_audio_past(app, audio_path, frame, rate):
    """Waits until SDL has written the output `HIT_WINDOW_S` past `frame` (it writes as it plays, in real time)."""
    wanted = (frame + int(HIT_WINDOW_S * rate)) * FRAME_BYTES
    app.wait_until(lambda: os.path.getsize(audio_path) >= wanted, f"SDL to write the audio {HIT_WINDOW_S} s past the hit")


def test_sound_a_brick_hit_is_heard_on_the_disk_audio_driver(binary):
    app, path, rate = launch_with_disk_audio(binary, "--tab", "breakout")
    try:
        app.wait_for_view("breakout.paddle")
        served_at = os.path.getsize(path) // FRAME_BYTES
        hit_at = serve_until_brick_hit(app, path) // FRAME_BYTES
        played = app.wait_for_event("sound.played")
        wait_for_audio_past(app, path, hit_at, rate)
        assert app.quit() == 0
        cues = [e["cue"] for e in app.events() if e["event"] == "sound.played"]
        assert "brick" in cues, cues
        data = samples(path)
        assert loudest(data, 0, served_at) == 0, "sound before anything happened"
        window = int(HIT_WINDOW_S * rate)
        peak = loudest(data, hit_at - window, hit_at + window)
        assert peak >= AUDIBLE, f"the brick hit is silent in the output (peak {peak} around frame {hit_at})"
        assert played["cue"] in ("brick", "wall", "paddle"), played
    finally:
        app.close()


def test_sound_switched_off_in_settings_is_silent(binary):
    app, path, rate = launch_with_disk_audio(binary, "--tab", "settings")
    try:
        switch = "settings.sound.enabled"
        app.scroll_into_view(switch)
        app.click(switch)
        changed = app.wait_for_event("setting.changed")
        assert changed == {**changed, "key": "sound.enabled", "value": False}, changed
        app.click("tab.breakout")
        app.wait_for_view("breakout.paddle")
        hit_at = serve_until_brick_hit(app, path) // FRAME_BYTES
        wait_for_audio_past(app, path, hit_at, rate)
        assert app.quit() == 0
        assert not [e for e in app.events() if e["event"] == "sound.played"], "a cue played with sound off"
        data = samples(path)
        assert len(data) > 0, "SDL wrote no audio at all"
        assert loudest(data, 0, len(data) // 2) == 0, "sound with sound switched off"
    finally:
        app.close()


def test_sound_without_an_audio_device_is_one_stderr_line_and_play_goes_on(binary):
    # ALSA with a sound card that does not exist: what a machine with no audio device looks like to SDL.
    environment = dict(os.environ, SDL_AUDIODRIVER="alsa", AUDIODEV="hw:97,0")
    app = App(binary, "--tab", "breakout", "--size", "1024x720", environment=environment)
    try:
        unavailable = app.wait_for_event("sound.unavailable")
        app.wait_for_view("breakout.paddle")
        app.key("space")
        app.wait_for_event("brick.hit", timeout=BRICK_TIMEOUT_S)
        assert app.quit() == 0
        lines = app.stderr().splitlines()
        assert len(lines) == 1 and lines[0].startswith("kinetic: no sound"), lines
        assert unavailable["reason"] in lines[0], (unavailable, lines)
        assert not [e for e in app.events() if e["event"] == "sound.played"]
    finally:
        app.close()
