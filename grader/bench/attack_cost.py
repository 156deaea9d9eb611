#!/usr/bin/env python3
"""What an attack on the grader's own work costs the grader's own process (a script, not a
test: it prints figures).

    python3 grader/bench/attack_cost.py [--repeat 3] [NAME...]

For each adversarial submission NAME whose expect.json has a control (grader/tests/adversarial/,
by default every such one), grades in one `./course grade-class --jobs 1 --no-feedback
--grades-dir` session the attack, its control (the same files without the attack) and the
reference, and prints, per lesson, the median over the rounds of the grader's own CPU seconds
on each (LessonGrade.grader_cpu: the CPU of the thread that ran the lesson's run and judged it,
the boxes' processes not counted, so the machine's load moves it little), the attack's excess
over its control, and the load average before and after. Exit status 1 when an attack costs
one second or more over its control (issue 31: each must cost less).
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [os.path.join(ROOT, "tools"), ROOT]

from grader import shown  # noqa: E402
from grader.reporters import grade_file  # noqa: E402
from grader.tests import adversarial_one, helpers  # noqa: E402

BOUND = 1.0         # CPU seconds an attack may cost the grader over its control


def attacks():
    """The adversarial submissions that have a control."""
    return sorted(n for n in os.listdir(adversarial_one.ADVERSARIAL)
                  if os.path.isfile(os.path.join(adversarial_one.ADVERSARIAL, n, "expect.json"))
                  and adversarial_one.spec_of(n).get("control"))


def one_round(name, work):
    """{student: {lesson: the grader's CPU seconds}} of one session grading @p name, its
    control and the reference."""
    lessons = list(adversarial_one.spec_of(name)["lessons"])
    klass = os.path.join(work, "class")
    grades = os.path.join(work, "grades")
    shutil.rmtree(work, ignore_errors=True)
    attack, control = "a-attack", "a-attack" + adversarial_one.CONTROL_SUFFIX
    adversarial_one.materialize(name, os.path.join(klass, attack))
    adversarial_one.materialize(name, os.path.join(klass, control), control=True)
    helpers.reference_submission(os.path.join(klass, "b-reference"), helpers.existing(lessons))
    r = subprocess.run([sys.executable, os.path.join(ROOT, "course"), "grade-class", klass,
                        "--csv", os.path.join(work, "gradebook.csv"), "--lessons",
                        ",".join(lessons), "--jobs", "1", "--no-feedback", "--grades-dir",
                        grades], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"grade-class failed ({r.returncode}):\n{r.stdout[-2000:]}{r.stderr[-2000:]}")
    cpu = {}
    for who in (attack, control, "b-reference"):
        path = os.path.join(grades, shown.file_stem(who) + ".grade.json")
        cpu[who] = {lg.lesson_id: lg.grader_cpu
                    for lg in grade_file.from_json(helpers.read_json(path)).lessons}
    return cpu


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("names", nargs="*", help="adversarial submissions (default: every one with "
                   "a control)")
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args()
    names = args.names or attacks()
    work = tempfile.mkdtemp(prefix="attack-cost-")
    over = []
    try:
        print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        print(f"{'attack':28} {'lesson':10} {'attack':>9} {'control':>9} {'excess':>9} "
              f"{'reference':>9}   (the grader's own CPU, s, median of {args.repeat})")
        for name in names:
            rounds = [one_round(name, os.path.join(work, name)) for _ in range(args.repeat)]
            for lesson in rounds[0]["a-attack"]:
                a, c, ref = (statistics.median(r[who][lesson] for r in rounds) for who in (
                    "a-attack", "a-attack" + adversarial_one.CONTROL_SUFFIX, "b-reference"))
                print(f"{name:28} {lesson:10} {a:9.3f} {c:9.3f} {a - c:9.3f} {ref:9.3f}")
                if a - c >= BOUND:
                    over.append(f"{name} ({lesson}): {a - c:.3f} s over its control")
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for line in over:
        print(f"OVER {BOUND:g} s: {line}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
