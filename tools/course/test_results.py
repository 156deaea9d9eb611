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
    skipped: list = field(default_factory=list)      # (name, reason)
    inner_skips: list = field(default_factory=list)  # (test, what was skipped in it, reason)

    @property
    def total(self):
        return self.passed + len(self.failed) + len(self.skipped)

    def lines(self):
        out = [summary_line(self.passed, len(self.failed), len(self.skipped))]
        for name in self.failed:
            out.append(f"  failed:  {name}")
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
