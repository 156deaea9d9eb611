// The instantaneous tests of lessons 01 and 02 (lessons/10-sweep/motion.hpp), compiled in a
// file of their own so that the benchmark calls them out of line, as it calls the sweeps.
#include "instant_calls.hpp"

#include "motion.hpp"

namespace course {

bool overlap_now(collide::Vec2 c1, double r1, collide::Vec2 c2, double r2) {
    return collide::instant_overlap(c1, r1, c2, r2);
}

bool overlap_now(const collide::Aabb& a, const collide::Aabb& b) {
    return collide::instant_overlap(a, b);
}

} // namespace course
