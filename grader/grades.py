"""A grade as a value: what the judge (judge.py) makes of a lesson's run, complete before any
reporter (grader/reporters/) sees it. Every state is an enum or a field, never a message's
words: a message can be reworded without changing a score."""

import enum
from dataclasses import dataclass, field


class Tier(enum.Enum):
    """A check's tier: CORE holds the lesson's algorithm and conventions on inputs of sane size;
    PRECISION the ends of the double range (subnormals, overflow, signed zeros where they are
    not the lesson's subject), which the chapter's Precision aside teaches. A check declares
    its tier in grading.py (declare.test(..., tier=...)); a grade keeps it with each check."""
    CORE = "core"
    PRECISION = "precision"


TIERS = (Tier.CORE, Tier.PRECISION)     # the order every report shows them in


def tier_of(check):
    """The Tier of a declared check or a CheckInfo (CORE for one that names none)."""
    return getattr(check, "tier", None) or Tier.CORE


class Status(enum.Enum):
    """How far a lesson's grading went; its value is the word the reports show."""
    OK = "ok"                            # graded (whatever the score)
    MISSING = "missing"                  # the submission has nothing for it
    BAD_FILES = "bad files"              # a link, a folder, a file too large where a file is
    COMPILE_ERROR = "compile error"
    REFUSED_OBJECT = "refused object"    # an object file that is not plain C++ (objects.py)
    LINK_ERROR = "link error"
    TIMED_OUT = "timed out"              # graded; some call or the driver ran over its time
    CRASHED = "crashed"                  # graded; some call crashed
    GRADER_ERROR = "grader error"        # the grader failed on it: not graded


class Layout(enum.Enum):
    """Where a submission keeps the student files."""
    COURSE = "course"          # a copy of the course: lessons/NN-name/starter/
    FLAT = "flat"              # the files at the folder's top (an upload of single files)
    REFERENCE = "reference"    # solutions/NN-name/ (the course's own reference)


class Failure(enum.Enum):
    """Why a call gave no answer."""
    TIMED_OUT = "timed out"          # the probe ran over its time limit during this call
    CRASHED = "crashed"              # it died of a signal
    STOPPED = "stopped"              # it exited instead of returning from the call
    NOT_RUN = "not run"              # earlier calls failed: this one was not tried
    AFTER_HANG = "not run after a hang"   # its function ran over its time limit on an
                                          # earlier call: it is not called again


# What Python raises on data it cannot read: a number too long for int(), a float that
# overflows, text that does not decode (UnicodeError is a ValueError), a structure nested too
# deep. Raised while a submission's bytes are judged, it is that check's failure, said to the
# student (judge.unreadable), never "grader error": the grader's own faults (its disk, its
# input and output, a box it cannot make) are other exceptions, and stay the grader's.
DATA_ERRORS = (ValueError, ArithmeticError, RecursionError)


@dataclass
class CallProblem:
    kind: Failure
    text: str


@dataclass
class CheckInfo:
    """What a report shows of a declared check (declare.Check has the same fields)."""
    lesson: str
    points: float
    title: str
    kind: object                   # declare.CheckKind
    file: str = ""
    hidden: bool = False
    tier: Tier = Tier.CORE


@dataclass
class FailedCase:
    """A failed visible case as a report shows it: the call in words, why, and its picture."""
    label: str
    call: str                       # the call, described (its arguments)
    why: str
    words: str = ""                 # the answers in words (sketch.labels)
    picture: bytes = None           # the case drawn (PNG), when the run drew it


@dataclass
class CheckResult:
    check: object                   # a declare.Check, or a CheckInfo read back from a file
    score: float
    message: str = ""                             # first useful line ("" when passed)
    details: list = field(default_factory=list)
    cases: list = field(default_factory=list)     # FailedCase, of a failed visible check
    files: dict = field(default_factory=dict)     # output checks: expected/produced/diff bytes
    graded: bool = True                           # False: the grader failed on this check

    @property
    def ok(self):
        if self.check.points <= 0:     # a tier weighted 0 (declare.tier_weights): no points,
            return self.graded and not self.message     # and a failure always says why
        return self.score >= self.check.points

    @property
    def tier(self):
        return tier_of(self.check)


