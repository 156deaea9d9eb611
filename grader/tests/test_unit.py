"""Unit tests of the grader's parts that need no build: reading probe answers, comparing them,
the declarations and the probes they generate, the grader naming no lesson, taking files from
a submission, each lesson's grading against the lesson, the box's limits, the results.json
format."""

import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest

from grader.tests import helpers
from grader import declare, host_side, objects, probegen, sandbox, shown, submission
from grader import answers, bundle, gradings
from grader.grades import CheckResult, Grade, Layout, LessonGrade, Status, Tier
from grader.plan import parse_answers
from grader.reporters import NOT_GRADED, gradebook, gradescope, html_report, terminal
from grader.run import answers_in_order

FUNCTION, OUTPUT = declare.CheckKind.FUNCTION, declare.CheckKind.OUTPUT


def difference(name, want, got, **kw):
    """What differs between two answers of the student function @p name, in words."""
    return difference_of(helpers.function(name), want, got, **kw)


def difference_of(fn, want, got, tolerance=declare.DEFAULT_TOLERANCE, fields=None):
    """What the judge says of the tokens @p got for one call of @p fn whose reference answer
    is @p want ("" when they agree)."""
    return helpers.judged_why(fn, want, got, tolerance, fields)


class Answers(unittest.TestCase):
    def test_answers_count_only_in_order(self):
        text = "All tests passed\nc1 9 9\nc0 1 2\nc0 7 7\nc1 3 4\nnoise\n"
        self.assertEqual(answers_in_order(text, ["c0", "c1"]), {"c0": ["1", "2"], "c1": ["3", "4"]})

    def test_a_missing_answer_stops_the_reading(self):
        self.assertEqual(answers_in_order("c0 1\nc2 1\n", ["c0", "c1", "c2"]), {"c0": ["1"]})


