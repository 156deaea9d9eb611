/// @file obb.hpp
/// @brief Lesson 07: oriented boxes, the 2D warm-up (4 axes) and the 15 axes of 3D.
///
/// Conventions (the same as lesson 03): the normal points from box a towards box b, and
/// moving b by `normal * depth` separates the two (leaves them touching).
#pragma once

#include "vec2.hpp"
#include "vec3.hpp"

namespace collide {
/// @addtogroup api_07
/// @{

// [obb2]
/// A rectangle in the plane that may be rotated: the warm-up.
/// `axis[0]` and `axis[1]` are unit vectors at right angles; `half` holds the half-width along
/// `axis[0]` (half.x) and the half-height along `axis[1]` (half.y), both >= 0.
struct Obb2 {
    Vec2 center;  ///< centre of the rectangle
    Vec2 axis[2]; ///< the rectangle's own x and y directions, unit and perpendicular
    Vec2 half;    ///< half-extents along axis[0] (x) and axis[1] (y), >= 0
};

/// True when the rectangles overlap or touch. Tests the four face axes a0, a1, b0, b1; on
/// each unit axis L, separated when |d . L| > ra + rb, with d = b.center - a.center and
/// ra = a.half.x |a.axis[0] . L| + a.half.y |a.axis[1] . L| (rb likewise): touching counts
/// as overlap, as in every filter of the course. Degenerate input: a zero half-extent is a
/// segment (or a point) and works; a NaN anywhere overlaps nothing (false); the axes are used
/// as given, so axes that are not unit give a wrong answer, never a crash.
bool obb2_overlap(const Obb2& a, const Obb2& b);
// [end obb2]

// [obb]
/// A box in space that may be rotated: the closed set of points center + x axis[0] +
/// y axis[1] + z axis[2] with |x| <= half.x, |y| <= half.y, |z| <= half.z. `axis[0..2]` are
/// unit length and at right angles to each other, in either handedness: a mirrored frame
/// (axis[2] = -(axis[0] x axis[1])) describes the same box (make_obb() in make_obb.hpp builds
/// right-handed ones from a rotation). `half` holds the half-extents, each >= 0; a zero
/// half-extent makes a flat box (a rectangle, a segment or a point in space), which is
/// allowed: see obb_hit() for what it hits.
struct Obb {
    Vec3 center;  ///< centre of the box
    Vec3 axis[3]; ///< the box's own x, y, z directions, orthonormal
    Vec3 half;    ///< half-extents along axis[0], axis[1], axis[2], >= 0
};

/// What obb_hit() found: the course's 3D hit (`Hit3`, hit3.hpp) and the number of the axis,
/// hence a name of its own.
/// Hit: `normal` is unit, from a towards b; moving b by `normal * depth` separates them;
/// `axis` is the number of the axis of least overlap.
/// No hit: `{false, {0, 0, 0}, 0, k}` with k the number of the first separating axis.
struct ObbHit {
    bool hit;      ///< true when the boxes overlap (touching is no hit)
    Vec3 normal;   ///< unit push-out direction for b, from a towards b; {0,0,0} when no hit
    double depth;  ///< how far b must move along `normal`; 0 when no hit
    int axis;      ///< axis number 0..14: least overlap (hit) or first separating (no hit)
};
// [end obb]

// [axes]
/// The 15 candidate axes, numbered in the order they are tested:
///
///     0  a0        3  b0        6  a0 x b0    9  a1 x b0   12  a2 x b0
///     1  a1        4  b1        7  a0 x b1   10  a1 x b1   13  a2 x b1
///     2  a2        5  b2        8  a0 x b2   11  a1 x b2   14  a2 x b2
///
/// Edge axis number = 6 + 3 i + j for ai x bj.
constexpr int kAxisCount = 15;

/// A cross product ai x bj shorter than this means the two edges are parallel: that axis is
/// skipped, because the face axes already cover the case (and a zero axis separates nothing).
constexpr double kParallelEpsilon = 1e-6;
// [end axes]

// [api]
/// The separating axis test on the 15 axes above, in that order. On each unit axis L (edge
/// axes are normalized first; edge axes shorter than kParallelEpsilon are skipped):
/// separated unless |d . L| < ra + rb (touching is no hit), d = b.center - a.center; the test
/// stops at the first separating axis. When nothing separates: `depth` is the smallest
/// ra + rb - |d . L|, `normal` that axis signed by d . L in world coordinates to point from
/// a towards b (+L when d . L is 0), whatever the handedness of either frame; `axis` its
/// number; ties go to the lower number.
///
/// So a hit means that the shortest move separating the boxes is longer than zero. Flat boxes
/// follow from that, as the limit of thinner and thinner solid ones: two flat boxes in one
/// plane never hit (a move out of the plane, however short, separates them: they touch, and
/// obb_overlap() says they overlap when they share points), while flat boxes that cross,
/// slotted through each other like two cards, hit with the depth of the shorter way to
/// unslot them.
///
/// Degenerate input: identical or concentric boxes hit, with normal +L of the least axis; a
/// NaN anywhere is no hit, on the first axis whose numbers hold it (each test is written so
/// that a comparison with NaN, which is false, separates; make_obb() rejects such boxes).
ObbHit obb_hit(const Obb& a, const Obb& b);

/// Yes or no only, a filter for an OBB tree or a broad phase that calls it millions of
/// times: the same 15 axes, order and parallel rule as obb_hit(), but a filter's touching
/// rule: separated only when |d . L| > ra + rb, so boxes that only touch overlap (a filter
/// must not drop a resting contact). obb_overlap(a, b) is therefore true whenever
/// obb_hit(a, b).hit is, and also when the boxes touch: some tested axis has
/// |d . L| == ra + rb and none more. A NaN anywhere: false, it overlaps nothing.
bool obb_overlap(const Obb& a, const Obb& b);
// [end api]

/// @}

} // namespace collide
