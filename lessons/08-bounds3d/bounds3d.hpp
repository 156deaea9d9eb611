/// @file bounds3d.hpp
/// @brief Lesson 08: boxes and spheres in space, tested against each other and built from
/// points.
///
/// Conventions (the course's): a hit test's normal points from the first shape towards the
/// second, and moving the second by `normal * depth` separates the two (leaves them
/// touching); no hit is always `{false, {0, 0, 0}, 0}`.
#pragma once

#include <vector>

#include "hit3.hpp"
#include "obb.hpp"  // lesson 07's oriented box, for aabb_of()
#include "vec3.hpp"

namespace collide {
/// @addtogroup api_08
/// @{

// [shapes]
/// An axis-aligned box in space: the points p with min.x <= p.x <= max.x, and the same on y
/// and z. Valid when `min.x <= max.x && min.y <= max.y && min.z <= max.z` (so a NaN makes it
/// invalid); a zero size on an axis is allowed (a flat box, a segment or a point).
struct Aabb3 {
    Vec3 min; ///< the corner with the smallest coordinates
    Vec3 max; ///< the corner with the largest coordinates
};

/// A ball: the points within `radius` of `center` (the surface included).
struct Sphere {
    Vec3 center;   ///< centre
    double radius; ///< radius, >= 0 (0 is a single point)
};
// [end shapes]

// [tests]
/// True when the closed boxes @p a and @p b share at least one point: lesson 01's rule with a
/// third axis. Faces, edges or corners that only touch count as overlap. Symmetric.
/// Degenerate cases: a flat box, a segment or a point is valid and overlaps what it touches;
/// an invalid box (a NaN, or min > max on an axis) overlaps nothing, not even itself;
/// infinite coordinates are valid (a box may be unbounded on any side).
bool aabb3_overlap(const Aabb3& a, const Aabb3& b);

/// Lesson 02 in space: a hit only when the distance between the centres is less than
/// `a.radius + b.radius` (spheres that touch do not hit). On a hit `normal` is the unit vector
/// from a's centre towards b's and `depth = a.radius + b.radius - distance`. No square root
/// is taken when the spheres are apart: the squares are compared first.
///
/// Degenerate cases, lesson 02's: equal centres hit with `normal = {1, 0, 0}` and
/// `depth = a.radius + b.radius` (when that sum is > 0); a radius of 0 is a point; a negative
/// or NaN radius, or a NaN or infinite coordinate, is no hit; an infinite radius hits every
/// sphere with a finite centre (less than DBL_MAX away), with an infinite depth.
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
/// No hit, checked first: an invalid box (min > max on an axis, or a NaN), any non-finite
/// coordinate of either shape (infinite boxes are valid for aabb3_overlap(), not here), a
/// negative, NaN or infinite radius. Range: the outside case decides as sphere_hit() does
/// (squares while the radius's square is plain, the length beyond), so it holds for every
/// finite radius; the inside depth rounds to +infinity when the radius plus the distance
/// exceeds DBL_MAX.
Hit3 sphere_aabb_hit(const Aabb3& box, const Sphere& s);
// [end tests]

// [builders]
/// The smallest axis-aligned box around lesson 07's oriented box: its centre plus and minus
/// the world half-extents, where the half-extent along world x is
/// `|axis[0].x| half.x + |axis[1].x| half.y + |axis[2].x| half.z` (and y, z alike).
/// Degenerate cases: a flat box gives a flat or thin box; the axes are used as given. Defined
/// by that formula in IEEE arithmetic for every input: a NaN anywhere, or 0 x infinity from
/// an infinite half-extent, gives NaN coordinates, an invalid box that overlaps nothing
/// (make_obb() accepts only finite boxes). Coordinates beyond DBL_MAX round to infinity.
Aabb3 aabb_of(const Obb& box);

/// The smallest axis-aligned box holding every point: the min and the max of each coordinate.
/// One point gives a box of zero size. Infinite coordinates are allowed (the box is then
/// unbounded on that side). Throws std::invalid_argument when @p points is empty, or when a
/// point has a NaN coordinate (the message names the point's index).
Aabb3 bounding_aabb(const std::vector<Vec3>& points);

/// A sphere holding every point, by Ritter's algorithm, exactly as follows, so that answers
/// can be compared: x = points[0]; y = the point farthest from x; z = the point farthest from
/// y (for y and for z the first such point in order on ties, distances by length()); the
/// sphere with centre `(y + z) * 0.5` and radius `length(y - z) * 0.5`; then for each point p
/// in order, when `d = length(p - c) > r`, the sphere grows just enough to hold p:
/// `r' = (r + d) / 2`, `c' = c + (p - c) * ((d - r') / d)`.
///
/// Its radius is at most twice the smallest enclosing sphere's (the lesson proves it). One
/// point, or many copies of one point, gives radius 0. Throws std::invalid_argument when
/// @p points is empty, or when a point has a NaN or infinite coordinate (the message names
/// the point's index). Coordinates up to 1e307 in magnitude never overflow; subnormal
/// spreads work (length() does not underflow).
Sphere bounding_sphere(const std::vector<Vec3>& points);
// [end builders]

/// @}

} // namespace collide