class Compare(unittest.TestCase):
    def test_numbers_within_a_millionth_and_non_finite_only_equal_themselves(self):
        self.assertEqual(difference("penetration", ["1", "2"], ["1.0000005", "2"]), "")
        self.assertEqual(difference("penetration", ["1e9", "0"], ["1000000500", "0"]), "")
        self.assertIn("x is", difference("penetration", ["1", "0"], ["1.00001", "0"]))
        self.assertEqual(difference("penetration", ["nan", "0"], ["-nan", "0"]), "")
        self.assertIn("x is", difference("penetration", ["nan", "0"], ["0", "0"]))
        # inf is equal to inf of the same sign, and to nothing else (it used to equal anything)
        self.assertIn("x is inf", difference("penetration", ["1", "0"], ["inf", "0"]))
        self.assertIn("y is -inf", difference("penetration", ["1", "1e300"], ["1", "-inf"]))
        self.assertIn("x is", difference("penetration", ["inf", "0"], ["-inf", "0"]))
        self.assertEqual(difference("penetration", ["inf", "0"], ["inf", "0"]), "")

    def test_bools_are_exactly_0_or_1(self):
        self.assertIn("does not read", difference("overlap", ["1"], ["1.0000001"]))
        self.assertIn("does not read", difference("overlap", ["1"], ["true"]))
        self.assertIn("does not read", difference("overlap", ["0"], ["-0"]))
        self.assertIn("overlap is true", difference("overlap", ["0"], ["1"]))

    def test_numbers_in_other_scripts_are_not_numbers(self):
        # float() reads "\u0661.\u0665" (Arabic-Indic) and "\uff11.\uff15" (full-width) as 1.5
        for token in ("\u0661.\u0665", "\uff11.\uff15"):
            self.assertIn("x is not a real", difference("penetration", ["1.5", "0"],
                                                        [token, "0"]))
        self.assertIn("is not a 0 or 1", difference("overlap", ["1"], ["\u0661"]))
        self.assertEqual(parse_answers("c\u0661 1\nc1 1\n"), {"c1": ["1"]})

    def test_an_answer_has_exactly_its_fields(self):
        self.assertIn("does not read", difference("overlap", ["1"], ["1", "1"]))
        self.assertIn("does not read", difference("circle_hit", ["0", "0", "0", "0"],
                                                  ["0", "0", "0"]))
        self.assertIn("does not read", difference("sort_and_sweep_pairs", ["1", "0", "1", "3"],
                                                  ["1", "0", "1", "3", "7"]))
        self.assertIn("does not read", difference("sort_and_sweep_pairs", ["1", "0", "1", "3"],
                                                  ["5", "0", "1", "3"]))
        self.assertIn("does not read", difference("penetration", ["1", "0"], ["1_0", "0"]))
        self.assertIn("does not read", difference("sat_hit", ["E", "invalid_argument"],
                                                  ["E", "invalid_argument", "x"]))
        self.assertIn("does not read", difference("world_to_screen", ["128", "128"],
                                                  ["128.0", "128"]))

    def test_every_call_is_of_a_declared_function_of_its_lesson(self):
        for c in helpers.checks():
            for call in (c.calls() if c.kind is FUNCTION else []):
                self.assertIs(helpers.grading(c.lesson).function(call.name), call.fn)

    def test_a_students_answer_is_quoted_short_and_escaped(self):
        why = difference("penetration", ["1", "0"], ["\x1b[2J" + "9" * 500, "0"])
        self.assertLess(len(why), 400)
        self.assertNotIn("\x1b", why)

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
        self.assertIn("checks is 6", difference("sort_and_sweep_pairs", ["1", "0", "1", "3"],
                                                ["1", "0", "1", "6"]))

    def test_signed_zero_tolerances_and_fields_are_declared(self):
        exact = declare.real(signed_zero=True)
        fn = declare.function("f", declare.struct("R", t=exact, u=declare.real), x=declare.real)
        self.assertIn("t is -0, the reference returns 0", difference_of(fn, ["0", "1"], ["-0", "1"]))
        self.assertEqual(difference_of(fn, ["1", "1"], ["1.0000001", "1"]), "")
        self.assertEqual(difference_of(fn, ["0", "0"], ["0", "-0"]), "")    # u: not signed
        strict = declare.Tolerance(abs=0, rel=1e-12, signed_zero=True)
        self.assertIn("u is", difference_of(fn, ["1", "1"], ["1", "1.000001"], tolerance=strict))
        self.assertIn("u is -0", difference_of(fn, ["1", "0"], ["1", "-0"], tolerance=strict))
        self.assertEqual(difference_of(fn, ["1", "1"], ["1", "2"], fields=("t",)), "")
        self.assertIn("u is 2", difference_of(fn, ["1", "1"], ["1", "2"], fields=("u",)))
        self.assertIn("t is 1.00000000001, the reference returns 1 (all", difference_of(
            fn, ["1", "1"], ["1.00000000001", "1"], tolerance=strict))
        whole = declare.function("count", declare.integer, box=declare.inout(
            declare.struct("B", n=declare.integer)))
        self.assertEqual(difference_of(whole, ["1", "5"], ["1", "6"], fields=(declare.RESULT,)), "")
        self.assertIn("count is 2", difference_of(whole, ["1", "5"], ["2", "5"],
                                                  fields=(declare.RESULT,)))
        self.assertIn("box.n is 6", difference_of(whole, ["1", "5"], ["1", "6"], fields=("box",)))

    def test_numbers_that_differ_never_look_equal(self):
        # 9 significant digits showed 1 and 1.0000000001 both as 1: every listing shows the
        # shortest text that reads back as the number
        strict = declare.Tolerance(abs=0, rel=1e-13)
        reals = declare.function("f", declare.vector(declare.real))
        why = difference_of(reals, ["2", "1", "1.0000000001"], ["2", "1", "1.00000000012"],
                            tolerance=strict)
        self.assertIn("[1] is 1.00000000012, the reference returns 1.0000000001", why)
        self.assertIn("(all: 1 1.00000000012 vs 1 1.0000000001)", why)
        points = declare.function("g", declare.vector(declare.pair(declare.real, declare.real)))
        why = difference_of(points, ["1", "0.1", "3"], ["1", "0.10000000000000001", "3"],
                            tolerance=strict)
        self.assertEqual(why, "")       # the same double, written two ways
        why = difference_of(points, ["1", "1e10", "3"], ["1", "10000000001", "3"],
                            tolerance=strict)
        self.assertIn("10000000000", why)
        self.assertIn("10000000001", why)

    def test_in_out_arguments_are_part_of_the_answer_after_a_throw_too(self):
        from solutions.common.grading import Polygon
        body = declare.struct("Body", shape=Polygon, inv_mass=declare.real)
        fn = declare.function("resolve", declare.integer,
                              bodies=declare.inout(declare.vector(body)),
                              max_passes=declare.integer, slop=declare.real)
        self.assertEqual(fn(([([(0, 0)], 1.0)]), 2147483647, 0.5).tokens(),
                         ["1", "1", "0", "0", "1.0", "2147483647", "0.5"])
        ok = ["3", "1", "1", "0", "0", "1"]
        self.assertEqual(difference_of(fn, ok, list(ok)), "")
        self.assertIn("bodies[0].shape[0].y is 2", difference_of(fn, ok, ["3", "1", "1", "0", "2",
                                                                       "1"]))
        thrown = ["E", "invalid_argument", "1", "1", "0", "0", "1"]
        self.assertEqual(difference_of(fn, thrown, list(thrown)), "")
        self.assertIn("bodies[0].inv_mass is 7", difference_of(
            fn, thrown, ["E", "invalid_argument", "1", "1", "0", "0", "7"]))
        self.assertIn("should throw", difference_of(fn, thrown, ok))
        self.assertIn("does not read", difference_of(fn, thrown, ["E", "invalid_argument"]))
        self.assertIn("1 bodies, the reference 2", difference_of(
            fn, ["0", "2", "0", "1", "0", "1"], ["0", "1", "0", "1"]))

    def test_a_generated_probe_answers_as_declared(self):
        """A made-up lesson with every construct: nested structs, vectors of them, in-out
        arguments (printed after a throw too), a whole-range int, -0, an exception, a helper."""
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        with open(os.path.join(work, "made_up.hpp"), "w") as f:
            f.write(MADE_UP_HEADER)
        from solutions.common.grading import Hit, Polygon
        body = declare.struct("Body", shape=Polygon, inv_mass=declare.real)
        fns = [declare.function("separate", None, a=declare.inout(body),
                                b=declare.inout(body), hit=Hit),
               declare.function("resolve", declare.integer,
                                bodies=declare.inout(declare.vector(body)),
                                max_passes=declare.integer, slop=declare.real),
               declare.function("negated", declare.real(signed_zero=True), x=declare.real),
               declare.helper("unit_body", body, mass=declare.real)]
        g = gradings.LessonGrading("99-made-up", work, functions={f.name: f for f in fns})
        with open(os.path.join(work, "probe.cpp"), "w") as f:
            f.write(probegen.generate(g))
        common = os.path.join(helpers.ROOT, "lessons", "common")
        build = subprocess.run(["c++", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-I", work,
                                "-I", common, "-I", os.path.join(helpers.ROOT, "grader", "probes"),
                                "-I", os.path.join(helpers.ROOT, "gfx"), "-o",
                                os.path.join(work, "probe"),
                                os.path.join(work, "probe.cpp")], capture_output=True, text=True)
        self.assertEqual(build.returncode, 0, build.stderr[-3000:])
        separate, resolve, negated, unit_body = fns
        calls = [separate(([(0, 0), (1, 0)], 1), ([(0, -0.0)], 0), (True, (1, 0), 0.5)),
                 separate(([(0, 0)], 1), ([], 0), (True, (1, 0), -1)),
                 resolve([([(0, 0)], 1), ([(float("nan"), float("inf"))], 0)], 2147483647, 0.5),
                 resolve([([(0, 0)], 1)], -1, 0.5),
                 negated(0.0), unit_body(2.0)]
        run = subprocess.run([os.path.join(work, "probe")], capture_output=True, text=True,
                             input="".join(c.line(f"c{k}") + "\n" for k, c in enumerate(calls))
                             + "c9 resolve 1\nc10 nothing\n")
        got = parse_answers(run.stdout)
        self.assertEqual(got["c0"], "2 -0.25 0 0.75 0 1 1 0 0 0".split())
        self.assertEqual(got["c1"], "E invalid_argument 1 0 0 1 0 0".split())
        self.assertEqual(got["c2"], "2147483647 2 1 0 0 1.5 1 nan inf 0.5".split())
        self.assertEqual(got["c3"], "E invalid_argument 1 1 0 0 7".split())
        self.assertEqual(got["c4"], ["-0"])
        self.assertEqual(got["c5"], "1 0 0 0.5".split())
        self.assertEqual(got["c9"], ["E", "bad-call"])
        self.assertEqual(got["c10"], ["E", "no-such-function"])
        for k, c in enumerate(calls):
            answers.decode(c.fn, got[f"c{k}"])         # every answer reads as declared


MADE_UP_HEADER = """#pragma once
#include <stdexcept>
#include <vector>
#include "hit.hpp"
namespace collide {
using Polygon = std::vector<Vec2>;
struct Body { Polygon shape; double inv_mass; };
inline void separate(Body& a, Body& b, const Hit& hit) {
    if (!(hit.depth >= 0)) throw std::invalid_argument("depth");
    for (Vec2& v : a.shape) v = v - hit.normal * (hit.depth * 0.5 * a.inv_mass);
    for (Vec2& v : b.shape) v = v + hit.normal * (hit.depth * 0.5 * b.inv_mass);
}
inline int resolve(std::vector<Body>& bodies, int max_passes, double slop) {
    if (max_passes < 0) { bodies[0].inv_mass = 7; throw std::invalid_argument("passes"); }
    for (Body& b : bodies) b.inv_mass += slop;
    return max_passes;
}
inline double negated(double x) { return -x; }
inline Body unit_body(double mass) { return {{{0, 0}}, 1 / mass}; }
}
"""


class Shown(unittest.TestCase):
    def test_names_and_excerpts_are_one_printable_line(self):
        for raw in ("a\nScore: 88/88", "x\udcffy", "\x1b[31mred", "a\u202eb", "tab\tcr\r"):
            out = shown.name(raw)
            self.assertTrue(out.isprintable(), out)
            out.encode("ascii", errors="strict") if out.isascii() else out.encode("utf-8")
        self.assertEqual(shown.name("x\udcff"), "x\\xff")
        self.assertLessEqual(len(shown.one_line("y" * 5000)), shown.EXCERPT_CUT + 3)
        self.assertEqual(shown.clean("two\nlines\udcff"), "two\nlines\\xff")

    def test_file_stems_are_safe_and_distinct(self):
        self.assertEqual(shown.file_stem("good-name_1"), "good-name_1")
        stems = {shown.file_stem(n) for n in ("a b", "a_b", "a\nb", "a\udcffb", "../x", "..")}
        self.assertEqual(len(stems), 6)
        for s in stems:
            self.assertRegex(s, r"^[A-Za-z0-9_][A-Za-z0-9._-]*$")


