/// @file motion.hpp
/// @brief Lesson 10, given code: the instantaneous tests a simulation without sweeps relies on
/// (lessons 01 and 02, at one moment), and a circle swept against a box, built from your two
/// functions. The driver draws with them, and decides with them which steps tunnelled.
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

/// Lesson 02's comparison `|v| < r` (touching is not shorter), over the whole double range:
/// the squares while `r * r` is plain (plain_square(), square_range.hpp), length() beyond,
/// where a square would overflow or lose its bits. A NaN is not shorter.
inline bool is_shorter_than(Vec2 v, double r) {
    return plain_square(r * r) ? length_squared(v) < r * r : length(v) < r;
}

/// Lesson 02's test at one moment: the circles overlap when their centres are closer than
/// `r1 + r2` (touching is no hit), compared as lesson 02 compares; a negative or NaN radius
/// overlaps nothing, an infinite one every circle whose centre is less than DBL_MAX away.
inline bool instant_overlap(Vec2 c1, double r1, Vec2 c2, double r2) {
    return r1 >= 0 && r2 >= 0 && is_shorter_than(c2 - c1, r1 + r2);
}

/// The point of @p box nearest to @p p: each coordinate clamped into the box (for a valid
/// box; p itself when p is inside or on the boundary).
inline Vec2 nearest_point(const Aabb& box, Vec2 p) {
    return {std::clamp(p.x, box.minx, box.maxx), std::clamp(p.y, box.miny, box.maxy)};
}

/// A circle against a box at one moment, lesson 08's sphere against a box in the plane: they
/// overlap when the box's point nearest to the centre is closer than the radius (compared as
/// lesson 02 compares), or when the centre is strictly inside the box (a point too). Touching
/// is no overlap; an invalid box (box_is_valid()) or a negative or NaN radius overlaps nothing.
inline bool instant_overlap(const Aabb& box, Vec2 c, double r) {
    if (!box_is_valid(box) || !(r >= 0)) return false;
    bool inside = box.minx < c.x && c.x < box.maxx && box.miny < c.y && c.y < box.maxy;
    return inside || is_shorter_than(c - nearest_point(box, c), r);
}

/// The shortest way out of @p box for a circle centred at @p c that overlaps it, as lesson
/// 08's sphere_aabb_hit() takes it: away from the box's nearest point when c is outside the
/// box (beside a face, that face's normal, exactly: normalized() of (0, 0.013) is one unit
/// in the last place off the axis); through the nearest face when c is inside it or on its
/// boundary, with lesson 08's ties (x before y, and on one axis the min face before the max
/// face).
inline Vec2 way_out_of(const Aabb& box, Vec2 c) {
    Vec2 away = c - nearest_point(box, c);
    if (away.x == 0 && away.y != 0) return {0, away.y > 0 ? 1.0 : -1.0};   // above or below
    if (away.y == 0 && away.x != 0) return {away.x > 0 ? 1.0 : -1.0, 0};   // left or right
    if (away.x != 0 || away.y != 0) return normalized(away);               // by a corner
    double left = c.x - box.minx, right = box.maxx - c.x;
    double down = c.y - box.miny, up = box.maxy - c.y;
    if (std::min(left, right) <= std::min(down, up)) return {left <= right ? -1.0 : 1.0, 0};
    return {0, down <= up ? -1.0 : 1.0};
}

// [circle-box]
/// The circle at @p c with radius @p r, moving by @p v, against @p box, which stays still.
/// The box grown by the circle (their Minkowski sum) is a box with rounded corners: the
/// union of the box grown by r sideways, the box grown by r up and down, and a disc of
/// radius r at each corner. The centre first enters that union where it first enters one of
/// the six pieces, so the earliest of six sweeps is the answer; the normal is that piece's.
/// A circle that already overlaps the box at t = 0 lies inside pieces whose ways out are not
/// its own (beside the box just below its top, it is inside the box grown sideways, which it
/// would leave through the top, still overlapping the box): its normal is then its own
/// shortest way out, way_out_of().
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
    if (first.hit && first.t == 0 && instant_overlap(box, c, r)) first.normal = way_out_of(box, c);
    return first;
}
// [end circle-box]

/// @}

} // namespace collide
