"""Reading a Catch2 XML report: each test case, whether it passed, and its failures in words.

Catch2's XML reporter (in 2.x and 3.x alike) gives each TEST_CASE with its tags and its failed
expressions. A test program that crashes leaves the XML unfinished: the cases read up to the
crash are kept. Pure (the standard library's XML parser, no process): the grader copies this
file alone into its box to read a submission's reports there (grader/catch_reader.py).
"""

import os
import re
import xml.etree.ElementTree as ET

# A report may be a student's program's: no bracket inside the name, so that the searches
# from each "[reread:" never overlap (linear in the tags, which are cut to TAGS_CUT first).
_REREAD = re.compile(r"\[reread:([^\]\[]+)\]")
TAGS_CUT = 1000
_UNPRINTABLE = "{?}"      # Catch2's expansion of a value it cannot print
CRASHED = "crashed"       # how a failure line that is a crash begins (after its INFO)


class CaseResult:
    """One test case as the report gives it. A plain class, not a dataclass: the grader's
    report reader imports this module in every lesson's box, and `dataclasses` (with the
    `inspect` it loads) would be a quarter of that reader's CPU time."""

    def __init__(self, name, ok, reread="", failures=None, output="", output_cut=0):
        self.name, self.ok = name, ok
        self.reread = reread                  # the README section named by a [reread:...] tag
        self.failures = list(failures or [])  # readable lines, first one most useful
        self.output = output                  # what the code printed during the case
        self.output_cut = output_cut          # bytes of it that were not kept

    def _fields(self):
        return (self.name, self.ok, self.reread, self.failures, self.output, self.output_cut)

    def __eq__(self, other):
        return isinstance(other, CaseResult) and self._fields() == other._fields()

    def __repr__(self):
        return "CaseResult(" + ", ".join(repr(f) for f in self._fields()) + ")"


def _text(node):
    return (node.text or "").strip() if node is not None else ""


def _expression(node):
    """`CHECK( a == b ) at t.cpp:12, that is 1 == 2`, without Catch2's noise: CHECK_FALSE's
    negation written twice (`!(h.hit)`, `!true`) and expansions of values it cannot print."""
    kind = node.get("type", "CHECK")
    original = _text(node.find("Original"))
    expanded = _text(node.find("Expanded"))
    if kind.endswith("_FALSE"):
        if original.startswith("!(") and original.endswith(")"):
            original = original[2:-1]
        if expanded.startswith("!"):
            expanded = expanded[1:].strip()
            if expanded.startswith("(") and expanded.endswith(")"):
                expanded = expanded[1:-1]
    where = f"{os.path.basename(node.get('filename', '?'))}:{node.get('line', '?')}"
    line = f"{kind}( {original} ) at {where}"
    # A failed check of one boolean expands to "false" (to "true" for a _FALSE check): that
    # says nothing the failure does not.
    meaningful = expanded.replace(_UNPRINTABLE, "").strip(" =!<>&|") and \
        expanded not in ("true", "false")
    if expanded and expanded != original and meaningful:
        if len(expanded) > 300:
            expanded = expanded[:300] + " ..."
        line += f", that is {expanded}"
    return line


def _failures(case, crash_site=""):
    """Readable lines for every failure of a test case, in order, without repeats; a crash
    said @p crash_site (crash_site.describe) when known, else at Catch2's last check."""
    out, infos = [], []
    for node in case.iter():
        if node.tag == "Info":
            infos.append(_text(node))
        elif node.tag == "Expression":
            if node.get("success") == "false":
                line = _expression(node)
                exc = node.find("Exception")
                if exc is not None:
                    line += f", threw: {_text(exc)}"
                out.append(" | ".join(infos + [line]))
            infos = []
        elif node.tag in ("Exception", "FatalErrorCondition", "Failure"):
            if node.tag == "Exception" and out and _text(node) in out[-1]:
                continue
            where = f"{os.path.basename(node.get('filename', '?'))}:{node.get('line', '?')}"
            if node.tag == "FatalErrorCondition":
                line = f"{CRASHED} ({_text(node)}) {crash_site or 'during the check at ' + where}"
            elif node.tag == "Exception":
                line = f"threw an exception during the check at {where}: {_text(node)}"
            else:
                line = f"failed at {where}: {_text(node)}"
            out.append(" | ".join(infos + [line]))
            infos = []
    return list(dict.fromkeys(out))


def parse_xml(text, crash_site=""):
    """Test cases from Catch2 XML, as far as the text goes (tolerates a truncated file); a
    crash said @p crash_site when known."""
    parser = ET.XMLPullParser(events=("end",))
    cases = []
    try:
        # A lone surrogate (text decoded with surrogateescape) cannot be fed: it becomes "?".
        parser.feed(text.encode("utf-8", errors="replace").decode("utf-8"))
        for _event, node in parser.read_events():
            if node.tag != "TestCase":
                continue
            result = node.find("OverallResult")
            ok = result is not None and result.get("success") == "true"
            tags = node.get("tags", "")[:TAGS_CUT]
            m = _REREAD.search(tags)
            printed = "\n".join(t for t in (_text(result.find("StdOut")) if result is not None
                                            else "", _text(result.find("StdErr"))
                                            if result is not None else "") if t)
            cases.append(CaseResult(node.get("name", "?"), ok, m.group(1) if m else "",
                                    [] if ok else (_failures(node, crash_site) or ["failed"]),
                                    output=printed))
    except ET.ParseError:
        pass
    return cases