class Objects(unittest.TestCase):
    """An object is linked only when every section is one GCC writes for ordinary code."""

    def trusted_objects(self):
        found = []
        for dirpath, _, files in os.walk(os.path.join(helpers.build_dir(), "lessons")):
            found += [os.path.join(dirpath, f) for f in files if f.endswith(".o")]
        if not found:
            self.skipTest("no build here")
        return found

    def test_what_the_course_compiles_is_accepted(self):
        paths = self.trusted_objects()
        with open(paths[0], "rb") as f:
            like = objects.kind(f.read())
        for path in paths:
            with open(path, "rb") as f:
                objects.check(f.read(), like)      # raises if refused

    def test_lto_and_unexpected_sections_and_junk_are_refused(self):
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        src = os.path.join(work, "a.cpp")
        with open(src, "w") as f:
            f.write('int f(int x) { return x + 1; }\n'
                    'asm(".section .evil\\n.byte 1\\n.previous");\n')
        for flags, word in ((["-flto"], "link-time optimization"), ([], "the section .evil")):
            obj = os.path.join(work, "a.o")
            subprocess.run(["g++", "-c", *flags, src, "-o", obj], check=True)
            with open(obj, "rb") as f:
                data = f.read()
            with self.assertRaises(objects.Refused) as got:
                objects.check(data, objects.kind(data))
            self.assertIn(word, str(got.exception))
        like = objects.kind(data)
        for junk in (b"", b"not an object", data[:100], data[:64] + b"\xff" * 64,
                     b"\x7fELF" + bytes(60), b"INPUT(/etc/passwd)\n",    # a linker script
                     b"!<arch>\n" + data,                                 # an archive
                     data[:16] + b"\x03\x00" + data[18:]):               # a shared object
            with self.assertRaises(objects.Refused):
                objects.check(junk, like)
        # Every section header is read within the file: a count or offset that points past
        # its end is refused, never read out of bounds.
        for at, value in ((40, len(data) + 1 << 20), (60, 0xFFFF), (62, 0xFFF0)):
            bad = bytearray(data)
            bad[at:at + (8 if at == 40 else 2)] = value.to_bytes(8 if at == 40 else 2, "little")
            with self.assertRaises(objects.Refused):
                objects.check(bytes(bad), like)


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


class Uploads(unittest.TestCase):
    """Files under other names than the course's (issue 14 item 11): each lesson says which
    file it expected and what the upload holds, and names the likely one."""

    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir)

    def put(self, *names):
        for n in names:
            os.makedirs(os.path.dirname(os.path.join(self.dir, n)), exist_ok=True)
            with open(os.path.join(self.dir, n), "w") as f:
                f.write("int x;")

    def test_single_files_under_other_names(self):
        from grader import layouts
        self.put("ray (1).cpp", "AABB.cpp", "check.cpp")
        folder, layout = layouts.find_layout(self.dir, helpers.ROOT, quiet=True)
        self.assertIs(layout, Layout.FLAT)
        taken = {"ray.cpp", "aabb.cpp", "check.cpp", "sat.cpp"}
        ray = submission.read(folder, "06-ray", ["ray.cpp"], [], taken)
        self.assertTrue(ray.missing)
        self.assertEqual(ray.problems, ["ray.cpp is missing: no ray.cpp found; your upload has "
                                        "'AABB.cpp', 'check.cpp', 'ray (1).cpp' ('ray (1).cpp' "
                                        "looks like it: name it ray.cpp)"])
        aabb = submission.read(folder, "01-aabb", ["aabb.cpp"], [], taken)
        self.assertIn("'AABB.cpp' looks like it: name it aabb.cpp", aabb.problems[0])
        sat = submission.read(folder, "03-sat", ["sat.cpp"], [], taken)
        self.assertNotIn("looks like", sat.problems[0])     # check.cpp is another lesson's
        self.assertEqual(submission.read(folder, "00-check", ["check.cpp"], [], taken).files,
                         {"check.cpp": b"int x;"})

    def test_other_files_wrapped_in_a_folder_and_names_escaped(self):
        from grader import layouts
        self.put("mine/sat.cpp")
        self.assertEqual(layouts.find_layout(self.dir, helpers.ROOT, quiet=True),
                         (os.path.join(self.dir, "mine"), Layout.FLAT))
        shutil.rmtree(os.path.join(self.dir, "mine"))
        self.put("lessons/03-sat/starter/SAT\nScore: 88.cpp")
        got = submission.read(self.dir, "03-sat", ["sat.cpp"], None, {"sat.cpp"})
        self.assertIn("lessons/03-sat/starter/sat.cpp is missing: no sat.cpp found; "
                      "lessons/03-sat/starter/ has 'SAT\\nScore: 88.cpp'", got.problems[0])
        self.assertNotIn("\n", got.problems[0])
        empty = tempfile.mkdtemp(dir=self.dir)
        got = submission.read(empty, "03-sat", ["sat.cpp"])
        self.assertEqual(got.problems, ["lessons/ is missing: the upload has nothing"])


