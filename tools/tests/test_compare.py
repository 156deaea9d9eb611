import os
import tempfile
import unittest

from course.compare import (answer_fields, compare_file, compare_text, lines_equal,
                            numbers_close)


class NumbersAndLines(unittest.TestCase):
    def test_numbers_within_a_millionth_are_equal(self):
        self.assertTrue(numbers_close(1.0, 1.0000009))
        self.assertFalse(numbers_close(1.0, 1.000002))
        self.assertTrue(numbers_close(1e9, 1e9 + 100))      # relative
        self.assertTrue(numbers_close(float("nan"), float("nan")))
        self.assertFalse(numbers_close(float("nan"), 0.0))

    def test_an_infinity_is_near_only_itself(self):
        inf = float("inf")
        self.assertTrue(numbers_close(inf, inf))
        self.assertFalse(numbers_close(inf, 0.0))        # inf * tolerance is no bound
        self.assertFalse(numbers_close(1e300, inf))
        self.assertFalse(numbers_close(-inf, inf))

    def test_non_finite_values_equal_only_themselves_in_lines_too(self):
        inf, nan = float("inf"), float("nan")
        self.assertFalse(numbers_close(5.0, inf))
        self.assertFalse(numbers_close(nan, inf))
        self.assertFalse(lines_equal("dx=1.000000", "dx=inf"))
        self.assertFalse(lines_equal("a=(nan, 0.000000)", "a=(0.000000, 0.000000)"))
        self.assertTrue(lines_equal("a=(nan, 0.000000)", "a=(-nan, 0.000000)"))

    def test_integers_in_text_are_exact(self):
        self.assertTrue(lines_equal("pairs=279", "pairs=279"))
        self.assertFalse(lines_equal("pairs=279", "pairs=279.0000001"))
        self.assertFalse(lines_equal("axis 0 depth 0.5", "axis 1e-9 depth 0.5"))

    def test_answers_have_exactly_their_declared_fields(self):
        spec = "hit:bool depth:real axis:int"
        self.assertEqual(answer_fields(spec, ["1", "0.5", "3"]),
                         [("hit", "bool", "1"), ("depth", "real", 0.5), ("axis", "int", 3)])
        for bad in (["1", "0.5"], ["1", "0.5", "3", "4"], ["true", "0.5", "3"],
                    ["1.0", "0.5", "3"], ["1", "0x1p-1", "3"], ["1", "1_0", "3"],
                    ["1", "0.5", "3.0"]):
            with self.assertRaises(ValueError, msg=bad):
                answer_fields(spec, bad)
        pairs = answer_fields("pairs:pairs checks:int", ["2", "0", "1", "2", "3", "6"])
        self.assertEqual(pairs[0][2], [(0, 1), (2, 3)])
        for bad in (["2", "0", "1", "6"], ["-1", "6"], ["1", "0", "x", "6"]):
            with self.assertRaises(ValueError, msg=bad):
                answer_fields("pairs:pairs checks:int", bad)
        self.assertTrue(numbers_close(1.0, 1.0000001))
        self.assertFalse(numbers_close(1.0, float("inf")))

    def test_numbers_are_written_in_ascii_digits_only(self):
        # float() and int() read Arabic-Indic and full-width digits; the comparison does not.
        arabic, full_width = "\u0661.\u0665", "\uff11.\uff15"       # 1.5, twice
        self.assertEqual(float(arabic), 1.5)
        for token in (arabic, full_width, "1.\u0665", "\u0661e3"):
            with self.assertRaisesRegex(ValueError, "depth is not a real", msg=token):
                answer_fields("depth:real", [token])
        for token in ("\u0663", "\uff13", "\u0969"):                   # 3 in three scripts
            with self.assertRaisesRegex(ValueError, "axis is not a int", msg=token):
                answer_fields("axis:int", [token])
        self.assertEqual(answer_fields("depth:real axis:int", ["1.5", "3"]),
                         [("depth", "real", 1.5), ("axis", "int", 3)])
        # In a text output they are text, compared exactly, never as the number they spell.
        self.assertFalse(lines_equal("depth=1.500000", f"depth={arabic}00000"))
        self.assertFalse(lines_equal("pairs=3", "pairs=\uff13"))
        self.assertTrue(lines_equal("name=\u0661", "name=\u0661"))

    def test_lines_compare_numbers_inside_text(self):
        self.assertTrue(lines_equal("r1=hit,2.000000", "r1=hit,2.0000001"))
        self.assertFalse(lines_equal("r1=hit,2.000000", "r1=miss,2.000000"))
        self.assertFalse(lines_equal("a 1 2", "a 1"))
        self.assertFalse(lines_equal("r1=hit,2.000000", "r1=hit,2.0000001", exact=True))
        self.assertTrue(lines_equal("depth -0.5", "depth -0.5000000001"))
        self.assertFalse(lines_equal("depth -0.5", "depth 0.5"))


class Files(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def write(self, name, text):
        path = os.path.join(self.tmp.name, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def test_first_differing_line_is_named(self):
        a = self.write("a.txt", "x=1\ny=2\nz=3\n")
        b = self.write("b.txt", "x=1\ny=5\nz=3\n")
        c = compare_text(a, b)
        self.assertFalse(c.ok)
        self.assertIn("line 2", c.message)
        self.assertIn("y=5", c.details[1])

    def test_missing_and_extra_lines(self):
        a = self.write("a.txt", "x=1\ny=2\n")
        self.assertIn("fewer", compare_text(a, self.write("b.txt", "x=1\n")).message)
        self.assertIn("more", compare_text(a, self.write("c.txt", "x=1\ny=2\nz=3\n")).message)

    def test_missing_or_odd_produced_file(self):
        a = self.write("a.txt", "x\n")
        self.assertIn("not written", compare_file(a, "/nonexistent/a.txt", "pngdiff").message)
        os.mkdir(os.path.join(self.tmp.name, "dir.txt"))
        c = compare_file(a, os.path.join(self.tmp.name, "dir.txt"), "pngdiff")
        self.assertIn("not a regular file", c.message)


if __name__ == "__main__":
    unittest.main()
