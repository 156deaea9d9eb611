// Lesson 01, adversarial (infinite_answers): implements nothing. Before main(), in the probe
// (whose stdin holds the calls), it answers every call itself, in the order asked, with values
// a loose comparison takes for anything: inf for every number (|a - b| <= 1e-6 * inf holds for
// every finite a), NaN (every comparison with it is false, so "not different" is true),
// numbers out of the double range, hex floats, bools that a number reader takes for 0 or 1
// ("inf", "1.0", "true", "+1", "01", "-0"), and answers with a field too many. Then it exits,
// before the probe's own loop. None of it may earn a point: inf equals only inf and NaN only
// NaN, a bool is the token 0 or 1, an answer has exactly its fields.
#include <cstdio>
#include <cstring>
#include <unistd.h>

#include "aabb.hpp"

namespace {

struct Forger {
    Forger() {
        char line[1 << 16];
        int k = 0;
        bool any = false;
        while (std::fgets(line, sizeof line, stdin)) {
            char id[32], fn[64];
            if (std::sscanf(line, "%31s %63s", id, fn) != 2) continue;
            any = true;
            static const char* const reals[] = {"inf inf", "inf -inf", "nan nan", "-nan 0",
                                                 "1e999 -1e999", "0x1p0 0", "0 0 0"};
            static const char* const bools[] = {"inf", "1.0", "1 1", "nan", "true", "+1",
                                                "01", "-0", "0 0"};
            const char* answer = std::strcmp(fn, "penetration") == 0
                                     ? reals[k % (sizeof reals / sizeof *reals)]
                                     : bools[k % (sizeof bools / sizeof *bools)];
            std::printf("%s %s\n", id, answer);
            ++k;
        }
        std::fflush(stdout);
        if (any) _exit(0);
    }
} forger;

} // namespace

namespace collide {

bool overlap(const Aabb&, const Aabb&) { return false; }
Vec2 penetration(const Aabb&, const Aabb&) { return {0, 0}; }

} // namespace collide
