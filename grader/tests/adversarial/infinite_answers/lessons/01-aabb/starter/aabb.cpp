// Lesson 01, adversarial (infinite_answers): overlap() and penetration() are the placeholders.
// Before main(), in the probe (whose stdin holds the calls), it answers every call itself, in
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

namespace {

using collide::Aabb;

bool valid(const Aabb& b) { return b.minx <= b.maxx && b.miny <= b.maxy; }

bool right_overlap(const Aabb& a, const Aabb& b) {
    if (!valid(a) || !valid(b)) return false;
    return !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}

void right_penetration(const Aabb& a, const Aabb& b, double* x, double* y) {
    *x = *y = 0;
    if (!right_overlap(a, b)) return;
    *x = std::fmin(a.maxx, b.maxx) - std::fmax(a.minx, b.minx);
    *y = std::fmin(a.maxy, b.maxy) - std::fmax(a.miny, b.miny);
}

struct Forger {
    Forger() {
        static const char* const bools[] = {"%d.0", "+%d", "0%d", "%de0"};
        static const char* const extra[] = {"0", "inf", "nan"};
        char line[1 << 16];
        int k = 0;
        bool any = false;
        while (std::fgets(line, sizeof line, stdin)) {
            char id[32], fn[64];
            Aabb a, b;
            if (std::sscanf(line, "%31s %63s %lf %lf %lf %lf %lf %lf %lf %lf", id, fn, &a.minx,
                            &a.miny, &a.maxx, &a.maxy, &b.minx, &b.miny, &b.maxx,
                            &b.maxy) != 10)
                continue;
            any = true;
            std::printf("%s ", id);
            if (std::strcmp(fn, "penetration") == 0) {
                double x, y;
                right_penetration(a, b, &x, &y);
                std::printf("%.17g %.17g %s\n", x, y, extra[k % 3]);
            } else {
                std::printf(bools[k % 4], right_overlap(a, b) ? 1 : 0);
                std::printf("\n");
            }
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
