"""What `./course test` says at its end: `N passed, M failed, K skipped`, then every skip with
its reason, so that a skipped check never reads as a passed one.

CTest's JUnit file (`ctest --output-junit`, CMake 3.21 and later) gives each test's status and
output; with an older CTest the status lines of its output are read instead, and a skip's
reason is then the test's name only.
"""

import os
import re
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

_STATUS = re.compile(r"^\s*\d+/\d+ Test\s+#\d+: (\S+) \.*\s*(\*\*\*)?(.+?)\s+[\d.]+ sec\s*$",
                     re.MULTILINE)
# unittest -v: "test_x (module.Class.test_x) ... skipped 'why'", with the first line of the
# test's docstring, when it has one, on a line of its own before the three dots.
_UNITTEST_SKIP = re.compile(r"^(test\w*) \([^)\n]*\)(?:\n[^\n]*?)? \.\.\. skipped (['\"])(.*)\2$",
                            re.MULTILINE)
REASON_WIDTH = 400
FAILURE_WIDTH = 300       # characters of a failed test's first failing assertion in the summary


# The closing line of `./course test`, which scripts read: one word and a colon, then counts.
SUMMARY = re.compile(r"^course: (\d+) passed, (\d+) failed, (\d+) skipped$", re.M)


def summary_line(passed, failed, skipped):
    return f"course: {passed} passed, {failed} failed, {skipped} skipped"


def closing_counts(output):
    """(passed, failed, skipped) of the last closing line in @p output, or None."""
    found = SUMMARY.findall(output)
    return tuple(int(n) for n in found[-1]) if found else None


@dataclass
class Summary:
    passed: int = 0
    failed: list = field(default_factory=list)       # names
    why: dict = field(default_factory=dict)          # a failed test's name: its first failure
    skipped: list = field(default_factory=list)      # (name, reason)
    inner_skips: list = field(default_factory=list)  # (test, what was skipped in it, reason)

    @property
    def total(self):
        return self.passed + len(self.failed) + len(self.skipped)

    def lines(self):
        out = [summary_line(self.passed, len(self.failed), len(self.skipped))]
        for name in self.failed:
            why = self.why.get(name)
            out.append(f"  failed:  {name}: {why}" if why else f"  failed:  {name}")
        for name, reason in self.skipped:
            out.append(f"  skipped: {name}: {reason}")
        if self.inner_skips:
            out.append("  not checked inside tests that passed:")
            for test, what, reason in self.inner_skips:
                out.append(f"    {test}, {what}: {reason}")
        return out


def ctest_writes_junit():
    """True when this CTest has --output-junit (CMake 3.21 and later)."""
    try:
        run = subprocess.run(["ctest", "--version"], capture_output=True, text=True)
    except OSError:
        return False
    m = re.search(r"version (\d+)\.(\d+)", run.stdout)
    return bool(m) and (int(m.group(1)), int(m.group(2))) >= (3, 21)


def _reason(output):
    """A skip's reason: what the skipped test printed, on one line."""
    text = " ".join(line.strip() for line in output.strip().splitlines() if line.strip())
    if len(text) > REASON_WIDTH:
        text = text[:REASON_WIDTH] + " ..."
    return text or "(it printed no reason)"


# The first failing assertion in a test's output, by the kinds of test the course runs:
# Python's unittest ("AssertionError: ...", after "FAIL: test_x (...)"), Catch2's console
# reporter ("file.cpp:12: FAILED:" then the expression and its expansion), and the course's
# own checkers, which say "FAIL: ..." or "error: ...", and CTest's own words for a program that
# is not there; otherwise the output's last line.
_UNITTEST_FAILED = re.compile(r"^(FAIL|ERROR): (test\w*) ")
_ASSERTION = re.compile(r"^\w*(Error|Exception)\b:?(.*)$")
_CATCH_FAILED = re.compile(r"^(\S+?:\d+): FAILED:\s*$")
_OWN_FAILURE = re.compile(r"^\s*(FAIL\b:?|error:|CMake Error|Unable to find executable)(.*)$")


def first_failure(output):
    """The first failing assertion of a failed test's @p output, on one line ("" for no
    output). Linear in the output: each line is looked at a bounded number of times."""
    lines = output.splitlines()
    for i, line in enumerate(lines):
        unittest_failed = _UNITTEST_FAILED.match(line)
        if unittest_failed:
            # Its traceback ends with the exception's line ("AssertionError: ...").
            for later in lines[i + 1:]:
                if _UNITTEST_FAILED.match(later) or later.startswith("Ran "):
                    break
                if _ASSERTION.match(later):
                    return _one_line(f"{unittest_failed.group(2)}: {later.strip()}")
            return _one_line(line)
        catch_failed = _CATCH_FAILED.match(line)
        if catch_failed:
            said = [l.strip() for l in lines[i + 1:i + 6] if l.strip() and not l.startswith("---")
                    and not l.startswith("===")]
            return _one_line(f"{catch_failed.group(1)}: " + " ".join(said))
        if _OWN_FAILURE.match(line):
            return _one_line(line.strip())
    last = next((line for line in reversed(lines) if line.strip()), "")
    return _one_line(last)


def _one_line(text):
    text = " ".join(text.split())
    return text[:FAILURE_WIDTH] + " ..." if len(text) > FAILURE_WIDTH else text


def _skipped_on_purpose(case):
    """A skip the test asked for (its skip return code, or disabled); a test that could not
    run at all (its program missing) is a failure."""
    skipped = case.find("skipped")
    message = skipped.get("message", "") if skipped is not None else ""
    return message.startswith(("SKIP_RETURN_CODE", "SKIP_REGULAR_EXPRESSION", "Disabled"))


def from_junit(path):
    """A Summary from CTest's JUnit file, or None when there is none to read."""
    try:
        tree = ET.parse(path)
    except (OSError, ET.ParseError):
        return None
    summary = Summary()
    for case in tree.getroot().iter("testcase"):
        name = case.get("name", "?")
        output = "".join(case.find("system-out").itertext()) \
            if case.find("system-out") is not None else ""
        status = case.get("status", "")
        if status == "run":
            summary.passed += 1
            summary.inner_skips += [(name, test, reason)
                                    for test, _q, reason in _UNITTEST_SKIP.findall(output)]
        elif status == "notrun" and _skipped_on_purpose(case):
            summary.skipped.append((name, _reason(output)))
        else:
            summary.failed.append(name)
            why = first_failure(output)
            if why:
                summary.why[name] = why
    return summary


def from_text(text):
    """A Summary from CTest's status lines (no reasons for skips)."""
    summary = Summary()
    for name, _stars, status in _STATUS.findall(text):
        if status == "Passed":
            summary.passed += 1
        elif status in ("Skipped", "Not Run (Disabled)"):
            summary.skipped.append((name, f"see ctest --test-dir build -R '^{name}$' -V"))
        else:
            summary.failed.append(name)
    return summary


def summarize(text, junit_path):
    summary = from_junit(junit_path) if junit_path and os.path.exists(junit_path) else None
    return summary if summary is not None else from_text(text)