class ReportParts(unittest.TestCase):
    Vec2 = declare.struct("Vec2", x=declare.real, y=declare.real)

    def test_an_argument_is_shown_by_its_declared_type(self):
        polygon = declare.vector(self.Vec2)
        f = declare.function("f", declare.boolean, a=polygon, b=polygon, c=self.Vec2)
        call = f([(-1, -1), (1, -1), (0, 1)], [], (0.5, 2), label="x")
        self.assertEqual(call.describe(), "f([(-1, -1), (1, -1), (0, 1)], [], (0.5, 2))")
        self.assertEqual(call.tokens()[:3], ["3", "-1", "-1"])     # the probe reads the count

    def test_a_push_out_too_short_to_see_is_ringed(self):
        from grader import sketch
        from grader.judge import CaseOutcome
        box = declare.struct("Box", minx=declare.real, miny=declare.real, maxx=declare.real,
                             maxy=declare.real, draw=lambda b: sketch.outline(
                                 [(b.minx, b.miny), (b.maxx, b.miny), (b.maxx, b.maxy),
                                  (b.minx, b.maxy)]))
        hit = declare.struct("Hit", hit=declare.boolean, normal=self.Vec2, depth=declare.real,
                             draw=lambda h, at: sketch.push(at.anchor, (h.normal.x, h.normal.y),
                                                            h.depth) if h.hit else [])
        f = declare.function("f", hit, a=box, b=box)
        call = f((0, 0, 2, 2), (1, 0, 3, 2), label="x")

        def case(got):
            return CaseOutcome(call, answers.decode(f, ["1", "1", "0", "1"]),
                               answers.decode(f, got), "depth")

        def red(c):
            return [l for l in sketch.script(c).splitlines() if l.startswith("line 255 60 60")]

        short = case(["1", "1", "0", "0"])
        self.assertGreater(len(red(short)), 10)                  # a ring, and a tick
        self.assertIn("line 255 60 60 2.0 1.0 ", sketch.script(short))   # the tick, from b
        self.assertEqual(len(red(case(["1", "0", "1", "1"]))), 1)  # long enough: the vector
        self.assertEqual(sketch.labels(short),
                         "the reference (green): hit true, normal (x 1, y 0), depth 1; "
                         "yours (red): hit true, normal (x 1, y 0), depth 0")
        self.assertIn("yours (red): hit false, normal (x 0, y 0), depth 0, nothing red drawn",
                      sketch.labels(case(["0", "0", "0", "0"])))

    def test_the_differing_lines_of_a_text_are_marked(self):
        n, text = html_report._text_diff("a 1.0\nb 2\nc 3\n", "a 1.0000000001\nb 5\n<c>\nd\n")
        self.assertEqual(n, 3)
        lines = text.splitlines()
        self.assertEqual(lines[0], "    1  a 1.0")              # equal by the output rule
        self.assertEqual(lines[1], "<span class='differs'>-   2  b 2</span>")
        self.assertEqual(lines[2], "<span class='differs'>+   2  b 5</span>")
        self.assertIn("&lt;c&gt;", text)                      # escaped
        self.assertEqual(lines[-1], "<span class='differs'>+   4  d</span>")

    def test_the_state_of_a_lesson_is_said_in_words(self):
        g = Grade("s", [LessonGrade("01-aabb", [], status=Status.OK),
                        LessonGrade("02-circle", [], status=Status.COMPILE_ERROR),
                        LessonGrade("03-sat", [], untouched=True)])
        lines = []
        terminal.terminal(g, out=lines.append)
        self.assertIn("lesson 01-aabb: 0 / 0  (graded)", lines)
        self.assertIn("lesson 02-circle: 0 / 0  (compile error)", lines)
        self.assertIn("lesson 03-sat: 0 / 0  (graded; not started (its files are the starter))",
                      lines)
        self.assertNotIn("(ok)", gradescope.results_json(g)["output"])

    def test_a_reread_hint_links_only_a_section_of_the_lesson(self):
        lesson = helpers.existing(["01-aabb"])
        if not lesson:
            self.skipTest("needs lesson 01")
        docs = html_report.Docs("../docs", lesson)
        section = sorted(docs.headings("01-aabb"))[0]
        self.assertRegex(docs.link("01-aabb", section), r"^\.\./docs/lesson_01\.html#lesson_01_")
        self.assertEqual(docs.link("01-aabb", "Score: 88/88"), "../docs/lesson_01.html")
        lg = LessonGrade("01-aabb")
        self.assertIn("<a href=", html_report._reread(lg, section, docs))
        forged = html_report._reread(lg, "<script>x</script>", docs)
        self.assertNotIn("<a", forged)
        self.assertNotIn("<script>", forged)


class Gradings(unittest.TestCase):
    def test_the_grader_names_no_lesson(self):
        """grader/ is machinery: no lesson id, nor any function a lesson declares, appears in
        its Python, its probes' header or its CMakeLists.txt (its tests may name them)."""
        names = {l.id for l in helpers.existing()}
        for lesson in helpers.existing():
            g = helpers.grading(lesson.id)
            names |= set(g.functions) if g else set()
        folder = os.path.join(helpers.ROOT, "grader")
        files = []
        for dirpath, dirs, fs in os.walk(folder):
            dirs[:] = [d for d in dirs if d not in ("tests", "__pycache__")]
            files += [os.path.join(dirpath, f) for f in fs
                      if f.endswith((".py", ".hpp", ".cpp", ".txt"))]
        self.assertIn(os.path.join(folder, "CMakeLists.txt"), files)
        pattern = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, names))) +
                             r")(?![\w-])")
        for path in files:
            with open(path, encoding="utf-8") as f:
                for n, line in enumerate(f, 1):
                    m = pattern.search(line)
                    self.assertIsNone(m, f"{os.path.relpath(path, helpers.ROOT)}:{n} names "
                                      f"{m and m.group(1)}: a lesson's own name belongs in "
                                      "solutions/NN-name/")

    def test_the_course_tool_never_imports_the_grader(self):
        """The import graph runs one way: the grader uses the course's modules, and the course
        command hands the grader's commands to `python3 -m grader`."""
        folder = os.path.join(helpers.ROOT, "tools", "course")
        for dirpath, _, fs in os.walk(folder):
            for f in (f for f in fs if f.endswith(".py")):
                with open(os.path.join(dirpath, f), encoding="utf-8") as fh:
                    text = fh.read()
                self.assertIsNone(re.search(r"^\s*(from grader\b|import grader\b)", text, re.M),
                                  f"tools/course/{f} imports the grader")

    def test_every_written_lesson_is_graded_and_its_outputs_declared(self):
        for lesson in helpers.existing():
            with self.subTest(lesson=lesson.id):
                checks = helpers.checks(lesson.id)
                self.assertTrue(checks, f"{lesson.id} has no checks in "
                                f"solutions/{lesson.id}/grading.py")
                declared = sorted(c.file for c in checks if c.kind is OUTPUT)
                self.assertEqual(declared, lesson.expected_files(),
                                 "each expected/ file is one output check")
                for c in checks:
                    self.assertGreater(c.points, 0)
                    if c.kind is FUNCTION:
                        self.assertTrue(c.calls(), f"{c.title}: no calls")
                titles = [c.title for c in checks]
                self.assertEqual(len(titles), len(set(titles)), "titles name checks uniquely")


SYSTEM = sandbox.View()           # the system folders, nothing of the course


