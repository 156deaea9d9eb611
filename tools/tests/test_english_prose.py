"""The reader of check_korean_runs.py finds English prose where a Korean student would meet
it: the lines the course tool and the grader said in English before issue 33 are caught, and
what is not prose (code, a produced file's line, a test's name, the test program's own words)
is not."""

import unittest

import check_korean_runs as runs
from course.lessons import ROOT

# Lines as `COURSE_LANG=ko ./course check 01` and `./course grade` printed them at 4a06b91.
ENGLISH_THEN = [
    "  실패  출력 01-aabb.png: 1672 of 65536 pixels differ",
    "        pixel (35,20): expected (255,80,80), got (150,150,150)",
    "        the documented case overlapping | a = (0, 0, 2, 2), b = (1, 1, 3, 3) | "
    "CHECK( collide::overlap(a, b) == expected ) at aabb_checks.hpp:18, that is false == true",
    "    3 of 5 cases fail:",
    "    overlap((0, 0, 2, 2), (1, 1, 3, 3)) [overlapping]: overlap is false, the reference "
    "returns true",
    "    fails on its hidden cases (11 cases; which ones, and what your code answered, is not "
    "shown)",
    "status: not started 01,02",
    "course grade: preparing the grader and the reference answers (2 lessons): building the "
    "trusted parts",
    "course grade: the trusted parts are built (63.5 s so far)",
    "grading /work/wt/ko33code (only the student files are taken from it)",
    "course: argument COMMAND: invalid choice: 'chek' (choose from 'docs', 'help')",
    "course: the following arguments are required: lesson",
]

# The same lines now, and lines whose English is code, data or names.
KOREAN_NOW = [
    "  실패  출력 01-aabb.png: 픽셀 65536개 중 1672개가 다릅니다",
    "        픽셀 (35,20): 기댓값 (255,80,80), 실제값 (150,150,150)",
    "        the documented case overlapping | a = (0, 0, 2, 2), b = (1, 1, 3, 3) | "
    "CHECK( collide::overlap(a, b) == expected ) (aabb_checks.hpp:18의 검사), 실제로는 false == "
    "true",
    "    케이스 5개 중 3개가 실패합니다:",
    "    overlap((0, 0, 2, 2), (1, 1, 3, 3)) [overlapping]: overlap 값이 false입니다. 참조 "
    "답안은 true을(를) 돌려줍니다",
    "상태: 01,02번 강의 시작 전",
    "course grade: 신뢰하는 부분을 빌드했습니다(지금까지 63.5초)",
    "course: 다음 인자가 필요합니다: lesson",
    "  실패  boxes that share an area overlap",
    "  실패   0/2  overlap: the documented cases",
    "        기댓값: overlapping  a=(0.000000, 0.000000, 2.000000, 2.000000)  overlap=true",
    "\"boxes that share an area overlap\"만 따로 실행하려면:",
    "    ./build/lessons/01-aabb/01-aabb-tests-starter 'boxes that share an area overlap'",
    "    gdb -ex run --args ./build/lessons/01-aabb/01-aabb-tests-starter 'boxes that share "
    "an area overlap' --break",
    "        pair 3: a = (2, 4, 5, 5), b = (3, 4, 5, 6), penetration (0, 0), expected (2, 1) | "
    "REQUIRE( false ) (test_random.cpp:97의 검사)",
    "lessons/01-aabb/README.ko.md의 \"풀어 본 예\" 절을 다시 읽어 보십시오",
    "막히면 ./course hint 01 명령이 힌트를 하나씩 보여 줍니다.",
    "`gfx/canvas.hpp`에서 인용:",
]


class EnglishProse(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.names = runs.string_literals(ROOT, "01-aabb")
        if not cls.names:
            raise unittest.SkipTest("lesson 01's tests are not in this copy")

    def test_every_english_line_of_before_is_caught(self):
        for line in ENGLISH_THEN:
            with self.subTest(line=line):
                self.assertNotEqual(runs.english_prose(line, self.names), [])

    def test_code_data_names_and_korean_are_not_prose(self):
        for line in KOREAN_NOW:
            with self.subTest(line=line):
                self.assertEqual(runs.english_prose(line, self.names), [])

    def test_a_run_is_two_words_joined_by_numbers_and_broken_by_hangul_or_code(self):
        self.assertEqual(runs.english_prose("1672 of 65536 pixels differ"),
                         ["of pixels differ"])
        self.assertEqual(runs.english_prose("Score: 11/21"), [], "one word is no run")
        self.assertEqual(runs.english_prose("오류 없음 and 끝"), [])
        self.assertEqual(runs.english_prose("see min_x then"), [], "code breaks the run")
        self.assertEqual(runs.english_prose("it is true"), ["it is"], "true is C++'s")

    def test_a_name_excuses_only_itself(self):
        names = {"boxes that share an area overlap"}
        self.assertEqual(runs.english_prose("  실패  boxes that share an area overlap", names),
                         [])
        self.assertEqual(runs.english_prose("boxes that share an area overlap twice", names),
                         ["boxes that share an area overlap twice"])
        self.assertEqual(runs.english_prose("'something else entirely' 실행", names),
                         ["something else entirely"], "quoted prose is prose")

    def test_a_report_line_cut_short_is_still_a_report_line(self):
        # The grader quotes a lesson's first failing Catch2 case on one line, cut with "...":
        # its pieces of the lesson's literals are names there, as on the test program's own
        # line; the same words with no assertion at all are prose (the control).
        names = {"two boxes apart", "only the edge from", "back to", "separates these two"}
        said = "only the edge from (0,2) back to (0,0) separates these two | {true}"
        self.assertEqual(runs.english_prose(f"피드백: 테스트: {said} | CHECK_F...", names), [])
        self.assertNotEqual(runs.english_prose(f"피드백: 테스트: {said} | and more", names), [])


if __name__ == "__main__":
    unittest.main()
