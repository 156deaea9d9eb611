/// @file sweep.hpp
/// @brief Lesson 10: when, during one step of motion, do two moving shapes first touch?
#pragma once

#include "box.hpp"
#include "box_valid.hpp"
#include "vec2.hpp"

namespace collide {

/// @addtogroup api_10
/// @{

// [api]
/// The first contact of two shapes during one step. No impact is always `{false, 0, {0, 0}}`.
struct Impact {
    bool hit;     ///< true when the shapes meet during the step, or overlap at its start
    double t;     ///< the fraction of the step, in [0, 1], at which they first touch (0 when
                  ///< they overlap at the start); finite, and never -0.0 (README: "The ends
                  ///< of the double range")
    Vec2 normal;  ///< unit normal at that contact, from the first shape towards the second
};

/// Two circles moving during one step: circle 1 from @p c1 by @p v1 (its centre is
/// `c1 + t v1` at the fraction t of the step), radius @p r1; circle 2 likewise.
///
/// The impact is the smallest t in [0, 1] at which `|(c2 + t v2) - (c1 + t v1)| = r1 + r2`
/// while that distance is decreasing, with `normal` the unit vector from circle 1's centre
/// towards circle 2's at that moment. So a tangent pass (closest distance exactly `r1 + r2`)
/// is no impact, circles that touch at t = 0 and do not approach give no impact, and a
/// contact after the step (t > 1) is no impact.
///
/// Circles that already overlap at t = 0 give `{true, 0, n}` with lesson 02's normal: from
/// c1 towards c2, `(1, 0)` for equal centres. Overlapping is lesson 02's test, circle_hit()'s,
/// over the whole double range: the squares while `(r1 + r2)^2` is plain (plain_square()),
/// the length of `c2 - c1` beyond. So an infinite radius overlaps every circle whose centre is
/// less than DBL_MAX away, and centres farther apart than DBL_MAX never overlap (README: "The
/// ends of the double range").
/// No relative motion (`v1 == v2`) gives no impact unless they already overlap.
///
/// Exactness: these rules are decided exactly, t = 0 and t = 1 included, when every step of
/// the computation is exact: when the coordinates of c1, v1, c2, v2 and both radii are integer
/// multiples of one power of two 2^k, with -240 <= k <= 240, and at most 2048 such units in
/// magnitude (whole numbers up to 2048, say, or quarters up to 512). Otherwise they are
/// decided up to rounding: `c2 - c1`, `v2 - v1`, `r1 + r2` and the discriminant round, so a
/// pass within a few roundings of tangent may be an impact or not, and so may a contact
/// within a few roundings of t = 1 (README: "Touching, decided by rounding").
///
/// Degenerate input: a negative or NaN radius, or a non-finite coordinate of a centre or a
/// velocity, is no impact. Two circles of radius 0 (points) never meet: their closest
/// distance is at best 0, a tangent pass. After t = 0 the discriminant multiplies four
/// lengths: it overflows once they reach about 1e76 and loses digits below about 1e-77; keep
/// coordinates, radii and velocities within 1e-70 to 1e70 (whatever the size, t is in [0, 1]).
Impact swept_circles(Vec2 c1, double r1, Vec2 v1, Vec2 c2, double r2, Vec2 v2);

/// A box moving by @p delta during one step against a box that stays still.
///
/// The impact is the smallest t in [0, 1] at which the moving box's centre, travelling along
/// delta, enters the interior of the still box grown by the moving box's half-extents (their
/// Minkowski sum), whose edges seen from that centre are `still.minx - moving.maxx` and
/// `still.maxx - moving.minx` on x, the same on y. For boxes of positive width and height
/// that is the first touch after which they overlap with positive area: a box sliding flush
/// along a face, or passing corner to corner, never enters the interior and is no impact.
/// `normal` is the outward normal of the grown box's face that the centre enters through (it
/// points from the still box towards the moving one); on a corner, where both axes enter at
/// the same t, the x face wins. Boxes that touch at t = 0 give an impact at t = 0 only when
/// delta moves them into each other.
///
/// Boxes that already overlap with positive area at t = 0 give `{true, 0, n}` with n the
/// moving box's shortest way out, as in lessons 03 and 08: it can leave moving
/// `still.maxx - moving.minx` towards +x or `moving.maxx - still.minx` towards -x, and the
/// same on y; n points the way of the shortest of the four (x before y, and + before -, on a
/// tie).
///
/// Exactness: the rules at t = 0 (overlapping, touching and moving in, out or sliding, a
/// flush slide) are decided exactly: they rest on the signs of the grown box's edges, and
/// rounding a difference keeps its sign and its zero (unless an edge is so small against
/// delta, below about 2.5e-324 of it, that `edge / delta` rounds to 0). After t = 0 the
/// rules compare the quotients `edge / delta`. When the four edges are exact (for example
/// when all eight coordinates are integer multiples of one power of two and at most 2^52 such
/// units in magnitude), then for every delta a pass that never enters the interior (corner
/// to corner) is no impact, since rounding keeps equal quotients equal and never reverses
/// two; but t is a rounded quotient, so a pass inside for less than a rounding of t may be
/// missed, entries within a rounding of each other may count as a corner, and a first
/// contact within a rounding after t = 1 may be reported at t = 1. When the edges themselves
/// round, all of this holds up to their rounding (README: "Touching, decided by rounding").
/// The shortest way out compares the edges as computed: of two ways out within a rounding
/// of each other, either may win.
///
/// Degenerate input: a flat box (zero width or height) is valid and hits a solid box; two
/// flat boxes on one line never hit. An invalid box (lesson 01's rule, box_is_valid(): min
/// above max, a NaN, or an interval wholly at an infinity), any infinite coordinate (a box
/// that moves cannot be unbounded) or a non-finite delta is no impact.
Impact swept_aabb(const Aabb& still, const Aabb& moving, Vec2 delta);
// [end api]

/// @}

} // namespace collide
