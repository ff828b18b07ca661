"""End-to-end tests of pictures remembered from a Crossfade drop that are now too large or damaged: the app opens
at once with the built-in artwork, says so in one line, and forgets the picture."""
import os
import plistlib
import struct
import tempfile
import zlib

from kinetic_e2e import App

STATE = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict><key>crossfadeImagePaths</key><array><string>{}</string></array></dict></plist>"""


def solid_png(path, width, height):
    """A real, valid solid-colour PNG, streamed so the test never holds the pixels."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        compressor, row, data = zlib.compressobj(6), b"\x00" + b"\x46\x82\xb4" * width, bytearray()
        for _ in range(height):
            data += compressor.compress(row)
        data += compressor.flush()
        f.write(chunk(b"IDAT", bytes(data)) + chunk(b"IEND", b""))


def launch_remembering(binary, make_picture, name):
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-")
    picture = os.path.join(folder, name)
    make_picture(picture)
    config = os.path.join(folder, "config")
    os.makedirs(config)
    with open(os.path.join(config, "state.plist"), "w") as f:
        f.write(STATE.format(picture))
    return App(binary, "--tab", "crossfade", config_dir=config), picture, config


def check_forgotten(app, picture, config, reason):
    forgotten = app.wait_for_event("crossfade.image.forgotten")
    assert forgotten["slot"] == 0 and forgotten["path"] == picture and forgotten["reason"] == reason, forgotten
    assert app.find("crossfade.image")["value"] == "tower-dusk.svg"
    assert app.quit() == 0
    lines = app.stderr().splitlines()
    assert len(lines) == 1, lines  # ours only: no decoder chatter
    assert lines[0].startswith(f"kinetic: forgetting the remembered Crossfade picture {picture}: "), lines
    with open(os.path.join(config, "state.plist"), "rb") as f:
        assert picture not in [p for p in plistlib.load(f).get("crossfadeImagePaths", []) if p], "still remembered"


def test_a_remembered_16000_px_picture_opens_at_once_and_is_forgotten(binary):
    app, picture, config = launch_remembering(binary, lambda p: solid_png(p, 16000, 16000), "huge.png")
    try:
        ready = app.wait_for_event("app.ready")
        assert ready["frame_ms"] < 10_000, ready  # the decode once took 19 s before the first frame
        check_forgotten(app, picture, config, "too_large")
    finally:
        app.close()


def test_a_remembered_damaged_picture_is_forgotten(binary):
    def damaged(path):
        solid_png(path, 64, 64)
        with open(path, "r+b") as f:
            f.truncate(60)
    app, picture, config = launch_remembering(binary, damaged, "cut.png")
    try:
        check_forgotten(app, picture, config, "corrupt")
    finally:
        app.close()
