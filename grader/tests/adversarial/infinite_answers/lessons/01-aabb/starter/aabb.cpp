// Lesson 01, adversarial (infinite_answers): implements nothing. Before main(), in the probe
// (whose stdin holds the calls), it answers every call itself, in the order asked, with values
// a loose comparison takes for anything: inf for every number (|a - b| <= 1e-6 * inf holds for
// every finite a), "inf" or "1.0" for a bool, and answers with one field too many. Then it
// exits, before the probe's own loop. None of it may earn a point: inf equals only inf, a bool
// is 0 or 1, an answer has exactly its fields.
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
            const char* answer = std::strcmp(fn, "penetration") == 0
                                     ? (k % 2 ? "inf inf" : "inf -inf")
                                     : (k % 3 == 0 ? "inf" : k % 3 == 1 ? "1.0" : "1 1");
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
