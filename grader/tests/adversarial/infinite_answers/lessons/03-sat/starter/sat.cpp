// Lesson 03, adversarial (infinite_answers): sat_hit() is the placeholder. Before main(), in
// the probe, it answers every call with "inf inf inf inf", which a comparison that lets inf
// equal everything scored 12 of 14 (hidden checks included), or with NaN, or with a miss
// written so that a number reader takes it for one ("-0", "0.0", a field too many). It must
// score 0.
#include <cstdio>
#include <unistd.h>

#include "sat.hpp"

namespace {

struct Forger {
    Forger() {
        char line[1 << 16];
        bool any = false;
        int k = 0;
        while (std::fgets(line, sizeof line, stdin)) {
            char id[32];
            if (std::sscanf(line, "%31s", id) != 1) continue;
            any = true;
            static const char* const answers[] = {"inf inf inf inf", "1 nan nan nan",
                                                   "-0 0 0 0", "0.0 0 0 0", "0 0 0 0 0"};
            std::printf("%s %s\n", id, answers[k++ % (sizeof answers / sizeof *answers)]);
        }
        std::fflush(stdout);
        if (any) _exit(0);
    }
} forger;

} // namespace

namespace collide {

Hit sat_hit(const Polygon&, const Polygon&) { return {}; }

} // namespace collide
