"""Every kind of box, walked from inside while the reference and the starter of every lesson
are graded, shows nothing that carries reference code (box_contents.py says how)."""

import unittest

from grader.tests import box_contents, helpers


class BoxContents(unittest.TestCase):
    def test_no_box_shows_reference_code(self):
        if helpers.no_jail():
            self.skipTest(helpers.no_jail())
        problems = box_contents.check(helpers.ROOT)
        self.assertEqual(problems, [], "\n".join(problems[:40]))


if __name__ == "__main__":
    unittest.main()
