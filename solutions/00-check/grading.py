"""Lesson 00's grade: the check pattern, called and drawn. It takes no input, so it has no
hidden cases (grader/README.md, "What is not defended")."""

from grader.declare import function, output, test
from solutions.common.grading import Picture

check_pattern = function("check_pattern", Picture)


@test(7, "check_pattern() draws exactly the reference's picture")
def _():
    return [check_pattern(label="the check pattern")]


output(3, "00-check.png")