class Box(unittest.TestCase):
    def box(self):
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        box = sandbox.Box(os.path.join(work, "s"), host_side.private_uid())
        self.addCleanup(box.close)
        return box

    def test_wall_clock_limit_stops_a_sleeper(self):
        r = self.box().run(["sleep", "30"], sandbox.Limits(wall=0.5), SYSTEM)
        self.assertTrue(r.timed_out)
        self.assertLess(r.seconds, 10)

    def test_output_is_cut(self):
        r = self.box().run(["sh", "-c", "yes 0123456789 | head -c 10000000"], sandbox.Limits(),
                           SYSTEM)
        self.assertLessEqual(len(r.stdout), sandbox.OUTPUT_CUT + 100)
        self.assertIn("output cut", r.stdout)

    def test_input_and_output_are_pipes_the_grader_drains(self):
        """stdin, stdout and stderr are pipes (no file of the host is open in the child); a
        megabyte of input goes in while a flood comes out, and nothing blocks."""
        calls = b"".join(b"line %d\n" % k for k in range(100000))
        kinds = "import os, stat; print(*(stat.S_ISFIFO(os.fstat(k).st_mode) for k in range(3)))"
        r = self.box().run(["sh", "-c", f"python3 -c '{kinds}'; wc -l; yes flood >&2"],
                           sandbox.Limits(wall=3), SYSTEM, stdin=calls)
        self.assertEqual(r.stdout.split("\n")[:2], ["True True True", "100000"], r.stderr[:300])
        self.assertIn("output cut", r.stderr)
        self.assertTrue(r.timed_out)

    def test_nothing_outlives_a_run(self):
        """A daemon that leaves its session and ignores signals, SysV shared memory, a file in
        /tmp: after the run none of them exists anywhere."""
        if helpers.no_jail():
            self.skipTest(helpers.no_jail())
        box = self.box()
        box.folder("out")
        script = ("setsid sh -c 'trap \"\" TERM HUP INT; while :; do sleep 1; done' & "
                  "python3 -c 'import ctypes; c = ctypes.CDLL(None); "
                  "print(c.shmget(0, 1 << 20, 0o1600), c.msgget(0, 0o1600), "
                  "c.semget(0, 1, 0o1600), c.syscall(248, b\"user\", b\"k\", b\"v\", 1, -4))'; "
                  "touch /tmp/left-behind; ipcs; sleep 30")
        r = box.run(["sh", "-c", script], sandbox.Limits(wall=1.5), SYSTEM)
        self.assertTrue(r.timed_out)
        made = r.stdout.split("\n")[0].split()
        self.assertEqual(made, ["-1"] * 4)      # SysV IPC and keyrings are refused
        self.assertEqual(helpers.box_leftovers([box.uid]), [])
        self.assertEqual(r.leftovers, [])   # the namespaces took them: nothing to remove
        self.assertFalse(os.path.exists("/tmp/left-behind"))
        again = box.run(["sh", "-c", "ipcs -m | grep -c 0x || true; ls /tmp"], sandbox.Limits(),
                        SYSTEM)
        self.assertEqual(again.stdout.split(), ["0"])       # a fresh IPC namespace and /tmp

    def test_without_the_jail_a_box_cannot_read_another(self):
        """Two boxes side by side on the host's disk (no jail): each child reaches only its
        own scratch folder, so one submission cannot read another's files."""
        if not sandbox.running_as_root():
            self.skipTest("not root: no user id of the box's own")
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        os.chmod(work, 0o711)          # as the grader's scratch root: each box reachable by name
        a, b = (sandbox.Box(os.path.join(work, n), host_side.private_uid(), jail=False)
                for n in ("a", "b"))
        self.addCleanup(a.close)
        self.addCleanup(b.close)
        a.folder("out")
        a.put(f"{a.GRADER}/secret.cpp", b"mine")
        self.assertEqual(a.run(["sh", "-c", "echo mine > out/f && cat grader/secret.cpp"],
                               sandbox.Limits(), SYSTEM).stdout, "mine")
        r = b.run(["sh", "-c", f"cat {a.scratch}/out/f {a.scratch}/grader/secret.cpp; "
                   f"ls {a.scratch}"], sandbox.Limits(), SYSTEM)
        self.assertNotIn("mine", r.stdout)
        self.assertIn("Permission denied", r.stderr)

    def test_a_box_is_removed_however_deep_its_folders(self):
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        box = sandbox.Box(os.path.join(work, "s"), host_side.private_uid(), jail=False)
        box.folder("out")
        r = box.run(["python3", "-c", "import os\nos.chdir('out')\nfor _ in range(1200):\n"
                     "    os.mkdir('d'); os.chdir('d')"], sandbox.Limits(), SYSTEM)
        self.assertEqual(r.returncode, 0, r.stderr)
        box.remove()
        self.assertEqual(os.listdir(work), [])

    def test_what_a_run_leaves_is_found_and_removed(self):
        """Without namespaces (root, no jail) the same daemon, IPC objects and files in /tmp
        would outlive the run: the box finds them after it, says so, and removes them."""
        if not sandbox.running_as_root():
            self.skipTest("not root: no user id of the box's own")
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        box = sandbox.Box(os.path.join(work, "s"), host_side.private_uid(), jail=False)
        self.addCleanup(box.close)
        script = ("setsid sh -c 'trap \"\" TERM HUP INT; while :; do sleep 1; done' & "
                  "python3 -c 'import ctypes; c = ctypes.CDLL(None); "
                  "print(c.shmget(0, 1 << 20, 0o1600), c.msgget(0, 0o1600))'; "
                  f"touch /tmp/left-{box.uid}; mkdir -p /var/tmp/left-{box.uid}/in")
        r = box.run(["sh", "-c", script], sandbox.Limits(wall=5), SYSTEM)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split(), ["-1", "-1"])   # SysV IPC is refused without it too
        self.assertFalse(os.path.lexists(f"/tmp/left-{box.uid}"))
        self.assertFalse(os.path.lexists(f"/var/tmp/left-{box.uid}"))
        self.assertIn("files of the box's user id in /tmp, /var/tmp or /dev/shm", r.leftovers)
        self.assertIn("processes of the box's user id", r.leftovers)
        self.assertEqual(helpers.box_leftovers([box.uid]), [])

    def test_files_are_taken_without_following_links(self):
        box = self.box()
        box.folder("out")
        r = box.run(["sh", "-c", "cd out && echo hi > f && ln -s /etc/passwd l && mkfifo p && "
                     "mkdir d && ln -s /etc sub && echo x > g && ln g h"], sandbox.Limits(),
                    SYSTEM, cwd="")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(box.take("out/f", 100), (b"hi\n", ""))
        self.assertEqual(box.take("out/l", 100)[1], "is a symbolic link")
        self.assertEqual(box.take("out/p", 100)[1], "is not a regular file")
        self.assertEqual(box.take("out/d", 100)[1], "is not a regular file")
        self.assertIn("symbolic link", box.take("out/sub/passwd", 100)[1])
        self.assertEqual(box.take("out/none", 100)[1], "was not written")
        # Without the jail, a hard link could be another name of a file of expected/.
        self.assertIn("hard link", box.take("out/h", 100)[1])
        self.assertIn("hard link", box.take("out/g", 100)[1])
        self.assertIn("too large", box.take("out/f", 2)[1])

    def test_a_link_time_payload_writes_nothing_outside_the_box(self):
        """What the grader refuses (objects.py) would do no harm even if linked: an object
        compiled with -flto carries its compiler options, and a link with the plugin runs the
        assembler again with them (here --MD=FILE, which writes FILE). Outside the box that
        writes any file the grader could; in the box, the link cannot reach the course."""
        if helpers.no_jail():
            self.skipTest(helpers.no_jail())
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        src = os.path.join(work, "p.cpp")
        with open(src, "w") as f:
            f.write("int f(int x) { return x + 1; }\nint main() { return f(0) - 1; }\n")

        def payload(folder, writes):
            os.makedirs(folder)
            obj = os.path.join(folder, "p.o")
            subprocess.run(["g++", "-flto", "-O1", "-c", src, "-o", obj, f"-Wa,--MD={writes}"],
                           check=True)
            os.remove(writes)            # written once by this compile; the link writes again
            return obj

        control = os.path.join(work, "control.d")      # linked outside the box: it writes
        subprocess.run(["g++", "-flto", payload(os.path.join(work, "c"), control), "-o",
                        os.path.join(work, "p")], check=True)
        self.assertTrue(os.path.isfile(control))
        target = os.path.join(helpers.ROOT, "lessons", "lto-wrote-this")
        kit = os.path.join(work, "kit")
        payload(kit, target)
        box = self.box()
        box.folder("bin")
        lessons = os.path.join(helpers.ROOT, "lessons")
        r = box.run(["g++", "-flto", "/kit/p.o", "-o", box.path("bin/p")],
                    sandbox.Limits(cpu=60, wall=120, memory=2 << 30),
                    sandbox.View(shown=((lessons, lessons), (kit, "/kit"))), cwd="bin")
        self.assertIn(target, r.stderr)                 # the assembler tried, in the box
        self.assertFalse(os.path.lexists(target))

    def test_the_jail_hides_the_course_and_the_network(self):
        if helpers.no_jail():
            self.skipTest(helpers.no_jail())
        root = helpers.ROOT
        kit, public = tempfile.mkdtemp(), tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, kit, True)
        self.addCleanup(shutil.rmtree, public, True)
        for folder, name in ((kit, "trusted.o"), (public, "api.hpp")):
            os.chmod(folder, 0o755)
            with open(os.path.join(folder, name), "w") as f:
                f.write("trusted")
        box = self.box()
        box.folder("mine")
        view = sandbox.View(shown=((public, os.path.join(root, "lessons")), (kit, "/kit")))
        script = (f"ls {root}; ls {root}/lessons; ls {root}/solutions; "
                  f"ls /tmp; id -u; cat /sys/class/net/*/operstate; touch {root}/lessons/x; "
                  f"echo x > /kit/trusted.o; rm -f /kit/trusted.o; touch /box/{box.GRADER}/x; "
                  f"mv /box/{box.GRADER} /box/g2; touch /box/mine/ok")
        r = box.run(["sh", "-c", script], sandbox.Limits(), view)
        self.assertEqual(r.stdout.split()[:2], ["lessons", "api.hpp"])   # only what is shown
        self.assertIn("No such file", r.stderr)               # no solutions/
        self.assertNotIn("up", r.stdout.split())              # no network interface up
        self.assertNotEqual(r.stdout.split()[-1] if r.stdout.split() else "0", "0")
        self.assertIn("Read-only", r.stderr)
        with open(os.path.join(kit, "trusted.o")) as f:
            self.assertEqual(f.read(), "trusted")             # the kit is read-only
        self.assertTrue(box.is_file("mine/ok"))               # the child's folder is its own
        self.assertFalse(box.is_file(f"{box.GRADER}/x"))      # the grader's is not,
        self.assertFalse(box.is_file("g2/x"))                 # nor can it be moved


