"""Showing untrusted text: file names, compiler messages, what a student's program printed.

Every byte that came from a submission is data. Before it reaches a report (terminal,
results.json, CSV, HTML) it goes through one of these: control characters, line breaks,
undecodable bytes (Python keeps them as surrogates) and other unprintable characters become
visible escapes (\\n, \\x1b, \\xff), and the text is cut to a fixed length. The result is plain
printable text that any encoder writes and that cannot start a line of its own.
"""

NAME_CUT = 80         # characters of a file or student name
EXCERPT_CUT = 200     # characters of one line of a message quoted from a student's process
LINES_CUT = 8         # lines of such a message


def _escape(ch, backslash=True):
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:             # an undecodable byte, kept by surrogateescape
        return f"\\x{code - 0xDC00:02x}"
    if ch == "\\":
        return "\\\\" if backslash else ch
    if ch.isprintable() and not (0xD800 <= code <= 0xDFFF):
        return ch
    if code < 0x100:
        return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(ch, f"\\x{code:02x}")
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def one_line(text, cut=EXCERPT_CUT):
    """@p text (str or bytes) as one printable line of at most about @p cut characters."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="surrogateescape")
    out, n = [], 0
    for ch in text:
        if n >= cut:
            out.append("...")
            break
        e = _escape(ch)
        out.append(e)
        n += len(e)
    return "".join(out)


def name(text):
    """A file or student name, escaped and cut."""
    return one_line(text, NAME_CUT)


def lines(text, count=LINES_CUT, cut=EXCERPT_CUT):
    """The first @p count lines of @p text, each made printable and cut."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="surrogateescape")
    got = text.splitlines()
    out = [one_line(l, cut) for l in got[:count]]
    if len(got) > count:
        out.append(f"[{len(got) - count} more lines not shown]")
    return out


def clean(text):
    """Text made by the grader that may embed untrusted parts already escaped: any character
    that still cannot be written (a lone surrogate) is escaped too. Line breaks are kept."""
    return "\n".join("".join(_escape(ch, backslash=False) for ch in l)
                     for l in str(text).split("\n"))


def file_stem(text):
    """A name made safe as a file name ([A-Za-z0-9._-]), and distinct for distinct names: a
    name that had to change gets a short digest of the original."""
    import hashlib
    safe = "".join(ch if (ch.isascii() and ch.isalnum()) or ch in "-_." else "_"
                   for ch in text)[:NAME_CUT].lstrip(".") or "_"
    if safe == text:
        return safe
    raw = text.encode("utf-8", errors="surrogateescape")
    return f"{safe}-{hashlib.sha256(raw).hexdigest()[:10]}"
