"""The session: a plan (plan.py) made once, then every lesson of every submission run in a
box of its own (run.py) and judged (judge.py), a few at a time. A failure of the grader's own
on one lesson (an I/O error, a bug) makes that lesson not graded, never the student's, and is
said (Session.grader_errors); what a submission's bytes make the judge raise (grades.DATA_ERRORS)
is that submission's failed check (judge.unreadable).

The lessons share one process, so one lesson's Python work holds the interpreter lock that
the others' threads need to feed and drain their boxes' pipes: a long parse of one student's
bytes would cost other students' boxes their time limits. So no work on a submission's bytes
is long: every reading of them is cut to a fixed size and linear (course.compare, course.build,
judge.explain; grader/tests/test_fuzz.py), and
each lesson's own CPU on the trusted side is measured (LessonGrade.grader_cpu,
grader/bench/attack_cost.py). grader/tests/test_freeze.py grades a submission that froze the
grader before this, first, and good ones after it, two at a time."""

import os
import signal
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from . import plan as plans
from . import host_side, sandbox, shown
from .grades import Grade, not_graded
from .judge import judge
from .run import run_lesson


class Session:
    """Use as a context manager (its scratch folder, where the boxes are, is removed after);
    make() the plan, then grade_many()."""

    def __init__(self, root, lesson_ids=None, feedback=True, keep_files=False, log=print):
        self.root = root
        self.lesson_ids = lesson_ids
        self.feedback = feedback
        self.keep_files = keep_files
        self.log = log
        self.plan = None
        self.scratch_root = None
        self.grader_errors = []
        self._counter = 0
        self._lock = threading.Lock()

    STOPPING_SIGNALS = (signal.SIGTERM, signal.SIGINT)

    def __enter__(self):
        self.scratch_root = tempfile.mkdtemp(prefix="course-grade-")
        os.chmod(self.scratch_root, 0o711)
        self._handlers = {}
        if threading.current_thread() is threading.main_thread():
            for sig in self.STOPPING_SIGNALS:
                self._handlers[sig] = signal.signal(sig, self._stopped)
        return self

    def __exit__(self, *exc):
        for sig, handler in self._handlers.items():
            signal.signal(sig, handler)
        if self.scratch_root:
            host_side.remove_tree(self.scratch_root)

    def _stopped(self, signum, frame):
        """SIGTERM or SIGINT: every run ends, every box and the session's folder (its boxes,
        the link kit, the views) are removed, then the grader dies of the signal, as it would
        have without this. Nothing is left in TMPDIR; the workers' threads die with it."""
        for sig in self.STOPPING_SIGNALS:
            signal.signal(sig, signal.SIG_IGN)        # a second signal waits for this one
        sandbox.stop_every_box()
        if self.scratch_root:
            host_side.remove_tree(self.scratch_root)
        signal.signal(signum, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [signum])
        os.kill(os.getpid(), signum)

    def prepare(self):
        """Makes the plan; raises plan.GraderBroken with every reason it cannot."""
        self.plan = plans.make(self.root, self.lesson_ids, self.scratch_root, self.feedback,
                               self.keep_files, self.log)
        return self.plan

    def new_box(self, tag):
        with self._lock:
            self._counter += 1
            n = self._counter
        return sandbox.Box(os.path.join(self.scratch_root, f"{n:05d}-{tag}"),
                           host_side.private_uid())

    def grade_lesson(self, folder, lp, layout):
        """The LessonGrade of one lesson of a submission: run in a box of its own, judged."""
        start = time.thread_time()      # this thread's CPU: the lesson's trusted work
        box = self.new_box(lp.id)
        try:
            run = run_lesson(self.plan, lp, folder, layout, box)
        finally:
            box.remove()
        run.leftovers = list(box.leftovers)
        lg = judge(self.plan, lp.id, run)
        lg.grader_cpu = time.thread_time() - start
        return lg

    def grade_many(self, submissions, jobs, on_done=None):
        """Grades [(student, folder, grades.Layout)] with @p jobs lessons at a time; returns
        Grades in the same order. @p on_done(grade) is called as each submission finishes."""
        lessons = self.plan.lessons
        grades = [Grade(s) for s, _, _ in submissions]
        remaining = [len(lessons)] * len(submissions)
        starts = [None] * len(submissions)
        lock = threading.Lock()

        def task(i, lp):
            student, folder, layout = submissions[i]
            with lock:
                starts[i] = starts[i] or time.monotonic()
            try:
                lg = self.grade_lesson(folder, lp, layout)
            except Exception as e:  # the grader's own failure: one lesson, never the batch
                lg = not_graded(lp.id, lp.checks, shown.one_line(
                    f"the grader failed on this lesson: {e!r}"))
                with lock:
                    self.grader_errors.append(f"{shown.name(student)}, {lp.id}: {e!r}")
            with lock:
                grades[i].lessons.append(lg)
                remaining[i] -= 1
                finished = remaining[i] == 0
            if finished:
                order = [l.id for l in lessons]
                grades[i].lessons.sort(key=lambda g: order.index(g.lesson_id))
                grades[i].seconds = time.monotonic() - starts[i]
                if on_done:
                    on_done(grades[i])

        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = [pool.submit(task, i, lp) for i in range(len(submissions))
                       for lp in lessons]
            for f in futures:
                f.result()
        if not lessons and on_done:
            for g in grades:
                on_done(g)
        return grades