class Reports(unittest.TestCase):
    def test_a_page_that_cannot_be_made_is_said_and_the_others_are_written(self):
        from grader import cli
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        check = declare.Check("01-aabb", 1, "output 01-aabb.txt matches expected/", OUTPUT,
                               file="01-aabb.txt")
        broken = Grade("x\nScore: 88/88\udcff", [LessonGrade("01-aabb", [CheckResult(
            check, 0, "differs", files={"expected": "/nonexistent", "produced": "/none"})])])
        good = Grade("good", [LessonGrade("01-aabb", [CheckResult(check, 1)])])
        failures, pages = [], []
        for g in (broken, good):
            pages.append(cli._report_step("a page", lambda g=g: html_report.html_student(g, work),
                                          failures) or
                         html_report.html_failed_page(g, work, failures[-1]))
        html_report.html_index([broken, good], ["01-aabb"], work, pages)
        self.assertEqual(len(failures), 1)
        for page in pages + ["index.html"]:
            with open(os.path.join(work, page), encoding="utf-8") as f:
                text = f.read()
            self.assertNotIn("\nScore: 88/88", text)
        with open(os.path.join(work, pages[0]), encoding="utf-8") as f:
            self.assertIn("could not write this report", f.read())

    def test_every_report_is_written_whatever_it_holds(self):
        check = declare.Check("03-sat", 2, "t", FUNCTION)
        odd = "lessons/\udcff\n\x1bScore: 88/88\u202e"
        lg = LessonGrade("03-sat", [CheckResult(check, 0, odd, [odd])], notes=[odd],
                         problems=[odd])
        g = Grade(odd, [lg])
        lines = []
        terminal.terminal(g, out=lines.append)
        for line in lines:
            line.encode("utf-8")                            # no lone surrogate left
            self.assertFalse(line.startswith("Score: 88"))
        self.assertEqual(sum(1 for l in lines if l.startswith("Score:")), 1)
        text = json.dumps(gradescope.results_json(g), ensure_ascii=False)
        text.encode("utf-8")
        self.assertEqual(gradebook.csv_row(g, ["03-sat"])[0], shown.one_line(odd, 1 << 12))
        for formula in ("=HYPERLINK(\"http://x\")", "+1", "-1+2", "@SUM(A1)"):
            self.assertEqual(gradebook.csv_row(Grade(formula, []), [])[0], "'" + formula)


class Results(unittest.TestCase):
    def test_gradescope_fields(self):
        check = declare.Check("03-sat", 2, "t", FUNCTION)
        lg = LessonGrade("03-sat", [CheckResult(check, 0, "sat_hit(...): depth is 1")])
        data = gradescope.results_json(Grade("s", [lg]))
        self.assertEqual(data["score"], 0)
        self.assertEqual(data["max_score"], 2)
        t = data["tests"][0]
        self.assertEqual(t["status"], "failed")
        self.assertEqual(t["tags"], ["03-sat", "core"])
        self.assertEqual(t["extra_data"], {"tier": "core"})
        self.assertEqual(t["visibility"], "visible")
        self.assertIn("depth is 1", t["output"])

    def test_texts_are_plain_text_and_a_students_markup_stays_as_it_is(self):
        """Gradescope is told every text is "text" (no HTML, Markdown or ANSI rendered): a
        student's <, > and & reach it byte for byte, never escaped (which "text" would show as
        &lt;) nor as markup (which simple_format, the top-level output's default, would
        render); the results of a broken grader say the same."""
        check = declare.Check("03-sat", 2, "t", FUNCTION)
        markup = "<b>bold</b> & <script>alert(1)</script> a<b && c>d &amp;"
        lg = LessonGrade("03-sat", [CheckResult(check, 0, markup, [markup])], notes=[markup])
        for data in (gradescope.results_json(Grade("s", [lg])),
                     gradescope.broken_results([check], [markup])):
            self.assertEqual({k: data.get(k) for k in gradescope.TEXT_FORMAT},
                             {"output_format": "text", "test_output_format": "text",
                              "test_name_format": "text"})
            self.assertIn(markup, data["output"])
            self.assertIn(markup, data["tests"][0]["output"])
            self.assertNotIn("&lt;", json.dumps(data))
        # run_autograder's own results, when even the grader's Python fails, say it too
        self.assertIn('"output_format": "text"', bundle.run_script(helpers.ROOT, ["00-check"]))

    def test_a_lesson_the_grader_failed_on_is_not_graded_in_every_report(self):
        """A grader error is a state (LessonGrade.grader_failed), never a score: the gradebook's
        cells, results.json, the terminal and the page say so, with the full maximum."""
        a, b = declare.Check("01-aabb", 3, "a", FUNCTION), declare.Check("02-circle", 4, "b",
                                                                          FUNCTION)
        ok = LessonGrade("01-aabb", [CheckResult(a, 3)])
        failed = LessonGrade("02-circle", [CheckResult(b, 0, NOT_GRADED, graded=False)],
                             status=Status.GRADER_ERROR,
                             problems=["the grader failed on this lesson: OSError(28)"])
        g = Grade("s", [ok, failed])
        self.assertTrue(g.grader_failed)
        self.assertEqual(gradebook.csv_row(g, ["01-aabb", "02-circle"]),
                         ["s", "3", "3", "0", NOT_GRADED, NOT_GRADED, NOT_GRADED,
                          NOT_GRADED, NOT_GRADED, NOT_GRADED, "7", "grader error in 02"])
        data = gradescope.results_json(g)
        self.assertEqual((data["score"], data["max_score"]), (0, 7))
        self.assertIn("the grader failed on 02-circle", data["output"])
        self.assertTrue(all(t["status"] == "failed" for t in data["tests"]))
        lines = []
        terminal.terminal(g, out=lines.append)
        self.assertTrue(lines[-1].startswith(f"Score: {NOT_GRADED}"), lines[-1])
        self.assertIn("lesson 02-circle: not graded: grader error / 4  (grader error)", lines)
        self.assertEqual(gradebook.csv_row(Grade("t", [ok]), ["01-aabb"]),
                         ["t", "3", "3", "0", "3", "3", "0", "3", "ok"])


