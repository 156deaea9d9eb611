"""A broken grader says so: it stops with a message and a non-zero exit before grading anyone,
and the results it writes say it failed, with the full maximum (never a smaller one).

Broken here: a build folder configured for another checkout, a reference probe that answers
differently from its declaration, hidden cases that are missing. (run_autograder's own
fallback, and the rebuild of a foreign build folder, are in test_gradescope.py.)"""

import os
import shutil
import unittest
from unittest import mock

from grader.tests import helpers
from grader import declare  # noqa: E402
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


if __name__ == "__main__":
    unittest.main()
