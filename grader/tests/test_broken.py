"""A broken grader says so: it stops with a message and a non-zero exit before grading anyone,
and the results it writes say it failed, with the full maximum (never a smaller one).

Broken here: a build folder configured for another checkout, a reference probe that answers
differently from its declaration, hidden cases that are missing. (run_autograder's own
fallback, and the rebuild of a foreign build folder, are in test_gradescope.py.) And a grader
stopped by SIGTERM or SIGINT leaves nothing behind."""

import glob
import os
import shutil
import signal
import subprocess
import sys
import time
import unittest
from unittest import mock

from grader.tests import helpers
from grader import declare, host_side  # noqa: E402
from grader.plan import GraderBroken  # noqa: E402
from grader.reporters import gradescope  # noqa: E402
from grader.session import Session  # noqa: E402


class BrokenGrader(unittest.TestCase):
    def setUp(self):
        self.lessons = helpers.existing(["00-check", "01-aabb"])
        if len(self.lessons) != 2:
            self.skipTest("needs lessons 00 and 01")
        self.work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, self.work, True)

    def full(self, ids):
        return sum(c.points for c in helpers.checks() if c.lesson in ids)

    def test_a_build_of_another_checkout_stops_the_grader(self):
        build = os.path.join(self.work, "build")
        os.makedirs(build)
        with open(os.path.join(build, "CMakeCache.txt"), "w") as f:
            f.write("CMAKE_HOME_DIRECTORY:INTERNAL=/elsewhere/another-course\n")
        results = os.path.join(self.work, "results.json")
        with mock.patch.dict(os.environ, {"COURSE_BUILD_DIR": build,
                                          "COURSE_GRADER_NO_BUILD": "1"}):
            status, text = helpers.run_course("grade", "--reference", "--lessons", "00,01",
                                              "--results", results)
        print(text)
        self.assertEqual(status, 1)
        self.assertNotIn("Traceback", text)
        self.assertIn("configured for another checkout (/elsewhere/another-course)", text)
        self.assertIn("nothing was graded", text)
        data = helpers.read_json(results)
        self.assertEqual(data["score"], 0)
        self.assertEqual(data["max_score"], self.full(["00-check", "01-aabb"]))
        self.assertEqual(sum(t["max_score"] for t in data["tests"]), data["max_score"])
        self.assertTrue(all(t["status"] == "failed" and "could not grade" in t["output"]
                            for t in data["tests"]))

    def test_a_probe_that_disagrees_with_its_declaration_stops_the_grader(self):
        overlap = helpers.function("overlap")
        wrong = declare.struct("Wrong", overlap=declare.boolean, extra=declare.integer)
        with mock.patch.object(overlap, "result", wrong), \
                Session(helpers.ROOT, ["01-aabb"], log=lambda m: None) as session:
            with self.assertRaises(GraderBroken) as got:
                session.prepare()
        self.assertIn("the probe and the declaration disagree", str(got.exception))

    def test_missing_hidden_cases_stop_the_grader(self):
        with mock.patch.object(helpers.grading("01-aabb"), "hidden", None), \
                Session(helpers.ROOT, ["01-aabb"], log=lambda m: None) as session:
            with self.assertRaises(GraderBroken) as got:
                session.prepare()
        self.assertIn("solutions/01-aabb/hidden.py is missing", str(got.exception))

    def test_a_grading_that_cannot_load_stops_the_grader(self):
        from grader import gradings
        with mock.patch.object(gradings, "load", side_effect=gradings.NotLoaded(
                "solutions/01-aabb/grading.py cannot be loaded: SyntaxError()")), \
                Session(helpers.ROOT, ["01-aabb"], log=lambda m: None) as session:
            with self.assertRaises(GraderBroken) as got:
                session.prepare()
        self.assertIn("grading.py cannot be loaded", str(got.exception))

    def test_broken_results_keep_the_full_maximum(self):
        checks = helpers.checks("01-aabb")
        data = gradescope.broken_results(checks, ["the reference probe is missing\nScore: 11/11"])
        self.assertEqual(data["max_score"], self.full(["01-aabb"]))
        self.assertEqual(len(data["tests"]), len(checks))
        self.assertIn("the reference probe is missing", data["output"])


class Stopped(unittest.TestCase):
    """A grader stopped while its boxes run (SIGTERM to `./course`, which passes it on; SIGINT
    to the grader itself, as Ctrl-C sends it) dies of the signal and leaves nothing: its session
    folder (the boxes, the kit, the views) is gone from TMPDIR, no mount of it is left and no
    process of its boxes' user ids runs. The control is the same grade left to finish."""

    def setUp(self):
        if not helpers.existing(["01-aabb"]):
            self.skipTest("needs lesson 01")
        self.tmp = helpers.tempdir()
        os.chmod(self.tmp, 0o711)        # as /tmp is: a box's user id may pass through it
        self.addCleanup(shutil.rmtree, self.tmp, True)

    def grade(self, argv):
        env = dict(os.environ, TMPDIR=self.tmp,
                   PYTHONPATH=os.pathsep.join([os.path.join(helpers.ROOT, "tools"),
                                               helpers.ROOT]))
        return subprocess.Popen(argv + ["grade", "--reference", "--lessons", "01"],
                                cwd=helpers.ROOT, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)

    def boxes(self):
        return glob.glob(os.path.join(self.tmp, "course-grade-*", "0*-01-aabb"))

    def left(self, grader_pids):
        with open("/proc/mounts") as f:
            mounts = f.read()
        uids = [u for pid in grader_pids for u in host_side.uid_range(pid)]
        return os.listdir(self.tmp) + [m for m in mounts.split("\n") if self.tmp in m] + \
            helpers.box_leftovers(uids)

    def stop_while_a_box_runs(self, proc, signum):
        deadline = time.monotonic() + 600
        while not self.boxes() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        self.assertTrue(self.boxes(), "no box was made")
        graders = [proc.pid] + _children(proc.pid)
        proc.send_signal(signum)
        status = proc.wait(timeout=120)
        return status, graders

    def test_sigterm_and_sigint_leave_nothing(self):
        course = [sys.executable, os.path.join(helpers.ROOT, "course")]
        status, graders = self.stop_while_a_box_runs(self.grade(course), signal.SIGTERM)
        self.assertEqual(status, 128 + signal.SIGTERM)     # ./course says how the grader died
        self.assertEqual(self.left(graders), [])
        status, graders = self.stop_while_a_box_runs(self.grade([sys.executable, "-m",
                                                                  "grader"]), signal.SIGINT)
        self.assertEqual(status, -signal.SIGINT)           # died of it, as it would have
        self.assertEqual(self.left(graders), [])
        control = self.grade(course)                       # left alone: it finishes, clean
        self.assertEqual(control.wait(timeout=900), 0)
        self.assertEqual(self.left([control.pid]), [])


def _children(pid):
    """The process ids whose parent is @p pid."""
    out = []
    for e in os.listdir("/proc"):
        try:
            with open(f"/proc/{e}/stat") as f:
                if e.isdigit() and int(f.read().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append(int(e))
        except (OSError, ValueError, IndexError):
            pass
    return out


if __name__ == "__main__":
    unittest.main()
