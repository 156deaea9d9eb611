"""`./course grade --reference` gives full marks in every written lesson; the untouched
starter scores 0, with no crash and no traceback."""

import os
import shutil
import unittest

from grader.tests import helpers


class ReferenceAndStarter(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = helpers.tempdir()
        cls.lessons = [l for l in helpers.existing() if os.path.isdir(l.solution_dir)]

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    def test_reference_scores_full_marks(self):
        results = os.path.join(self.work, "reference.json")
        html = os.path.join(self.work, "html")
        status, text = helpers.run_course("grade", "--reference", "--results", results,
                                          "--html", html)
        print(text)
        self.assertEqual(status, 0)
        self.assertNotIn("Traceback", text)
        data = helpers.read_json(results)
        scores = helpers.lesson_scores(data)
        for lesson in self.lessons:
            with self.subTest(lesson=lesson.id):
                score, most = scores.get(lesson.id, (0, 0))
                self.assertGreater(most, 0, "every written lesson has graded checks")
                self.assertEqual(score, most, f"{lesson.id}: the reference lost points")
                self.assertEqual(most, helpers.expected_score(lesson.id, "all"))
        self.assertEqual(data["score"], data["max_score"])
        for t in data["tests"]:
            self.assertEqual(set(t), {"name", "score", "max_score", "status", "output",
                                      "visibility", "tags", "extra_data"})
            if t["extra_data"].get("feedback"):
                self.assertEqual(t["extra_data"], {"feedback": True, "core_failing": 0,
                                                   "precision_failing": 0})
            else:
                self.assertIn(t["extra_data"]["tier"], ("core", "precision"))
                self.assertEqual(t["tags"][1:], [t["extra_data"]["tier"]])
            self.assertEqual(t["status"], "passed")
        self.assertTrue(os.path.isfile(os.path.join(html, "index.html")))

    def test_untouched_starter_scores_zero(self):
        sub = os.path.join(self.work, "starter")
        helpers.starter_submission(sub, self.lessons)
        results = os.path.join(self.work, "starter.json")
        status, text = helpers.run_course("grade", "--submission", sub, "--results", results,
                                          "--no-feedback")
        print(text)
        self.assertEqual(status, 0)
        self.assertNotIn("Traceback", text)
        data = helpers.read_json(results)
        self.assertGreater(data["max_score"], 0)
        for lid, (score, _) in helpers.lesson_scores(data).items():
            with self.subTest(lesson=lid):
                self.assertEqual(score, 0, f"{lid}: a placeholder earned points")
        for word in ("crashed", "timed out", "compile error", "link error"):
            self.assertNotIn(f"({word})", text, "the starter must fail cleanly")

    def test_a_misnamed_function_is_said_as_check_says_it(self):
        """A link error in the words of ./course check, never naming the grader's probes."""
        lesson = next((l for l in self.lessons if l.id == "00-check"), None)
        if lesson is None:
            self.skipTest("needs lesson 00")
        sub = os.path.join(self.work, "misnamed")
        helpers.reference_submission(sub, [lesson])
        path = os.path.join(sub, "lessons", lesson.id, "starter", "check.cpp")
        with open(path) as f:
            code = f.read()
        self.assertIn("check_pattern()", code)
        with open(path, "w") as f:
            f.write(code.replace("check_pattern()", "check_patern()"))
        status, text = helpers.run_course("grade", "--submission", sub, "--lessons", "00",
                                          "--no-feedback")
        print(text)
        self.assertEqual(status, 0)
        self.assertIn("(link error)", text)
        self.assertIn("check_pattern(), and nothing defines it: is it missing or misnamed in "
                      "your file, or do its parameters differ from lessons/00-check/check.hpp's?",
                      text)
        self.assertNotIn("probes/", text)
        self.assertNotIn("undefined reference", text)


if __name__ == "__main__":
    unittest.main()
