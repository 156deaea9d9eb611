// (grader/tests/adversarial_parts/forged_answers.cpp, written in by adversarial_one.materialize)
// Before main, in the probe (whose stdin holds lesson 01's calls), it answers every call
// itself, in the order asked: forge_answer(), each submission's own, prints the k-th answer,
// given the right values. Then it exits, before the probe's own loop. overlap() and
// penetration() are the placeholders.
namespace {

using collide::Aabb;

bool right_overlap(const Aabb& a, const Aabb& b) {
    bool valid = a.minx <= a.maxx && a.miny <= a.maxy && b.minx <= b.maxx && b.miny <= b.maxy;
    return valid && !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}

// The right penetration(): the overlap on each axis, {0, 0} when they do not overlap.
void right_penetration(const Aabb& a, const Aabb& b, double* x, double* y) {
    bool hit = right_overlap(a, b);
    *x = hit ? std::fmin(a.maxx, b.maxx) - std::fmax(a.minx, b.minx) : 0;
    *y = hit ? std::fmin(a.maxy, b.maxy) - std::fmax(a.miny, b.miny) : 0;
}

void forge_answer(const char* id, bool penetration, const Aabb& a, const Aabb& b, int k);

struct Forger {
    Forger() {
        char line[1 << 16];
        int k = 0;
        while (std::fgets(line, sizeof line, stdin)) {
            char id[32], fn[64];
            Aabb a, b;
            if (std::sscanf(line, "%31s %63s %lf %lf %lf %lf %lf %lf %lf %lf", id, fn, &a.minx,
                            &a.miny, &a.maxx, &a.maxy, &b.minx, &b.miny, &b.maxx,
                            &b.maxy) == 10)
                forge_answer(id, std::strcmp(fn, "penetration") == 0, a, b, k++);
        }
        std::fflush(stdout);
        if (k) _exit(0);
    }
} forger;

} // namespace

namespace collide {

bool overlap(const Aabb&, const Aabb&) { return false; }
Vec2 penetration(const Aabb&, const Aabb&) { return {0, 0}; }

} // namespace collide
