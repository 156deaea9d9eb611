// Lesson 01, adversarial (number_regex_freeze_many): overlap() and penetration() are the
// placeholders. Before main, in the probe (whose stdin holds the calls), it answers every call
// itself: overlap's right, penetration's as a token of digits ending in "x" (not a real), the
// first 12 of each run 30,000 digits long. On the grader before issue 31 (a quadratic pattern,
// 4 s of the interpreter lock per token), the reference graded beside it with --jobs 2 scored
// 9/11 in one run and 2/11 ("timed out") in another, exit 0 both times. Its control (the file
// without the attack) answers "1x": both earn exactly the overlap checks.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <unistd.h>

#include "aabb.hpp"

#define LONG_DIGITS 1
#define LONG_ANSWERS 1
// @attack
#undef LONG_ANSWERS
#define LONG_ANSWERS 12
// @end attack
// @attack
#undef LONG_DIGITS
#define LONG_DIGITS 30000
// @end attack

// @part forged_answers

// @part long_penetration_tokens
