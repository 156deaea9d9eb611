"""Where a test program crashed, in the course's own files: the function that crashed, the call
in the tests that led to it, and the test's line, read from the stack that the course's Catch2
listener writes when the program dies of a signal (tools/catch_listener.cpp).

Catch2 names only the last check that began, which is not where a call made outside any check
crashed (`Vec2 ab = penetration(a, b);` in a test helper). The listener gives each frame as an
offset in the program's file ("-" for a library's frame, and the first of those is the signal's
own); addr2line turns them into functions and lines, inlined calls included.
"""

import os
import re
import shutil
import subprocess

from .language import COURSE

_ = COURSE.gettext

_FRAME = re.compile(r"^(0x[0-9a-f]+|-)$")
_ADDRESS = re.compile(r"^0x[0-9a-f]+$")
TESTS = (os.sep + "tests" + os.sep, os.sep + os.path.join("lessons", "common") + os.sep)


def parse_frames(text):
    """The frames of a listener's mark ("0x1d603,-,0x1f25a"): offsets, None for a library's;
    [] when the text is not such a list."""
    parts = text.split(",")
    if not all(_FRAME.match(p) for p in parts):
        return []
    return [None if p == "-" else int(p, 16) for p in parts]


def _signal_split(frames):
    """The frames from the one the signal interrupted outwards (the handler's frames, which
    come first, left out): a library's frame marks the signal's return into the kernel."""
    gap = next((k for k, f in enumerate(frames) if f is None), None)
    if gap is None:
        return [], []
    return frames[gap + 1:gap + 2], frames[gap + 2:]


def source_frames(exe, frames):
    """(function, file, line) of each frame of the program @p exe from the crash outwards,
    inlined calls included, the innermost first; [] when addr2line cannot say."""
    interrupted, callers = _signal_split(frames)
    addresses = [f for f in interrupted if f is not None] + \
        [f - 1 for f in callers if f is not None]
    if not addresses or not shutil.which("addr2line"):
        return []
    try:
        run = subprocess.run(["addr2line", "-a", "-C", "-f", "-i", "-e", exe,
                              *[hex(a) for a in addresses]],
                             capture_output=True, text=True, errors="replace", timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return []
    out, lines = [], run.stdout.splitlines()
    k = 0
    while k < len(lines):
        if _ADDRESS.match(lines[k]):
            k += 1
            continue
        function = lines[k]
        where = lines[k + 1] if k + 1 < len(lines) else "??:0"
        k += 2
        path, _, line = where.partition(" ")[0].rpartition(":")
        if path and path != "??" and line.isdigit():
            out.append((function.split("(")[0], path, int(line)))
    return out


def describe(exe, frames):
    """Where the crash happened, in words ("in collide::penetration (aabb.cpp:19), called at
    aabb_checks.hpp:27 from test_penetration.cpp:16"), or "" when the stack does not say."""
    known = [f for f in source_frames(exe, frames) if os.sep + "lessons" + os.sep in f[1]
             or os.sep + "solutions" + os.sep in f[1]]
    tests = [f for f in known if any(t in f[1] for t in TESTS)]
    if not known or not tests:
        return ""
    at = lambda f: f"{os.path.basename(f[1])}:{f[2]}"  # noqa: E731
    crash, call, origin = known[0], tests[0], tests[-1]
    text = _("in {function} ({where}), called at {call}").format(
        function=crash[0], where=at(crash), call=at(call)) if crash is not call \
        else _("at {call}").format(call=at(call))
    if origin is not call:
        text += _(" from {origin}").format(origin=at(origin))
    return text
