"""Running a lesson's Catch2 tests: a supervisor of the test program (its report is read by
catch_xml.py). A test program that crashes leaves the XML unfinished: the cases read up to the
crash are kept, and the crash is reported as a failure of its own.

The course's listener (tools/catch_listener.cpp) marks in the program's stdout where each test
case starts and ends. From those marks, as the program runs, this module knows which case is
running, stops a case that runs longer than its time limit (an endless loop) and names it, and
shows under each case what the student's code printed (printf, std::cout, stderr).
"""

import os
import re
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass

from .catch_xml import WORDS, CaseResult, parse_xml
from .crash_site import describe, parse_frames
from .language import COURSE, N_

_ = COURSE.gettext


def catch_words():
    """The words of a failure line (catch_xml.WORDS) in the wanted language, for parse_xml
    here and for the grader's reader in its box."""
    return {key: _(text) for key, text in WORDS.items()}
ENDED_EARLY = N_("ended early, with exit status {status}, before every case had run")

_MARK = re.compile(rb"\x1ecourse-case:(start|end|frames):([^\x1e]*)\x1e")
_FINISHED = re.compile(r"</Catch(2TestRun)?>\s*$")     # the XML report's last line (2.x, 3.x)
CASE_LIMIT = 10.0         # seconds one test case may run before it is stopped (a hang)
KEPT_OUTPUT = 8192        # bytes of a case's printed output that are kept
TERM_GRACE = 2.0          # seconds between SIGTERM (Catch2 finishes its report) and SIGKILL


@dataclass
class TestRun:
    cases: list
    crashed: str = ""          # a description of how the program died, if it did
    timed_out: bool = False
    running: str = ""          # the case that was running when it crashed or was stopped
    limit: float = 0.0         # the time limit that stopped it, in seconds
    output: str = ""           # what the program printed outside every test case

    @property
    def failing(self):
        return [c for c in self.cases if not c.ok]

    @property
    def complete(self):
        """True when the program ran every case it was asked to (no crash, no time-out)."""
        return not (self.crashed or self.timed_out)


def death(returncode):
    if returncode < 0:
        try:
            return _("crashed with {signal}").format(signal=signal.Signals(-returncode).name)
        except ValueError:
            return _("killed by signal {number}").format(number=-returncode)
    return ""


class _Printed:
    """Reads a test program's stdout (stderr merged in) while it runs. The listener's marks
    split it by test case; each case keeps its first KEPT_OUTPUT bytes. `last_event` is when
    a case last started or ended (a case running too long is a hang)."""

    def __init__(self, stream):
        self.by_case, self.cut = {}, {}
        self.current = ""          # the case running now ("" between cases)
        self.started = set()
        self.frames = []           # the stack when the program died of a signal (crash_site)
        self.last_event = time.monotonic()
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _text(self, data):
        if not data:
            return
        kept = self.by_case.setdefault(self.current, bytearray())
        room = KEPT_OUTPUT - len(kept)
        kept += data[:max(room, 0)]
        if len(data) > room:
            self.cut[self.current] = self.cut.get(self.current, 0) + len(data) - max(room, 0)

    def _read(self, stream):
        carry = b""
        while True:
            try:
                chunk = stream.read1(65536)
            except (OSError, ValueError):
                break
            if not chunk:
                break
            data, pos = carry + chunk, 0
            for m in _MARK.finditer(data):
                self._text(data[pos:m.start()])
                name = m.group(2).decode("utf-8", errors="replace")
                if m.group(1) == b"frames":
                    self.frames = parse_frames(name)
                elif m.group(1) == b"start":
                    self.current = name
                    self.started.add(name)
                else:
                    self.current = ""
                self.last_event = time.monotonic()
                pos = m.end()
            rest = data[pos:]
            sep = rest.rfind(b"\x1e")      # perhaps the first part of a mark
            if sep >= 0 and len(rest) - sep < 1024:
                self._text(rest[:sep])
                carry = rest[sep:]
            else:
                self._text(rest)
                carry = b""
        self._text(carry)

    def join(self, timeout):
        self._thread.join(timeout)

    def alive(self):
        return self._thread.is_alive()

    def text(self, name):
        return bytes(self.by_case.get(name, b"")).decode("utf-8", errors="replace").strip("\n")


