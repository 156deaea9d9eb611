"""Every function of the trusted side that reads a student's bytes, fed hostile bytes: none
raises, and each takes time linear in its input (issue 31).

The readers: an answer's tokens (course.compare.read_token and answer_fields, answers.decode,
run.answers_in_order), the explanation of a wrong answer (judge.explain), a text output
(compare.lines_equal and compare_lines), a Catch2 report (course.catch_xml.parse_xml, in the
box, and run.read_cases, what the grader reads back of it), a compiler's and a linker's output
(course.build.link_problem, first_errors, student_warnings) and what any report shows of them
(shown.one_line). The hostile inputs: 4 MB tokens of digits, 5,000-digit integers, 1e99999,
NaNs, lone surrogates, 60,000-character symbol names.

Linear is shown without asserting a time: the CPU cost of an input of size n and of the same
input of size 4n are compared; a linear reader costs about 4 times as much, a quadratic one
16 times, and the bound between (LINEAR_BOUND) leaves room for a shared machine's noise. Each
cost is the least of a few rounds of CPU time (time.process_time: what this process ran,
whatever else the machine runs), each round repeating the call until it has run long enough to
be measured."""

import time
import unittest

from grader.tests import helpers  # noqa: F401  (sets sys.path)
from grader import answers, declare, judge, run, shown  # noqa: E402
from course import build, catch_xml, compare  # noqa: E402

LINEAR_BOUND = 10        # cost(4n) / cost(n): 4 if linear, 16 if quadratic
ROUND = 0.02             # CPU seconds a measured round runs at least
ROUNDS = 5

Pair = declare.pair(declare.integer, declare.integer)
Scan = declare.struct("Scan", pairs=declare.vector(Pair), checks=declare.integer)
SCAN = declare.function("scan", Scan, boxes=declare.vector(declare.real))
Vec = declare.struct("Vec", x=declare.real, y=declare.real)
MOVE = declare.function("move", Vec, a=declare.real)

MEGABYTES_OF_DIGITS = "1" * (4 << 20)
HOSTILE_TOKENS = [MEGABYTES_OF_DIGITS, MEGABYTES_OF_DIGITS + "x", "1" * 5000, "-" + "9" * 5000,
                  "1e99999", "-1e99999", "1e-99999", "nan", "-nan", "NaN", "inf", "-inf",
                  "\ud800", "1\udcff", "\uff11", "\u0661.5", "0x1p3", "1_000", "", "+", ".",
                  "e5", "1e", "h" + "0" * 16, "h" + "f" * 60000, "E", "invalid_argument"]
SYMBOL = "collide::" + "long_name_part_" * 4000          # 60,000 characters


def cost(fn, arg):
    """The CPU seconds one call fn(arg) takes: the least of ROUNDS rounds."""
    best = None
    for _ in range(ROUNDS):
        calls, start = 0, time.process_time()
        while True:
            fn(arg)
            calls += 1
            spent = time.process_time() - start
            if spent >= ROUND:
                break
        best = spent / calls if best is None else min(best, spent / calls)
    return best


def refused(fn, *args):
    """fn(*args), or the ValueError it raises (how a reader says "not an answer")."""
    try:
        return fn(*args)
    except ValueError as e:
        return e


