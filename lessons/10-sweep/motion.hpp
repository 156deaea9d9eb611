/// @file motion.hpp
/// @brief Lesson 10, given code: the instantaneous tests a simulation without sweeps relies on
/// (lessons 01 and 02, at one moment), and a circle swept against a box, built from your two
/// functions. The driver draws with them; the benchmark substeps them.
#pragma once

#include <algorithm>

#include "sweep.hpp"

namespace collide {

/// @addtogroup api_10
/// @{

/// @p box moved by @p s.
inline Aabb moved(const Aabb& box, Vec2 s) {
    return {box.minx + s.x, box.miny + s.y, box.maxx + s.x, box.maxy + s.y};
}

/// Lesson 01's overlap at one moment: touching counts; an invalid box (box_is_valid())
/// overlaps nothing.
inline bool instant_overlap(const Aabb& a, const Aabb& b) {
    if (!box_is_valid(a) || !box_is_valid(b)) return false;
    return !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}

/// Lesson 02's test at one moment: the circles overlap when their centres are closer than
/// `r1 + r2` (touching is no hit).
inline bool instant_overlap(Vec2 c1, double r1, Vec2 c2, double r2) {
    return length_squared(c2 - c1) < (r1 + r2) * (r1 + r2);
}

/// A circle against a box at one moment: the box's point nearest to the centre (each
/// coordinate clamped into the box) is closer than the radius.
inline bool instant_overlap(const Aabb& box, Vec2 c, double r) {
    Vec2 nearest = {std::clamp(c.x, box.minx, box.maxx), std::clamp(c.y, box.miny, box.maxy)};
    return length_squared(c - nearest) < r * r;
}

// [circle-box]
/// The circle at @p c with radius @p r, moving by @p v, against @p box, which stays still.
/// The box grown by the circle (their Minkowski sum) is a box with rounded corners: the
/// union of the box grown by r sideways, the box grown by r up and down, and a disc of
/// radius r at each corner. The centre first enters that union where it first enters one of
/// the six pieces, so the earliest of six sweeps is the answer; the normal is that piece's.
inline Impact swept_circle_box(const Aabb& box, Vec2 c, double r, Vec2 v) {
    const Aabb centre = {c.x, c.y, c.x, c.y};  // the circle's centre, as a box of size zero
    Impact first = swept_aabb({box.minx - r, box.miny, box.maxx + r, box.maxy}, centre, v);
    auto keep_earlier = [&first](const Impact& i) {
        if (i.hit && (!first.hit || i.t < first.t)) first = i;
    };
    keep_earlier(swept_aabb({box.minx, box.miny - r, box.maxx, box.maxy + r}, centre, v));
    const Vec2 corners[] = {{box.minx, box.miny}, {box.maxx, box.miny},
                            {box.maxx, box.maxy}, {box.minx, box.maxy}};
    for (Vec2 corner : corners) keep_earlier(swept_circles(corner, 0, {0, 0}, c, r, v));
    return first;
}
// [end circle-box]

/// @}

} // namespace collide
