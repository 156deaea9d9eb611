"""Every catalogued mistake (solutions/NN-name/mistakes/*.patch, its files made by
course.mistakes.materialize), graded as a submission, loses
points in its lesson, with a failing check whose message names the function and the case;
and a check that names the mistakes of its rule (`@test(..., mistakes=[...])`) is failed by
exactly those, so that a mistake costs the points of its own rule and a control case depends
on nothing else. One grade-class run grades them all (two at a time)."""

import csv
import os
import shutil
import unittest

from grader.tests import helpers
from grader.reporters import precision_mark


class Mistakes(unittest.TestCase):
    def test_every_mistake_loses_points(self):
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        klass = os.path.join(work, "class")
        mistakes = {}
        for lesson in helpers.existing():
            for m in lesson.mistakes():
                student = f"{lesson.id}--{m}"
                helpers.mistake_submission(os.path.join(klass, student), lesson, m)
                mistakes[student] = (lesson, m)
        if not mistakes:
            self.skipTest("no catalogued mistakes in this copy")
        ids = sorted({l.id for l, _ in mistakes.values()})
        gradebook = os.path.join(work, "gradebook.csv")
        results = os.path.join(work, "results")
        status, text = helpers.run_course("grade-class", klass, "--csv", gradebook, "--jobs", "2",
                                          "--lessons", ",".join(ids), "--no-feedback",
                                          "--results-dir", results)
        print(text[-3000:])
        self.assertEqual(status, 0)
        with open(gradebook, newline="", encoding="utf-8") as f:
            rows = {r["student"]: r for r in csv.DictReader(f)}
        self.assertEqual(set(rows), set(mistakes))
        for student, (lesson, m) in sorted(mistakes.items()):
            with self.subTest(mistake=student):
                data = helpers.read_json(os.path.join(results, student + ".json"))
                score, most = helpers.lesson_scores(data)[lesson.id]
                failed = [t for t in data["tests"] if t["tags"][0] == lesson.id
                          and t["status"] == "failed"]
                what = helpers.mistake_description(lesson, m)
                print(f"{student}: {score:g}/{most:g}  {what}")
                for t in failed[:2]:
                    print(f"    {t['name']}: {t['output'].splitlines()[0]}")
                self.assertLess(score, most, f"{what} earned full marks")
                self.assertTrue(failed)
                # The first failed check says which call of which function went wrong.
                first = failed[0]["output"].splitlines()[0]
                self.assertTrue(first.strip(), "a failure needs a message")
                names = {t["name"] for t in failed}
                for c in helpers.checks(lesson.id):
                    if c.mistakes is None:
                        continue
                    name = f"{lesson.id}: {c.title}{precision_mark(c)}"
                    if m in c.mistakes:
                        self.assertIn(name, names, f"{what} does not fail its own rule's check")
                    else:
                        self.assertNotIn(name, names, f"{what} fails \"{c.title}\", whose rule "
                                         "it keeps: a case of that check depends on another rule")


if __name__ == "__main__":
    unittest.main()
