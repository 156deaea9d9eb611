// Lesson 03, adversarial (infinite_answers): sat_hit() is the placeholder. Before main(), in
// the probe, it answers every call with "inf inf inf inf", which a comparison that lets inf
// equal everything scored 12 of 14 (hidden checks included). It must score 0.
#include <cstdio>
#include <unistd.h>

#include "sat.hpp"

namespace {

struct Forger {
    Forger() {
        char line[1 << 16];
        bool any = false;
        while (std::fgets(line, sizeof line, stdin)) {
            char id[32];
            if (std::sscanf(line, "%31s", id) != 1) continue;
            any = true;
            std::printf("%s inf inf inf inf\n", id);
        }
        std::fflush(stdout);
        if (any) _exit(0);
    }
} forger;

} // namespace

namespace collide {

Hit sat_hit(const Polygon&, const Polygon&) { return {}; }

} // namespace collide
