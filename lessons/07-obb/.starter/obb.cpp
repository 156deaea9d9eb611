// Lesson 07: your file. Read lessons/07-obb/README.md, then replace the placeholders below.
#include "obb.hpp"
#include "make_obb.hpp"

#include <cmath>

namespace collide {

bool obb2_overlap(const Obb2& a, const Obb2& b) {
    // TODO: the four face axes a0, a1, b0, b1; separated when |d . L| > ra + rb (touching
    // overlaps); a NaN overlaps nothing.
    return false;
}

ObbHit obb_hit(const Obb& a, const Obb& b) {
    // TODO: the 15 axes in order (a0..a2, b0..b2, then ai x bj); skip parallel edges; stop at
    // the first separating axis; otherwise keep the axis of least overlap.
    return {false, {0, 0, 0}, 0, -1};
}

bool obb_overlap(const Obb& a, const Obb& b) {
    // TODO: the same 15 axes as obb_hit(), yes or no only, with a filter's touching rule:
    // separated only when |d . L| > ra + rb (touching overlaps); a NaN overlaps nothing.
    return false;
}

} // namespace collide