class Tiers(unittest.TestCase):
    """Two tiers of checks (grades.Tier): each check's tier is in the grade and its file, each
    tier's points can be weighted in one place, and every report shows both tiers. A control:
    the same grade with its precision check passed, and one with no precision check."""

    def grade(self, precision_ok=False, with_precision=True):
        from course.catch_xml import CaseResult
        core = declare.Check("01-one", 3, "overlap: the documented cases", FUNCTION)
        checks = [CheckResult(core, 3)]
        feedback = [CaseResult("touching", True, "Conventions")]
        if with_precision:
            prec = declare.Check("01-one", 2, "overlap: the ends of the double range",
                                 FUNCTION, tier=declare.Tier.PRECISION)
            checks.append(CheckResult(prec, 2) if precision_ok else
                          CheckResult(prec, 0, "1 of 2 cases fail:", ["tiny: depth 0"]))
            feedback.append(CaseResult("tiny boxes", precision_ok, "The range of doubles",
                                       [] if precision_ok else ["0 == 1e-300"],
                                       precision=True))
        return Grade("ann", [LessonGrade("01-one", checks, feedback=feedback)])

    def test_a_declared_tier_is_the_grades_tier(self):
        self.assertIs(declare.Tier, Tier)
        decls = declare.Declarations("01-one")
        declare.collecting(decls)
        try:
            declare.test(1, "a")(lambda: [])
            declare.test(2, "b", tier="precision")(lambda: [])
            with self.assertRaises(ValueError):
                declare.test(1, "c", tier="exact")(lambda: [])
        finally:
            declare.collecting(None)
        self.assertEqual([c.tier for c in decls.checks], [Tier.CORE, Tier.PRECISION])

    def test_each_tiers_points_are_apart_in_the_grade(self):
        g = self.grade()
        lg = g.lessons[0]
        self.assertEqual((lg.score, lg.max_score), (3, 5))
        self.assertEqual(lg.tiers(), [(Tier.CORE, 3, 3), (Tier.PRECISION, 0, 2)])
        self.assertEqual(g.tiers(), lg.tiers())
        self.assertEqual(self.grade(with_precision=False).tiers(), [(Tier.CORE, 3, 3)])

    def test_the_grade_file_keeps_the_tier_and_reads_an_older_file_as_core(self):
        from grader.reporters import grade_file
        data = grade_file.to_json(self.grade())
        back = grade_file.from_json(json.loads(json.dumps(data)))
        self.assertEqual([c.tier for c in back.lessons[0].checks], [Tier.CORE, Tier.PRECISION])
        self.assertEqual([t.precision for t in back.lessons[0].feedback], [False, True])
        self.assertEqual(back.tiers(), [(Tier.CORE, 3, 3), (Tier.PRECISION, 0, 2)])
        for c in data["lessons"][0]["checks"]:
            del c["tier"]
        for t in data["lessons"][0]["feedback"]:
            del t["precision"]
        old = grade_file.from_json(data)
        self.assertEqual([c.tier for c in old.lessons[0].checks], [Tier.CORE, Tier.CORE])
        self.assertEqual(old.tiers(), [(Tier.CORE, 3, 5)])
        self.assertFalse(any(t.precision for t in old.lessons[0].feedback))

    def test_the_gradebook_has_a_column_per_lesson_per_tier(self):
        g, control = self.grade(), self.grade(precision_ok=True)
        header = gradebook.csv_header(["01-one"], gradebook.maxima([g, control], ["01-one"]))
        self.assertEqual(header, ["student", "01-one (5)", "01-one core (3)",
                                  "01-one precision (2)", "total", "core (3)",
                                  "precision (2)", "max", "status"])
        self.assertEqual(gradebook.csv_row(g, ["01-one"]),
                         ["ann", "3", "3", "0", "3", "3", "0", "5", "ok"])
        self.assertEqual(gradebook.csv_row(control, ["01-one"]),
                         ["ann", "5", "3", "2", "5", "3", "2", "5", "ok"])

    def test_results_json_tags_each_test_with_its_tier_and_totals_each_tier(self):
        data = gradescope.results_json(self.grade())
        tests = {t["name"]: t for t in data["tests"]}
        prec = tests["01-one: overlap: the ends of the double range (precision)"]
        self.assertEqual((prec["tags"], prec["extra_data"]), (["01-one", "precision"],
                                                              {"tier": "precision"}))
        self.assertEqual(tests["01-one: overlap: the documented cases"]["tags"],
                         ["01-one", "core"])
        self.assertEqual(data["extra_data"]["tiers"],
                         {"core": {"score": 3, "max_score": 3},
                          "precision": {"score": 0, "max_score": 2}})
        self.assertEqual(data["extra_data"]["lessons"]["01-one"]["precision"],
                         {"score": 0, "max_score": 2})
        self.assertIn("01-one: 3 / 5 (graded; core 3 / 3, precision 0 / 2)", data["output"])
        feedback_test = [t for t in data["tests"] if "feedback" in t["name"]][0]
        self.assertEqual(feedback_test["extra_data"], {"feedback": True, "core_failing": 0,
                                                       "precision_failing": 1})
        feedback = feedback_test["output"]
        self.assertIn("FAILED: tiny boxes (precision)", feedback)
        self.assertIn('reread "The range of doubles" in lessons/01-one/README.md (precision)',
                      feedback)
        control = gradescope.results_json(self.grade(precision_ok=True))
        self.assertEqual(control["extra_data"]["tiers"]["precision"],
                         {"score": 2, "max_score": 2})
        plain = gradescope.results_json(self.grade(with_precision=False))
        self.assertIn("01-one: 3 / 3 (graded)", plain["output"])
        broken = gradescope.broken_results([c.check for c in self.grade().lessons[0].checks],
                                           ["x"])
        self.assertEqual([t["tags"] for t in broken["tests"]],
                         [["01-one", "core"], ["01-one", "precision"]])

    def test_the_terminal_shows_both_tiers(self):
        lines = []
        terminal.terminal(self.grade(), out=lines.append)
        self.assertIn("  core 3 / 3, precision 0 / 2", lines)
        self.assertIn("  FAIL   0/2  overlap: the ends of the double range (precision)", lines)
        self.assertEqual(lines[-1], "Score: 3/5 (core 3 / 3, precision 0 / 2)")
        plain = []
        terminal.terminal(self.grade(with_precision=False), out=plain.append)
        self.assertEqual(plain[-1], "Score: 3/3")
        summary = []
        terminal.class_summary([self.grade()], out=summary.append)
        self.assertIn("(core 3 / 3, precision 0 / 2)", summary[0])

    def test_the_html_report_shows_both_tiers_on_the_page_and_the_index(self):
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        from course.catch_xml import CaseResult
        g, control = self.grade(), self.grade(with_precision=False)
        control.student = "bob"
        # Catch2's order puts a failing precision case first: the page lists the core one first
        g.lessons[0].feedback.insert(0, g.lessons[0].feedback.pop())
        g.lessons[0].feedback.append(CaseResult("apart boxes", False, "Gaps", ["1 == 0"]))
        pages = [html_report.html_student(x, work) for x in (g, control)]
        html_report.html_index([g, control], ["01-one"], work, pages)

        def read(name):
            with open(os.path.join(work, name), encoding="utf-8") as f:
                return f.read()
        page = read(pages[0])
        self.assertIn("<th>core</th><th>precision</th>", page)
        self.assertIn("<td>0&nbsp;/&nbsp;2</td>", page)
        self.assertIn("<span class='tier'>core 3 / 3, precision 0 / 2</span>", page)
        self.assertIn("the ends of the double range <span class='tier precision'>precision"
                      "</span>", page)
        self.assertIn("reread \u201cThe range of doubles\u201d in lesson 01 (precision)", page)
        self.assertLess(page.index("apart boxes"), page.index("tiny boxes"))
        plain = read(pages[1])
        self.assertNotIn("<th>precision</th>", plain)
        self.assertNotIn("tier precision", plain)
        index = read("index.html")
        self.assertIn("<span class='tiers'>3&nbsp;+&nbsp;2</span>", index)   # the maxima
        self.assertIn("<span class='tiers'>3&nbsp;+&nbsp;0</span>", index)   # both students
        self.assertIn("points + its precision checks", index)

    def test_the_tiers_are_weighted_in_one_place(self):
        import sys
        import types
        from unittest import mock
        self.assertEqual(declare.DEFAULT_TIER_WEIGHTS, {Tier.CORE: 1.0, Tier.PRECISION: 1.0})
        self.assertEqual(gradings.course_weights(helpers.ROOT), declare.DEFAULT_TIER_WEIGHTS,
                         "the course declares no weights: the defaults")
        half = declare.tier_weights(precision=0.5)
        self.assertEqual(half, {Tier.CORE: 1.0, Tier.PRECISION: 0.5})
        for bad in ({"exact": 1}, {"precision": -1}, {"core": float("nan")},
                    {"precision": True}, {"core": "2"}):
            with self.assertRaises(ValueError):
                declare.tier_weights(**bad)
        common = types.SimpleNamespace(TIER_WEIGHTS=half)
        with mock.patch.dict(sys.modules, {gradings.COMMON_GRADING: common}):
            self.assertEqual(gradings.course_weights(helpers.ROOT), half)
        checks = [declare.Check("01-one", 3, "a", FUNCTION),
                  declare.Check("01-one", 2, "b", FUNCTION, tier=Tier.PRECISION)]
        declare.weigh(checks, half)
        self.assertEqual([c.points for c in checks], [3, 1])
        # weighted 0: worth nothing, and a failure is still a failure
        free = declare.weigh([declare.Check("01-one", 2, "b", FUNCTION, tier=Tier.PRECISION)],
                             declare.tier_weights(precision=0))[0]
        self.assertFalse(CheckResult(free, 0, "1 of 2 cases fail:").ok)
        self.assertTrue(CheckResult(free, 0).ok)
        self.assertFalse(CheckResult(free, 0, "not graded", graded=False).ok)


