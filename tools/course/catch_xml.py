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
PRECISION_TAG = "[precision]"   # a precision-tier case (the ends of the double range); else core
_UNPRINTABLE = "{?}"      # Catch2's expansion of a value it cannot print


def N_(message):
    """Marks @p message for the course's catalog (course/language.py's N_: this module is
    copied alone into the grader's box, so it imports nothing of the course)."""
    return message


# The words a failure line is made of, in English; a reader in another language passes them
# translated (catch_results.catch_words, through the course's catalog) to parse_xml.
WORDS = {
    "check": N_("{check} at {where}"),
    "that_is": N_("{line}, that is {expanded}"),
    "threw": N_("{line}, threw: {exception}"),
    "crashed": N_("crashed ({condition}) {site}"),
    "during": N_("during the check at {where}"),
    "exception": N_("threw an exception during the check at {where}: {exception}"),
    "failed_at": N_("failed at {where}: {text}"),
    "failed": N_("failed"),
}


class CaseResult:
    """One test case as the report gives it. A plain class, not a dataclass: the grader's
    report reader imports this module in every lesson's box, and `dataclasses` (with the
    `inspect` it loads) would be a quarter of that reader's CPU time."""

    def __init__(self, name, ok, reread="", failures=None, output="", output_cut=0,
                 crashed=False, precision=False):
        self.name, self.ok = name, ok
        self.precision = precision            # tagged [precision]: the second tier of checks
        self.crashed = crashed                # Catch2 reported a fatal signal in the case
        self.reread = reread                  # the README section named by a [reread:...] tag
        self.failures = list(failures or [])  # readable lines, first one most useful
        self.output = output                  # what the code printed during the case
        self.output_cut = output_cut          # bytes of it that were not kept

    def _fields(self):
        return (self.name, self.ok, self.reread, self.failures, self.output, self.output_cut,
                self.crashed, self.precision)

    def __eq__(self, other):
        return isinstance(other, CaseResult) and self._fields() == other._fields()

    def __repr__(self):
        return "CaseResult(" + ", ".join(repr(f) for f in self._fields()) + ")"


def _text(node):
    return (node.text or "").strip() if node is not None else ""


def _expression(node, words):
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
    line = words["check"].format(check=f"{kind}( {original} )", where=where)
    # A failed check of one boolean expands to "false" (to "true" for a _FALSE check): that
    # says nothing the failure does not.
    meaningful = expanded.replace(_UNPRINTABLE, "").strip(" =!<>&|") and \
        expanded not in ("true", "false")
    if expanded and expanded != original and meaningful:
        if len(expanded) > 300:
            expanded = expanded[:300] + " ..."
        line = words["that_is"].format(line=line, expanded=expanded)
    return line


def _failures(case, crash_site, words):
    """(readable lines for every failure of a test case, in order, without repeats; whether
    it crashed): a crash said @p crash_site (crash_site.describe) when known, else at Catch2's
    last check."""
    out, infos, crashed = [], [], False
    for node in case.iter():
        if node.tag == "Info":
            infos.append(_text(node))
        elif node.tag == "Expression":
            if node.get("success") == "false":
                line = _expression(node, words)
                exc = node.find("Exception")
                if exc is not None:
                    line = words["threw"].format(line=line, exception=_text(exc))
                out.append(" | ".join(infos + [line]))
            infos = []
        elif node.tag in ("Exception", "FatalErrorCondition", "Failure"):
            if node.tag == "Exception" and out and _text(node) in out[-1]:
                continue
            where = f"{os.path.basename(node.get('filename', '?'))}:{node.get('line', '?')}"
            if node.tag == "FatalErrorCondition":
                crashed = True
                line = words["crashed"].format(condition=_text(node), site=crash_site or
                                               words["during"].format(where=where))
            elif node.tag == "Exception":
                line = words["exception"].format(where=where, exception=_text(node))
            else:
                line = words["failed_at"].format(where=where, text=_text(node))
            out.append(" | ".join(infos + [line]))
            infos = []
    return list(dict.fromkeys(out)), crashed


def parse_xml(text, crash_site="", words=None):
    """Test cases from Catch2 XML, as far as the text goes (tolerates a truncated file); a
    crash said @p crash_site when known; the failures in @p words (WORDS, or a translation
    of theirs)."""
    words = {**WORDS, **(words or {})}
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
            failures, crashed = ([], False) if ok else _failures(node, crash_site, words)
            cases.append(CaseResult(node.get("name", "?"), ok, m.group(1) if m else "",
                                    [] if ok else (failures or [words["failed"]]),
                                    output=printed, crashed=crashed,
                                    precision=PRECISION_TAG in tags))
    except ET.ParseError:
        pass
    return cases
