"""Unit tests of the grader's parts that need no build: reading probe answers, comparing them,
taking files from a submission, the manifest's consistency with the lessons, the box's limits,
the results.json format."""

import os
import shutil
import tempfile
import unittest

from grader.tests import helpers
from grader import gradelib, report, sandbox, submission
from grader.grade import (CheckResult, Grade, LessonGrade, answers_in_order, difference,
                          tokens_equal)


class Answers(unittest.TestCase):
    def test_answers_count_only_in_order(self):
        text = "All tests passed\nc1 9 9\nc0 1 2\nc0 7 7\nc1 3 4\nnoise\n"
        self.assertEqual(answers_in_order(text, ["c0", "c1"]), {"c0": ["1", "2"], "c1": ["3", "4"]})

    def test_a_missing_answer_stops_the_reading(self):
        self.assertEqual(answers_in_order("c0 1\nc2 1\n", ["c0", "c1", "c2"]), {"c0": ["1"]})


class Compare(unittest.TestCase):
    def test_numbers_within_a_millionth(self):
        self.assertTrue(tokens_equal("1", "1.0000005"))
        self.assertTrue(tokens_equal("1e9", "1000000500"))
        self.assertFalse(tokens_equal("1", "1.00001"))
        self.assertTrue(tokens_equal("nan", "-nan"))
        self.assertFalse(tokens_equal("nan", "0"))
        self.assertFalse(tokens_equal("h0123", "h0124"))

    def test_differences_are_named(self):
        self.assertEqual(difference("circle_hit", ["1", "1", "0", "0.5"], ["1", "1", "0", "0.5"]), "")
        self.assertIn("depth is 1.5", difference("circle_hit", ["1", "1", "0", "0.5"],
                                                 ["1", "1", "0", "1.5"]))
        self.assertIn("hit is true", difference("sat_hit", ["0", "0", "0", "0"], ["1", "0", "0", "0"]))
        self.assertIn("should throw", difference("sat_hit", ["E", "invalid_argument"],
                                                 ["0", "0", "0", "0"]))
        self.assertIn("threw", difference("overlap", ["1"], ["E", "unknown"]))
        self.assertIn("missing (0,1)", difference("sort_and_sweep_pairs", ["1", "0", "1", "3"],
                                                  ["0", "3"]))
        self.assertIn("checks = 6", difference("sort_and_sweep_pairs", ["1", "0", "1", "3"],
                                               ["1", "0", "1", "6"]))


