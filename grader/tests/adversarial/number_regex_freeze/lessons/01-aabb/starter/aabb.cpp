// Lesson 01, adversarial (number_regex_freeze): overlap() and penetration() are the
// placeholders. Before main, in the probe (whose stdin holds the calls), it answers every call
// itself: overlap's right, penetration's as a token of digits ending in "x" (not a real), the
// first of them 3,000,000 digits long. The grader before issue 31 read a real with a pattern
// that is quadratic when it fails to match (`\d+\.?\d*`): on that token it would hold Python's
// interpreter lock for days, and every other lesson's box with it. Its control (the file
// without the attack) answers "1x": both earn exactly the overlap checks.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <unistd.h>

#include "aabb.hpp"

#define LONG_DIGITS 1
#define LONG_ANSWERS 1
// @attack
#undef LONG_DIGITS
#define LONG_DIGITS 3000000
// @end attack

// @part forged_answers

// @part long_penetration_tokens