class Fuzz(unittest.TestCase):
    def assert_linear(self, fn, make, n):
        """fn(make(4n)) costs under LINEAR_BOUND times fn(make(n))."""
        small, large = cost(fn, make(n)), cost(fn, make(4 * n))
        self.assertLess(large / small, LINEAR_BOUND,
                        f"{fn.__name__}: {small:.2e} s at n={n}, {large:.2e} s at 4n")

    # --- answers -------------------------------------------------------------------------------

    def test_an_answer_token_of_any_kind_reads_or_is_refused(self):
        for kind in ("bool", "int", "real", "digest"):
            for token in HOSTILE_TOKENS:
                with self.subTest(kind=kind, token=token[:20]):
                    compare.read_token(kind, token)        # never raises
        self.assertIsNone(compare.read_token("real", MEGABYTES_OF_DIGITS + "x"))
        self.assertIsNone(compare.read_token("real", "1" * 26))
        self.assertEqual(compare.read_token("real", "-2.2250738585072014e-308"),
                         -2.2250738585072014e-308)
        self.assertIsNone(compare.read_token("int", "1" * 5000))
        self.assertEqual(compare.read_token("real", "1e99999"), float("inf"))

    def test_reading_a_real_is_linear_in_its_token(self):
        # A failed match of n digits cost n^2 steps with the old pattern (`\d+\.?\d*`).
        self.assert_linear(lambda t: compare.read_token("real", t), lambda n: "1" * n + "x",
                           8000)
        self.assert_linear(lambda t: refused(compare.answer_fields, "a:real b:int", t),
                           lambda n: ["1" * n + "x", "2"], 8000)

    def test_answers_of_any_tokens_decode_or_say_why(self):
        for fn in (SCAN, MOVE):
            for token in HOSTILE_TOKENS:
                for tokens in ([token], [token, token], ["1", token, "2", "3"],
                               ["E", token], [token] * 5):
                    with self.subTest(fn=fn.name, tokens=[t[:20] for t in tokens]):
                        refused(answers.decode, fn, tokens)
        self.assert_linear(lambda t: answers.decode(SCAN, t),
                           lambda n: [str(n)] + ["7"] * (2 * n) + ["1"], 5000)

    def test_answer_lines_are_read_in_linear_time(self):
        ids = [f"c{k}" for k in range(50)]
        self.assertEqual(run.answers_in_order("c0 " + MEGABYTES_OF_DIGITS + "x\nc1 1\n",
                                              ids)["c1"], ["1"])
        self.assert_linear(lambda text: run.answers_in_order(text, ids),
                           lambda n: "\n".join(f"c{k} " + "1" * n for k in range(50)), 2000)

    # --- a wrong answer, explained ------------------------------------------------------------

    def test_a_wrong_vector_is_explained_in_linear_time(self):
        want = answers.decode(SCAN, ["2", "0", "1", "1", "2", "3"])

        def answer(n):      # n distinct pairs, none the reference's
            tokens = [str(n)]
            for k in range(n):
                tokens += [str(100 + k), str(200 + k)]
            return answers.decode(SCAN, tokens + ["3"])

        why = judge.explain(SCAN, want, answer(100000))
        self.assertIn("100000 pairs, the reference 2; missing (0,1), (1,2); not the "
                      "reference's, or repeated: (100,200), (101,201), (102,202)", why)
        self.assert_linear(lambda got: judge.explain(SCAN, want, got), answer, 5000)
        repeated = answers.decode(SCAN, ["3", "0", "1", "0", "1", "1", "2", "3"])
        self.assertIn("not the reference's, or repeated: (0,1)",
                      judge.explain(SCAN, want, repeated))

    def test_an_unreadable_answer_is_quoted_short(self):
        why = judge._excerpt([MEGABYTES_OF_DIGITS] * 3)
        self.assertLess(len(why), 2 * judge.SHOWN_ANSWER)

    # --- text outputs ---------------------------------------------------------------------------

    def test_a_text_line_of_any_numbers_compares_without_raising(self):
        for token in HOSTILE_TOKENS:
            for expected in ("# 01-aabb: boxes", "dx=1.000000 n=3", "x nan inf", "a 1e300"):
                with self.subTest(token=token[:20], expected=expected):
                    compare.lines_equal(expected, expected.replace("1", token))
                    compare.compare_lines("f.txt", [expected], [token, token])
        self.assertFalse(compare.lines_equal("# 01-aabb", "# " + "1" * 5000 + "-aabb"))
        self.assertTrue(compare.lines_equal("n=" + "1" * 5000, "n=" + "1" * 5000))
        self.assertTrue(compare.lines_equal("dx=1.000000", "dx=1.0000001"))
        self.assertTrue(compare.lines_equal("n=01", "n=1"))

    def test_comparing_text_is_linear_in_the_line(self):
        self.assert_linear(lambda line: compare.lines_equal("# 01-aabb: boxes", line),
                           lambda n: "# " + "1" * n + "x-aabb: boxes", 8000)
        self.assert_linear(lambda line: compare.lines_equal("a 1 b 2", line),
                           lambda n: "1.5e" * n, 2000)

    # --- Catch2 reports -------------------------------------------------------------------------

    def test_a_catch2_report_of_any_bytes_is_read(self):
        for token in HOSTILE_TOKENS[::3]:
            report = (f'<Catch><Group><TestCase name="{token}" tags="[reread:{token}]">'
                      f'<Expression success="false" type="CHECK"><Original>{token}</Original>'
                      f'<Expanded>{token}</Expanded></Expression>'
                      f'<OverallResult success="false"/></TestCase></Group></Catch>')
            with self.subTest(token=token[:20]):
                cases = catch_xml.parse_xml(report)
                self.assertEqual(len(cases), 1)
        self.assert_linear(lambda tags: catch_xml.parse_xml(
            f'<Catch><TestCase name="a" tags="{tags}"><OverallResult success="true"/>'
            '</TestCase></Catch>'), lambda n: "[reread:" * n, 2000)

    def test_what_the_report_reader_wrote_is_read_whatever_it_holds(self):
        lines = [b"[" * (1 << 20), b'{"name": ' + b"1" * 5000 + b"}", b'"\\ud800"', b"nan",
                 b'{"name": "\\ud800", "ok": true, "failures": ["\\udcff", 3]}',
                 b'{"report": 0, "crash": true}', b"\xff\xfe"]
        cases, crashed = run.read_cases(b"\n".join(lines))
        self.assertTrue(crashed)
        self.assertEqual([(c.name, c.ok, c.failures) for c in cases],
                         [("\\ud800", True, ["\\xff"])])   # an undecodable byte
        self.assert_linear(run.read_cases, lambda n: b"\n".join(
            [b'{"name": "' + b"a" * n + b'", "ok": false, "failures": ["x"]}'] * 20), 5000)

    # --- compiler and linker lines --------------------------------------------------------------

    def link_output(self, name):
        return (f"/box/grader/lnk/aabb.o:aabb.cpp:function {name}(): error: undefined "
                f"reference to 'defined_nowhere()'\n/box/grader/lnk/aabb.o: in function "
                f"`{name}()':\naabb.cpp:(.text+0x5): undefined reference to `defined_nowhere()'"
                f"\nmultiple definition of `{name}'\nduplicate symbol: '{name}' in:\n")

    def test_a_linker_naming_a_60000_character_symbol_is_read(self):
        problem = build.link_problem(self.link_output(SYMBOL))
        self.assertEqual(problem.undefined, ["defined_nowhere()"])
        # Each line is cut to LINK_LINE_CUT before any pattern reads it: so is the name.
        self.assertTrue(all(len(n) < build.LINK_LINE_CUT for n in problem.twice))
        # Its first line says "error" only after the name: past the cut, so not picked.
        self.assertEqual(build.first_errors(self.link_output(SYMBOL))[0],
                         "aabb.cpp:(.text+0x5): undefined reference to `defined_nowhere()'")
        for text in (SYMBOL, "\ud800" * 1000, "a\n" * 100000, ":" * 100000,
                     "x.o: in function `" * 10000, " in function '" * 10000, MEGABYTES_OF_DIGITS):
            with self.subTest(text=text[:20]):
                build.link_problem(text)
                build.first_errors(text)
                build.student_warnings(text)

    def test_reading_compiler_and_linker_output_is_linear(self):
        for fn in (build.link_problem, build.first_errors, build.student_warnings):
            with self.subTest(fn=fn.__name__):
                self.assert_linear(fn, lambda n: self.link_output("a" * n), 15000)
                self.assert_linear(fn, lambda n: "a\n" * n, 15000)      # lines without a colon
                self.assert_linear(fn, lambda n: "x.o: in function `" * n, 2000)

    def test_the_object_before_in_function_is_the_caller(self):
        self.assertEqual(build._caller("lib.a(x.o): in function `f':"), "lib.a(x.o)")
        self.assertEqual(build._caller("/p/x.obj: in function 'f'"), "/p/x.obj")
        self.assertEqual(build._caller("x.c: in function `f'"), "")
        self.assertEqual(build._caller(".o in function `f'"), "")
        self.assertEqual(build._caller("a b.o in function g c.o: in function `f'"), "c.o")

    # --- what a report shows --------------------------------------------------------------------

    def test_showing_any_text_is_linear_and_short(self):
        for text in (MEGABYTES_OF_DIGITS, "\ud800" * 100000, SYMBOL, b"\xff" * 100000):
            with self.subTest(text=text[:20]):
                self.assertLess(len(shown.one_line(text)), 4 * shown.EXCERPT_CUT)
                shown.lines(text)


if __name__ == "__main__":
    unittest.main()
