// Lesson 01, adversarial (long_symbol_link): overlap() is right, penetration() is not, and a
// function whose name has 61,440 characters calls a function nothing defines, so the lesson's
// programs do not link, and the linker's error line holds that name. The grader before issue
// 31 searched such a line with a pattern quadratic in a run of non-spaces (`\S+?\.o`): 11.6 s
// of its own CPU, the interpreter lock held throughout. Its control (the file without the
// attack) names the function with 30 characters: both score 0, "link error".
#include <cmath>

#include "aabb.hpp"

// A name of 15 x 2^k characters, pasted together by the preprocessor.
#define CAT(a, b) CAT_(a, b)
#define CAT_(a, b) a##b
#define NAME0 long_name_part_
#define NAME1 CAT(NAME0, NAME0)
#define NAME2 CAT(NAME1, NAME1)
#define NAME3 CAT(NAME2, NAME2)
#define NAME4 CAT(NAME3, NAME3)
#define NAME5 CAT(NAME4, NAME4)
#define NAME6 CAT(NAME5, NAME5)
#define NAME7 CAT(NAME6, NAME6)
#define NAME8 CAT(NAME7, NAME7)
#define NAME9 CAT(NAME8, NAME8)
#define NAME10 CAT(NAME9, NAME9)
#define NAME11 CAT(NAME10, NAME10)
#define NAME12 CAT(NAME11, NAME11)
#define LONG_NAME NAME1
// @attack
#undef LONG_NAME
#define LONG_NAME NAME12
// @end attack

void defined_nowhere();

void LONG_NAME() { defined_nowhere(); }

// @part overlap_only