class LessonBuilds(unittest.TestCase):
    def test_a_reference_probe_not_built_yet_is_found_once_it_is(self):
        # lesson-builds.json keeps a lesson's build until build.ninja changes: it kept ""
        # for a probe read before it was built, and the lesson could not be graded after
        from unittest import mock
        from grader import trusted
        lesson = next(iter(helpers.existing()), None)
        if lesson is None:
            self.skipTest("no lessons")
        isfile = os.path.isfile
        unbuilt = lambda p: not p.endswith("-probe-reference") and isfile(p)  # noqa: E731
        with mock.patch.object(trusted.os.path, "isfile", unbuilt):
            lb = trusted.lesson_build(helpers.ROOT, lesson)
        self.assertTrue(lb.reference_probe.endswith(f"grader-{lesson.id}-probe-reference"),
                        lb.reference_probe)


class Views(unittest.TestCase):
    def build(self, **kw):
        from grader import trusted
        lb = trusted.LessonBuild("01-aabb", **kw)
        lb.references = {p: "/bin/true" for p in trusted.PROGRAMS}
        return lb

    def test_a_step_that_reads_what_no_box_may_show_stops_the_grader(self):
        from grader import views
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        root = helpers.ROOT
        for n, lb in enumerate([self.build(include_dirs=[os.path.join(root, "solutions",
                                                                      "01-aabb")]),
                                self.build(run_inputs=[os.path.join(
                                    root, "lessons", "01-aabb", "expected", "01-aabb.txt")])]):
            with self.assertRaises(views.ViewError) as got:
                views.make(root, {"01-aabb": lb}, work, os.path.join(work, f"v{n}"))
            self.assertIn("which no box may show", str(got.exception))
        with self.assertRaises(views.ViewError) as got:
            views.make("/usr/share/course", {}, work, os.path.join(work, "v2"))
        self.assertIn("inside a system folder", str(got.exception))

    def test_a_compile_box_shows_the_headers_it_reads_and_a_run_box_the_runtime(self):
        """A compile box shows the headers of its include folders that the lesson's compile
        reads (the starter's and the reference's), not every header there: lesson 01's
        aabb_cases.hpp (its tests' cases) and hit.hpp (other lessons') are in those folders,
        the control, and are not shown."""
        from grader import trusted, views
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        real = trusted.lesson_build(helpers.ROOT, helpers.existing(["01-aabb"])[0])
        lesson = os.path.join(helpers.ROOT, "lessons", "01-aabb")
        common = os.path.join(helpers.ROOT, "lessons", "common")
        self.assertLessEqual({lesson, common}, set(real.include_dirs))
        for folder, name in ((lesson, "aabb_cases.hpp"), (common, "hit.hpp")):
            self.assertTrue(os.path.isfile(os.path.join(folder, name)))      # the control
        v = views.make(helpers.ROOT, {"01-aabb": self.build(
            include_dirs=real.include_dirs, compile=real.compile)}, work, os.path.join(work, "v"))
        shown = {w: sorted(os.listdir(c)) for c, w in v.of(views.Step.COMPILE, "01-aabb").shown}
        self.assertEqual(shown, {lesson: ["aabb.hpp"],
                                 common: ["box.hpp", "square_range.hpp", "vec2.hpp"]})
        run = v.of(views.Step.RUN, "01-aabb")
        self.assertNotIn("/usr", run.system)
        shown = [os.path.join(w, n) for c, w in run.shown for n in os.listdir(c)]
        self.assertTrue(any(os.path.basename(p).startswith("libc.so") for p in shown), shown)
        self.assertFalse([p for p in shown if "/bin/" in p or p.endswith(("g++", "cc1plus"))])


if __name__ == "__main__":
    unittest.main()
