"""The pictures of the docs' pages: a lesson's pictures at their own size or enlarged by a whole
factor (pixelated, so that exact pixels stay exact), and the lesson map's thumbnails."""

import struct

THUMB = 128     # the lesson map's picture box, in pixels


def html_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def attr_escape(text):
    return html_escape(text).replace('"', "&quot;")


def png_size(path):
    """(width, height) of a PNG file, or None when it is not one."""
    try:
        with open(path, "rb") as f:
            head = f.read(24)
    except OSError:
        return None
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def shown_size(natural, wanted):
    """The size a picture is shown at: at most `wanted` wide, enlarged only by a whole factor
    (so every pixel becomes a k x k square); returns (width, height, factor)."""
    w0, h0 = natural
    if not wanted or wanted == w0 or w0 == 0:
        return w0, h0, 1
    if wanted > w0:
        k = wanted // w0
        return k * w0, k * h0, k
    return wanted, max(1, round(h0 * wanted / w0)), 1


def picture_tag(src, alt, natural, wanted=None, css="lesson-picture"):
    """An <img> at its shown size. An enlarged one is pixelated, and on a screen too narrow for
    it course.css steps its factor down (--natural is its own width)."""
    if natural is None:
        return f'<img src="{src}" alt="{attr_escape(alt)}" class="{css}">'
    w, h, k = shown_size(natural, wanted)
    extra = f' pixelated" style="--natural: {natural[0]}px; --shown: {w}px' if k > 1 else ""
    return (f'<img src="{src}" alt="{attr_escape(alt)}" width="{w}" height="{h}" '
            f'class="{css}{extra}">')


def thumbnail_tag(src, alt, natural):
    """The lesson map's picture: a small one enlarged by a whole factor, a large one shrunk."""
    if natural is None:
        return f'<img src="{src}" alt="{attr_escape(alt)}" class="thumb">'
    w0, h0 = natural
    if max(w0, h0) <= THUMB:
        k = THUMB // max(w0, h0)
        return picture_tag(src, alt, natural, k * w0, css="thumb")
    scale = THUMB / max(w0, h0)
    return (f'<img src="{src}" alt="{attr_escape(alt)}" width="{round(w0 * scale)}" '
            f'height="{round(h0 * scale)}" class="thumb">')
