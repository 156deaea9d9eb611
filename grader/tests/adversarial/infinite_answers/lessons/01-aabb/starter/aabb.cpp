// Lesson 01, adversarial (infinite_answers): overlap() and penetration() are the placeholders.
// Before main, in the probe (whose stdin holds the calls), it answers every call itself, in
// the order asked, with the right values written in forms a loose reader takes for them: a
// bool as "1.0", "+1", "01" or "1e0", a vector with a third field ("0", "inf", "nan"). Then it
// exits, before the probe's own loop. The grader before issue 10, which read a bool as a
// number, gave this every overlap check (4 of 11); here a bool is the token 0 or 1 and an
// answer has exactly its fields, so none counts.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <unistd.h>

#include "aabb.hpp"

// @part forged_answers

namespace {

void forge_answer(const char* id, bool penetration, const Aabb& a, const Aabb& b, int k) {
    static const char* const bools[] = {"%d.0", "+%d", "0%d", "%de0"};
    static const char* const extra[] = {"0", "inf", "nan"};
    std::printf("%s ", id);
    if (penetration) {
        double x, y;
        right_penetration(a, b, &x, &y);
        std::printf("%.17g %.17g %s\n", x, y, extra[k % 3]);
    } else {
        std::printf(bools[k % 4], right_overlap(a, b) ? 1 : 0);
        std::printf("\n");
    }
}

} // namespace
