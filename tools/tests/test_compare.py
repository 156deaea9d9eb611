import os
import subprocess
import tempfile
import unittest
from unittest import mock

from course import language
from course.compare import (answer_fields, compare_file, compare_png, compare_text,
                            lines_equal, numbers_close, png_facts)
from course.lessons import ROOT


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



FACTS = ("pixel x=35 y=20 expected=255,80,80 actual=150,150,150\n"
         "pixel x=36 y=20 expected=255,80,80 actual=150,150,150\n"
         "differing count=1672 total=65536\n"
         "diff_picture path=out dir/a b.diff.png\n")


class PictureWords(unittest.TestCase):
    """pngdiff says facts (gfx/pngdiff.cpp); compare.py words them in the reader's language."""

    def said(self, status, output, lang):
        with mock.patch.dict(os.environ, {language.CHOOSER: lang}):
            return compare_png("e.png", "p.png", "pngdiff", run=lambda argv: (status, output))

    def test_the_facts_are_read_field_by_field_and_the_last_field_to_the_end_of_the_line(self):
        facts = png_facts(FACTS + "not a fact: Some Words\n\n  \nunreadable role=actual "
                          "reason=cannot read PNG 'x y.png': bad CRC\n")
        self.assertEqual(facts[0], ("pixel", {"x": "35", "y": "20", "expected": "255,80,80",
                                              "actual": "150,150,150"}))
        self.assertEqual(facts[3], ("diff_picture", {"path": "out dir/a b.diff.png"}))
        self.assertEqual(facts[-1], ("unreadable", {"role": "actual", "reason":
                                                    "cannot read PNG 'x y.png': bad CRC"}))
        self.assertEqual(len(facts), 5, "a line that is not a fact is left out")
        self.assertEqual(png_facts("=" * 100000 + " x=" * 1000), [])

    def test_differing_pixels_are_said_in_english_and_in_korean(self):
        english = self.said(1, FACTS, "en")
        self.assertEqual(english.message, "e.png: 1672 of 65536 pixels differ")
        self.assertEqual(english.details, ["pixel (35,20): expected (255,80,80), got "
                                           "(150,150,150)",
                                           "pixel (36,20): expected (255,80,80), got "
                                           "(150,150,150)", "... and 1670 more"])
        self.assertTrue(english.decoded)
        korean = self.said(1, FACTS, "ko")
        self.assertEqual(korean.message, "e.png: 픽셀 65536개 중 1672개가 다릅니다")
        self.assertTrue(all("expected" not in d and "pixel" not in d for d in korean.details))

    def test_every_other_outcome_has_its_words_whatever_pngdiff_printed(self):
        cases = [(3, "size_differs expected=64x64 actual=128x128\n", "128x128"),
                 (2, "unreadable role=expected reason=cannot open the file\n", "expected"),
                 (2, "stopped reason=ran over its time limit\n", "time limit"),
                 (2, "", "exit status 2"), (7, "anything at all", "exit status 7")]
        for status, output, shown in cases:
            for lang in ("en", "ko"):
                with self.subTest(output=output, lang=lang):
                    c = self.said(status, output, lang)
                    self.assertFalse(c.ok)
                    self.assertFalse(c.decoded)
                    self.assertTrue(c.message.startswith("e.png: "))
                    if lang == "en":
                        self.assertIn(shown.split()[0] if status != 2 or output else shown,
                                      c.message + " ".join(c.details))


@unittest.skipUnless(os.path.isfile(os.path.join(ROOT, "build", "gfx", "pngdiff")),
                     "pngdiff is not built")
class PngdiffItself(unittest.TestCase):
    """The real pngdiff says the facts compare.py reads."""

    def test_pngdiff_says_facts_for_same_differing_and_unreadable_pictures(self):
        pngdiff = os.path.join(ROOT, "build", "gfx", "pngdiff")
        lesson = os.path.join(ROOT, "lessons", "01-aabb", "expected", "01-aabb.png")
        other = os.path.join(ROOT, "lessons", "02-circle", "expected", "02-circle.png")
        with tempfile.TemporaryDirectory() as tmp:
            broken = os.path.join(tmp, "broken.png")
            with open(broken, "wb") as f:
                f.write(b"not a png at all")
            diff = os.path.join(tmp, "d.png")
            same = subprocess.run([pngdiff, lesson, lesson], capture_output=True, text=True)
            differ = subprocess.run([pngdiff, lesson, other, diff], capture_output=True,
                                    text=True)
            bad = subprocess.run([pngdiff, lesson, broken], capture_output=True, text=True)
        self.assertEqual((same.returncode, png_facts(same.stdout)[0][0]), (0, "same"))
        facts = dict(png_facts(differ.stdout))
        self.assertEqual(differ.returncode, 1)
        self.assertEqual(facts["diff_picture"], {"path": diff})
        self.assertTrue(facts["differing"]["count"].isdigit())
        self.assertEqual(len([f for f in png_facts(differ.stdout) if f[0] == "pixel"]), 5)
        self.assertEqual(bad.returncode, 2)
        self.assertEqual(png_facts(bad.stderr)[0][1]["role"], "actual")


if __name__ == "__main__":
    unittest.main()
