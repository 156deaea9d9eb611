"""Running a lesson's Catch2 tests and reading what each test case did.

Catch2's XML reporter (in 2.x and 3.x alike) gives each TEST_CASE with its tags and its failed
expressions. A test program that crashes leaves the XML unfinished: the cases read up to the
crash are kept, and the crash is reported as a failure of its own.
"""

import os
import re
import signal
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

_REREAD = re.compile(r"\[reread:([^\]]+)\]")


@dataclass
class CaseResult:
    name: str
    ok: bool
    reread: str = ""                       # the README section named by a [reread:...] tag
    failures: list = field(default_factory=list)   # readable lines, first one most useful


@dataclass
class TestRun:
    cases: list
    crashed: str = ""          # a description of how the program died, if it did
    timed_out: bool = False

    @property
    def failing(self):
        return [c for c in self.cases if not c.ok]


def _text(node):
    return (node.text or "").strip() if node is not None else ""


def _failures(case):
    """Readable lines for every failure of a test case, in order, without repeats."""
    out, infos = [], []
    for node in case.iter():
        if node.tag == "Info":
            infos.append(_text(node))
        elif node.tag == "Expression":
            if node.get("success") == "false":
                where = f"{os.path.basename(node.get('filename', '?'))}:{node.get('line', '?')}"
                original = _text(node.find("Original"))
                expanded = _text(node.find("Expanded"))
                line = f"{node.get('type', 'CHECK')}( {original} ) at {where}"
                if expanded and expanded != original:
                    line += f", that is {expanded}"
                exc = node.find("Exception")
                if exc is not None:
                    line += f", threw: {_text(exc)}"
                out.append(" | ".join(infos + [line]))
            infos = []
        elif node.tag in ("Exception", "FatalErrorCondition", "Failure"):
            if node.tag == "Exception" and out and _text(node) in out[-1]:
                continue
            where = f"{os.path.basename(node.get('filename', '?'))}:{node.get('line', '?')}"
            out.append(" | ".join(infos + [f"{node.tag} at {where}: {_text(node)}"]))
            infos = []
    seen, unique = set(), []
    for line in out:
        if line not in seen:
            seen.add(line)
            unique.append(line)
    return unique


def parse_xml(text):
    """Test cases from Catch2 XML, as far as the text goes (tolerates a truncated file)."""
    parser = ET.XMLPullParser(events=("end",))
    cases = []
    try:
        parser.feed(text)
        for _event, node in parser.read_events():
            if node.tag != "TestCase":
                continue
            result = node.find("OverallResult")
            ok = result is not None and result.get("success") == "true"
            tags = node.get("tags", "")
            m = _REREAD.search(tags)
            cases.append(CaseResult(node.get("name", "?"), ok, m.group(1) if m else "",
                                    [] if ok else (_failures(node) or ["failed"])))
    except ET.ParseError:
        pass
    return cases


def _death(returncode):
    if returncode < 0:
        try:
            return f"crashed with {signal.Signals(-returncode).name}"
        except ValueError:
            return f"killed by signal {-returncode}"
    return ""


def run_tests(exe, cwd=None, timeout=120, extra_args=()):
    """Runs a Catch2 test program and returns what every test case did."""
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.xml")
        cmd = [exe, "-r", "xml", "-o", report, *extra_args]
        try:
            run = subprocess.run(cmd, cwd=cwd or tmp, capture_output=True, text=True,
                                 timeout=timeout, errors="replace")
            returncode, timed_out = run.returncode, False
        except subprocess.TimeoutExpired:
            returncode, timed_out = 0, True
        text = ""
        if os.path.exists(report):
            with open(report, encoding="utf-8", errors="replace") as f:
                text = f.read()
        cases = parse_xml(text)
        crashed = _death(returncode)
        if "<FatalErrorCondition" in text and not crashed:
            crashed = "crashed (Catch2 caught a fatal signal)"
        return TestRun(cases, crashed, timed_out)
