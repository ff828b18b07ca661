"""Writes a solid-colour RGB PNG of W x H streamed through zlib (no full image in memory)."""
import struct, sys, zlib
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
def write(path, w, h, rgb=(70, 130, 180)):
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        z = zlib.compressobj(6)
        row = b"\x00" + bytes(rgb) * w
        out = bytearray()
        for y in range(h):
            out += z.compress(row)
            if len(out) > 1 << 20:
                f.write(chunk(b"IDAT", bytes(out))); out.clear()
        out += z.flush()
        f.write(chunk(b"IDAT", bytes(out)))
        f.write(chunk(b"IEND", b""))
if __name__ == "__main__":
    write(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
