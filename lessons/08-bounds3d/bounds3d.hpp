/// @file bounds3d.hpp
/// @brief Lesson 08: boxes and spheres in space, tested against each other and built from
/// points.
///
/// Conventions (the course's): a hit test's normal points from the first shape towards the
/// second, and moving the second by `normal * depth` separates the two (leaves them
/// touching); no hit is always `{false, {0, 0, 0}, 0}`.
#pragma once

#include <vector>

#include "box_valid.hpp"  // lesson 01's box_interval_is_valid(), for aabb3_is_valid()
#include "hit3.hpp"
#include "obb.hpp"  // lesson 07's oriented box, for aabb_of()
#include "vec3.hpp"

namespace collide {
/// @addtogroup api_08
/// @{

// [shapes]
/// An axis-aligned box in space: the points p with min.x <= p.x <= max.x, and the same on y
/// and z. A zero size on an axis is allowed (a flat box, a segment or a point), and so are
/// infinite coordinates that make the box unbounded; whether it is a box at all is
/// aabb3_is_valid().
struct Aabb3 {
    Vec3 min; ///< the corner with the smallest coordinates
    Vec3 max; ///< the corner with the largest coordinates
};

/// True when @p box holds at least one point: lesson 01's rule, box_interval_is_valid() of
/// box_valid.hpp, on each of the three axes. So a NaN coordinate, min > max on an axis, or an
/// interval wholly at an infinity ([inf, inf] or [-inf, -inf], which holds no real number)
/// makes the box invalid; [-inf, inf] and [0, inf] are valid.
inline bool aabb3_is_valid(const Aabb3& box) {
    return box_interval_is_valid(box.min.x, box.max.x) &&
           box_interval_is_valid(box.min.y, box.max.y) &&
           box_interval_is_valid(box.min.z, box.max.z);
}

/// A ball: the points within `radius` of `center` (the surface included). Both sphere tests,
/// sphere_hit() and sphere_aabb_hit(), read a sphere by lesson 02's rules, stated here once:
/// a negative or NaN radius, or a NaN or infinite coordinate of the centre, is no hit; a
/// radius of 0 is a single point; an infinite radius holds every point at a finite distance,
/// so it hits every shape it is tested against whose distance from its centre is finite, with
/// an infinite depth (a distance beyond DBL_MAX, about 1.8e308, rounds to infinity: no hit).
struct Sphere {
    Vec3 center;   ///< centre
    double radius; ///< radius, >= 0 (0 is a single point, infinity holds every point)
};
// [end shapes]

// [tests]
/// True when the closed boxes @p a and @p b share at least one point: lesson 01's rule with a
/// third axis. Faces, edges or corners that only touch count as overlap. Symmetric.
/// Degenerate cases: a flat box, a segment or a point is valid and overlaps what it touches;
/// an invalid box (aabb3_is_valid(): a NaN, min > max on an axis, or an interval wholly at an
/// infinity) overlaps nothing, not even itself; a box unbounded on any side is valid.
bool aabb3_overlap(const Aabb3& a, const Aabb3& b);

/// Lesson 02 in space: a hit only when the distance between the centres is less than
/// `a.radius + b.radius` (spheres that touch do not hit). On a hit `normal` is the unit vector
/// from a's centre towards b's and `depth = a.radius + b.radius - distance`. No square root
/// is taken when the spheres are apart: the squares are compared first.
///
/// Degenerate cases, lesson 02's: equal centres hit with `normal = {1, 0, 0}` and
/// `depth = a.radius + b.radius` (when that sum is > 0); bad radii and centres, points and
/// infinite radii as Sphere says (an infinite radius hits every sphere less than DBL_MAX away).
///
/// Range, lesson 02's: these rules hold over the whole double range, up to rounding at
/// touching. The squares decide while the square of the radius sum is plain (plain_square()
/// in square_range.hpp: a sum between about 1e-146 and 1.3e154); beyond, the distance
/// length(d) itself does. The distance and the normal come from length() and normalized()
/// (vec3.hpp), so centres 1e-170 apart still give the true direction. Centres more than
/// DBL_MAX (about 1.8e308) apart have an infinite distance and are no hit; a sum or a depth beyond
/// DBL_MAX rounds to infinity.
Hit3 sphere_hit(const Sphere& a, const Sphere& b);

/// The point of @p box nearest to @p p: each coordinate clamped to the box's range,
/// `p.x < min.x ? min.x : (p.x > max.x ? max.x : p.x)` and the same on y and z, so p itself
/// when p is inside or on the boundary. Defined by that formula for every input: a NaN
/// coordinate of p stays NaN, an infinite one lands on the face; for an invalid box the
/// result is whatever the formula gives, which is not the nearest point of anything.
Vec3 closest_point(const Aabb3& box, Vec3 p);

/// The sphere @p s against the box @p box; the normal pushes the sphere out of the box (the
/// sphere is the second shape).
///
/// - Centre outside the box: with q = closest_point(box, s.center), a hit when
///   `|s.center - q| < s.radius` (touching is no hit, compared as sphere_hit() compares);
///   `normal = (s.center - q) / |s.center - q|`, `depth = s.radius - |s.center - q|`.
/// - Centre inside the box or on its boundary (q equals the centre): the sphere leaves
///   through the nearest face: `depth` = the distance from the centre to that face plus the
///   radius, `normal` that face's outward normal; a hit only when that depth is > 0 (a point
///   on the boundary is touching, no hit). Ties: x before y before z, and on one axis the min
///   face before the max face.
///
/// No hit, checked first: an invalid box (aabb3_is_valid()), any infinite coordinate of the
/// box (boxes unbounded on a side are valid for aabb3_overlap(), not here), and bad radii and
/// centres as Sphere says. An infinite radius is a radius, as in sphere_hit(): it hits every
/// box whose nearest point is less than DBL_MAX from the centre, with an infinite depth (the
/// normal by the rules above). Range: the outside case decides as sphere_hit() does (squares
/// while the radius's square is plain, the length beyond), so it holds for every radius; the
/// inside depth rounds to +infinity when the radius plus the distance exceeds DBL_MAX.
Hit3 sphere_aabb_hit(const Aabb3& box, const Sphere& s);
// [end tests]

// [builders]
/// The axis-aligned box around lesson 07's oriented box, rounded outward so that it holds the
/// box exactly: its centre minus and plus the world half-extents, where the half-extent along
/// world x is `|axis[0].x| half.x + |axis[1].x| half.y + |axis[2].x| half.z` (and y, z alike).
/// Each product and each sum of a half-extent is stepped one double up (std::nextafter towards
/// +infinity), then `center - reach` one double down and `center + reach` one double up. So
/// the box holds the eight exact corners of the oriented box (in exact arithmetic, not only
/// as rounded) for every finite input. It is wider than the smallest such box, on each side,
/// by at most 2e-15 times the larger of the centre's coordinate and the half-extent (plus
/// 8 x 2^-1074 where the numbers are subnormal).
///
/// Degenerate cases: a flat box gives a box as thin as the rounding allows (a few doubles, not
/// 0), and an aligned box a box a few doubles wider than itself; the axes are used as given.
/// Defined by those steps in IEEE arithmetic for every input: a NaN anywhere, or 0 x infinity
/// from an infinite half-extent, gives NaN coordinates, an invalid box that overlaps nothing
/// (make_obb() accepts only finite boxes). A coordinate that rounds beyond DBL_MAX, or is
/// stepped outward from it, is infinite.
Aabb3 aabb_of(const Obb& box);

/// The smallest axis-aligned box holding every point: the min and the max of each coordinate
/// (exact: nothing is rounded). One point gives a box of zero size. Infinite coordinates are
/// allowed: the box is then unbounded on that side. A point at an infinity is no real point,
/// though: when every point has +infinity (or every point -infinity) on some axis, the box's
/// interval there is [inf, inf] (or [-inf, -inf]), an invalid box (aabb3_is_valid() is false)
/// that overlaps nothing. Throws std::invalid_argument when @p points is empty, or when a
/// point has a NaN coordinate (the message names the point's index).
Aabb3 bounding_aabb(const std::vector<Vec3>& points);

/// A sphere holding every point, by Ritter's algorithm, exactly as follows, so that answers
/// can be compared: x = points[0]; y = the point farthest from x; z = the point farthest from
/// y (for y and for z the first such point in order on ties, distances by length(), never by
/// their squares, which overflow or underflow); the sphere with centre `(y + z) * 0.5` and
/// radius `length(y - z) * 0.5`; then for each point p in order, when `d = length(p - c) > r`,
/// the sphere grows just enough to hold p: `r' = (r + d) / 2`, `c' = c + (p - c) * ((d - r') /
/// d)`; last, `r = std::fmax(r, length(p - c))` for each point p, since the rounding of c and
/// of the lengths can leave a point just outside.
///
/// So `length(p - c) <= radius` holds for every point, as the course measures lengths. In
/// exact arithmetic p - c and the root are rounded too: the exact distance of a point from
/// the centre exceeds the radius by at most 6 units in the last place of the radius (a
/// relative 1.4e-15), plus 2 x 2^-1074 when the radius is subnormal; a caller who needs the
/// exact points held grows the radius by that. Its radius is at most twice the smallest
/// enclosing sphere's, up to that rounding (the lesson proves it). One point, or many copies
/// of one point, gives radius 0. Throws std::invalid_argument when @p points is empty, or
/// when a point has a NaN or infinite coordinate (the message names the point's index).
/// Coordinates up to 1e307 in magnitude never overflow; subnormal spreads work (length() does
/// not underflow).
Sphere bounding_sphere(const std::vector<Vec3>& points);
// [end builders]

/// @}

} // namespace collide