def _watch(proc, printed, case_limit, timeout, exited, verdict):
    """Runs beside the program: stops it when a case has run for over @p case_limit seconds
    (or the whole program for over @p timeout), SIGTERM first (Catch2 then reports the running
    case and finishes its XML), SIGKILL to its process group TERM_GRACE seconds later."""
    start = time.monotonic()
    while not exited.wait(0.1):
        now = time.monotonic()
        if case_limit and now - printed.last_event > case_limit:
            verdict.update(limit=case_limit)
        elif now - start > timeout:
            verdict.update(limit=timeout)
        else:
            continue
        verdict["running"] = printed.current
        try:
            os.kill(proc.pid, signal.SIGTERM)
            if not exited.wait(TERM_GRACE):
                os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
        return


def run_tests(exe, cwd=None, timeout=120, extra_args=(), case_limit=CASE_LIMIT):
    """Runs a Catch2 test program and returns what every test case did. A case that runs
    over @p case_limit seconds (or a whole program over @p timeout) is stopped."""
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.xml")
        cmd = [exe, "-r", "xml", "-o", report, *extra_args]
        env = dict(os.environ, COURSE_CASE_MARKERS="1")
        proc = subprocess.Popen(cmd, cwd=cwd or tmp, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
                                start_new_session=True)
        printed = _Printed(proc.stdout)
        exited, verdict = threading.Event(), {}
        watchdog = threading.Thread(target=_watch, daemon=True,
                                    args=(proc, printed, case_limit, timeout, exited, verdict))
        watchdog.start()
        try:
            returncode = proc.wait()       # returns the moment the program ends
        finally:
            exited.set()
            watchdog.join()
            if proc.poll() is None:        # Ctrl-C: it is in a session of its own
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
            printed.join(0.5)
            if printed.alive():            # something it started still holds its stdout
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except OSError:
                    pass
                printed.join(5)
            proc.stdout.close()
        timed_out, limit = "limit" in verdict, verdict.get("limit", 0.0)
        running = verdict.get("running", "")
        text = ""
        if os.path.exists(report):
            with open(report, encoding="utf-8", errors="replace") as f:
                text = f.read()
        cases = parse_xml(text, describe(exe, printed.frames) if printed.frames else "",
                          catch_words())
        if not timed_out:
            fatal = [c for c in cases if c.crashed]
            running = fatal[-1].name if fatal else printed.current
        for case in cases:
            own = printed.text(case.name)
            case.output = "\n".join(t for t in (own, case.output) if t)
            case.output_cut = printed.cut.get(case.name, 0)
        crashed = "" if timed_out else death(returncode)
        if "<FatalErrorCondition" in text and not crashed and not timed_out:
            crashed = _("crashed (Catch2 caught a fatal signal)")
        if not crashed and not timed_out and not _FINISHED.search(text):
            # The program left before Catch2 finished its report: exit() or quick_exit() in
            # the code under test, or a report that could not be written.
            crashed = _(ENDED_EARLY).format(status=returncode)
        if (crashed or timed_out) and running and all(c.name != running for c in cases):
            cases.append(CaseResult(running, False, "", [_("it never finished")],
                                    printed.text(running), printed.cut.get(running, 0)))
        if timed_out and running:
            for case in cases:
                if case.name == running:     # Catch2 reported our SIGTERM as its failure
                    case.failures = [f"it ran for over {limit:g} s and was stopped: an endless "
                                     "loop, or far too much work"]
        return TestRun(cases, crashed, timed_out, running, limit, printed.text(""))


def list_cases(exe, spec="", cwd=None):
    """The names of the test cases of a Catch2 program (matching @p spec), in order, or None
    when the program cannot list them."""
    for flags in (["--list-test-names-only"], ["--list-tests", "--verbosity", "quiet"]):
        try:
            run = subprocess.run([exe, *flags, *([spec] if spec else [])], cwd=cwd,
                                 capture_output=True, text=True, errors="replace", timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            return None
        if run.returncode >= 0 and "Unrecognised token" not in run.stdout + run.stderr:
            return [line.strip() for line in run.stdout.splitlines() if line.strip()]
    return None


def spec_for(name):
    """A command-line test spec that selects exactly the case @p name (Catch2 reads commas,
    brackets and a few other characters in a spec; a backslash makes each one literal)."""
    return "".join("\\" + ch if ch in ',[]"~*\\' else ch for ch in name)