class Submission(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.starter = os.path.join(self.dir, "lessons", "03-sat", "starter")
        os.makedirs(self.starter)

    def tearDown(self):
        shutil.rmtree(self.dir)

    def read(self):
        return submission.read(self.dir, "03-sat", ["sat.cpp"])

    def test_a_regular_file_is_taken(self):
        with open(os.path.join(self.starter, "sat.cpp"), "w") as f:
            f.write("int x;")
        with open(os.path.join(self.starter, "extra.cpp"), "w") as f:
            f.write("int y;")
        got = self.read()
        self.assertEqual(got.files, {"sat.cpp": b"int x;"})
        self.assertEqual(got.problems, [])
        self.assertIn("extra.cpp", got.notes[0])

    def test_missing_folder_link_fifo_and_huge_files_are_refused(self):
        self.assertIn("missing", self.read().problems[0])
        os.mkdir(os.path.join(self.starter, "sat.cpp"))
        self.assertIn("is a folder", self.read().problems[0])
        os.rmdir(os.path.join(self.starter, "sat.cpp"))
        os.symlink("/etc/passwd", os.path.join(self.starter, "sat.cpp"))
        self.assertIn("symbolic link", self.read().problems[0])
        os.remove(os.path.join(self.starter, "sat.cpp"))
        os.mkfifo(os.path.join(self.starter, "sat.cpp"))
        self.assertIn("not a regular file", self.read().problems[0])
        os.remove(os.path.join(self.starter, "sat.cpp"))
        with open(os.path.join(self.starter, "sat.cpp"), "wb") as f:
            f.write(b"x" * (submission.MAX_FILE + 1))
        self.assertIn("over the", self.read().problems[0])

    def test_a_linked_folder_on_the_way_is_not_followed(self):
        shutil.rmtree(os.path.join(self.dir, "lessons"))
        os.makedirs(os.path.join(self.dir, "elsewhere", "03-sat", "starter"))
        with open(os.path.join(self.dir, "elsewhere", "03-sat", "starter", "sat.cpp"), "w") as f:
            f.write("int x;")
        os.symlink(os.path.join(self.dir, "elsewhere"), os.path.join(self.dir, "lessons"))
        got = self.read()
        self.assertEqual(got.files, {})
        self.assertIn("symbolic link", got.problems[0])


class Manifest(unittest.TestCase):
    def test_every_written_lesson_is_graded_and_its_outputs_declared(self):
        for lesson in helpers.existing():
            with self.subTest(lesson=lesson.id):
                checks = [c for c in gradelib.CHECKS if c.lesson == lesson.id]
                self.assertTrue(checks, f"{lesson.id} has no checks in grader/manifest.py")
                declared = sorted(c.file for c in checks if c.kind == "output")
                self.assertEqual(declared, lesson.expected_files(),
                                 "each expected/ file is one output check")
                for c in checks:
                    self.assertGreater(c.points, 0)
                    if c.kind == "function" and not (c.hidden and not helpers.manifest.hidden):
                        self.assertTrue(c.calls(), f"{c.title}: no calls")
                titles = [c.title for c in checks]
                self.assertEqual(len(titles), len(set(titles)), "titles name checks uniquely")


class Box(unittest.TestCase):
    def test_wall_clock_limit_stops_a_sleeper(self):
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        box = sandbox.Box(os.path.join(work, "s"), sandbox.private_uid())
        self.addCleanup(box.close)
        r = box.run(["sleep", "30"], sandbox.Limits(wall=0.5))
        self.assertTrue(r.timed_out)
        self.assertLess(r.seconds, 10)

    def test_output_is_cut(self):
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        box = sandbox.Box(os.path.join(work, "s"), sandbox.private_uid())
        self.addCleanup(box.close)
        r = box.run(["sh", "-c", "yes 0123456789 | head -c 10000000"], sandbox.Limits())
        self.assertLessEqual(len(r.stdout), sandbox.OUTPUT_CUT + 100)
        self.assertIn("output cut", r.stdout)

    def test_the_jail_hides_the_course_and_the_network(self):
        if not sandbox.jail_available():
            self.skipTest("no jail here (not root, or no mount namespaces)")
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        root = helpers.ROOT
        box = sandbox.Box(os.path.join(work, "s"), sandbox.private_uid(),
                          [os.path.join(root, "lessons")])
        self.addCleanup(box.close)
        script = (f"ls {root}; ls {root}/lessons/00-check/expected; ls {root}/solutions; "
                  f"ls /tmp; id -u; cat /sys/class/net/*/operstate; touch {root}/lessons/x")
        r = box.run(["sh", "-c", script], sandbox.Limits())
        self.assertEqual(r.stdout.split()[0], "lessons")     # only the public folder
        self.assertNotIn("00-check.png", r.stdout)            # expected/ is empty
        self.assertIn("No such file", r.stderr)               # no solutions/
        self.assertNotIn("up", r.stdout.split())              # no network interface up
        self.assertNotEqual(r.stdout.split()[-1] if r.stdout.split() else "0", "0")
        self.assertIn("Read-only", r.stderr)


class Results(unittest.TestCase):
    def test_gradescope_fields(self):
        check = gradelib.Check("03-sat", 2, "t", "function")
        lg = LessonGrade("03-sat", [CheckResult(check, 0, "sat_hit(...): depth is 1")])
        data = report.results_json(Grade("s", [lg]))
        self.assertEqual(data["score"], 0)
        self.assertEqual(data["max_score"], 2)
        t = data["tests"][0]
        self.assertEqual(t["status"], "failed")
        self.assertEqual(t["tags"], ["03-sat"])
        self.assertEqual(t["visibility"], "visible")
        self.assertIn("depth is 1", t["output"])


if __name__ == "__main__":
    unittest.main()