class _Tiered:
    """The score and maximum of one tier (Tier) of what has `checks` or `lessons`."""

    def tier_score(self, tier):
        return sum(c.score for c in self._checks() if c.tier is tier)

    def tier_max(self, tier):
        return sum(c.check.points for c in self._checks() if c.tier is tier)

    def tiers(self):
        """[(tier, score, maximum)] of the tiers that have checks, core first."""
        return [(t, self.tier_score(t), self.tier_max(t)) for t in TIERS
                if any(c.tier is t for c in self._checks())]


@dataclass
class LessonGrade(_Tiered):
    lesson_id: str
    checks: list = field(default_factory=list)
    status: Status = Status.OK
    problems: list = field(default_factory=list)   # lines about why the lesson scored 0
    notes: list = field(default_factory=list)
    feedback: list = None      # [catch_xml.CaseResult] of the lesson's Catch2 tests, if run
    feedback_note: str = ""
    untouched: bool = False    # the student's files are the course's starter, byte for byte
    grading_digest: str = ""   # the course files it was graded against (regrade.py), if known
    # CPU seconds the grader's own process spent on it (its thread: the run's Python side and
    # the judge; not the box's processes): what one submission's bytes cost the trusted side.
    grader_cpu: float = 0.0

    @property
    def grader_failed(self):
        """The grader failed on it: not graded."""
        return self.status is Status.GRADER_ERROR

    def _checks(self):
        return self.checks

    @property
    def score(self):
        return sum(c.score for c in self.checks)

    @property
    def max_score(self):
        return sum(c.check.points for c in self.checks)


@dataclass
class Grade(_Tiered):
    student: str
    lessons: list = field(default_factory=list)
    seconds: float = 0.0

    @property
    def score(self):
        return sum(l.score for l in self.lessons)

    @property
    def max_score(self):
        return sum(l.max_score for l in self.lessons)

    @property
    def grader_failed(self):
        """The grader failed on some lesson: this grade is not the submission's."""
        return any(l.grader_failed for l in self.lessons)

    def _checks(self):
        return [c for l in self.lessons for c in l.checks]

    @property
    def status(self):
        """The submission's state in one line (the gradebook's status column, in English: it
        is data; a report words status_facts in its reader's language)."""
        return "; ".join(f"{what.value} in {ids}" if isinstance(what, Status) else
                         f"{what} {ids}".strip() for what, ids in self.status_facts()) or "ok"

    def status_facts(self):
        """[(what, lessons)] that make the status: a lesson's Status with its number, then
        "missing" and "not started" (the course's starter, byte for byte) with the numbers of
        theirs, or ("no files", "") alone; [] when all is well."""
        if self.lessons and all(l.status is Status.MISSING for l in self.lessons):
            return [(NO_FILES, "")]
        facts = [(l.status, l.lesson_id[:2]) for l in self.lessons
                 if l.status not in (Status.OK, Status.MISSING)]
        for what, lessons in ((MISSING, [l for l in self.lessons
                                         if l.status is Status.MISSING]),
                              (NOT_STARTED, [l for l in self.lessons if l.untouched])):
            if lessons:
                facts.append((what, ",".join(l.lesson_id[:2] for l in lessons)))
        return facts


NO_FILES, MISSING, NOT_STARTED = "no files", "missing", "not started"


def zero(lesson_id, checks, status, problems, **facts):
    """A lesson that scored 0 before its checks could run: every check failed with the first
    problem."""
    return LessonGrade(lesson_id, [CheckResult(c, 0, problems[0]) for c in checks], status,
                       problems, **facts)


def not_graded(lesson_id, checks, problem):
    """A lesson the grader failed on: no score of the submission's."""
    return LessonGrade(lesson_id, [CheckResult(c, 0, "not graded: grader error", graded=False)
                                   for c in checks], Status.GRADER_ERROR, [problem])
