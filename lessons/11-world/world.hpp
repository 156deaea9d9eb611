/// @file world.hpp
/// @brief Lesson 11: the collision layer, assembled. Circles and convex polygons in one
/// world: every pair of shapes, the broad phase, the narrow phase, fast bodies swept, overlaps
/// resolved, one step at a time.
#pragma once

#include <vector>

#include "box.hpp"
#include "box_valid.hpp"
#include "hit.hpp"
#include "polygon.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_11
/// @{

// [types]
/// A shape of the world: a circle or a convex polygon, in world coordinates.
struct Shape {
    bool is_circle;    ///< true: the circle (centre, radius); false: the polygon vertices
    Vec2 centre;       ///< the circle's centre (unused by a polygon)
    double radius;     ///< the circle's radius (unused by a polygon)
    Polygon vertices;  ///< the polygon's vertices, convex, either winding (unused by a circle)
};

/// A body: a shape that moves by translation only, with its velocity and how easily it moves.
struct Body {
    Shape shape;       ///< where the body is now
    Vec2 velocity;     ///< world units per second
    double inv_mass;   ///< 1 / mass; 0 for a static body, which never moves
    bool swept;        ///< moved by a sweep: stopped by the first static body it would touch
};

/// What one contact's velocity part removed in a step, kept for the next step to start from.
struct Push {
    int i;           ///< the contact's smaller index
    int j;           ///< the contact's larger index
    double removed;  ///< the closing speed it removed, along its normal, in all; never negative
};

/// A world: its bodies, the rules of its step, and what its last step pushed.
struct World {
    std::vector<Body> bodies;  ///< every body; an index into this list names a body
    Vec2 gravity;              ///< acceleration of every moving body, units per second squared
    int passes;                ///< the most Gauss-Seidel passes of each part of the resolution
    double slop;               ///< the overlap a resting contact may keep (lesson 09)
    std::vector<Push> pushes;  ///< the last step's contacts, sorted by (i, j); empty at first
};

/// An overlapping pair: bodies i < j, and the hit of shape_hit(shape i, shape j), whose normal
/// points from body i towards body j.
struct Contact {
    int i;    ///< the smaller index
    int j;    ///< the larger index
    Hit hit;  ///< depth and normal: moving body j by normal * depth separates the pair
};

/// What each layer of one search did: pairs >= candidates >= contacts.
struct Counts {
    long long pairs;       ///< pairs possible, n (n - 1) / 2 for n bodies
    long long candidates;  ///< pairs whose bounding boxes overlap (touching counts)
    long long contacts;    ///< pairs whose shapes overlap (touching does not)
};

/// What find_contacts() returns: the contacts sorted by (i, j), and the counts.
struct ContactScan {
    std::vector<Contact> contacts;  ///< every overlapping pair, sorted by i, then j
    Counts counts;                  ///< what the broad and the narrow phase did
};
// [end types]

// [circle-polygon]
/// The circle at @p c of radius @p r against the convex polygon @p p, by separating axes, the
/// course's conventions: the normal points from the circle towards the polygon, and moving
/// the polygon by `normal * depth` leaves them touching; touching is no hit; no hit is
/// `{false, {0, 0}, 0}`.
///
/// The axes, in this order: the unit normal of each edge of p (edge i from vertex i to i + 1;
/// an edge of length zero is skipped), then the unit axis from the circle's centre towards
/// the vertex of p nearest to it (the first such vertex on a tie; skipped when the centre is
/// on that vertex). Along an axis n the circle covers `[dot(c, n) - r, dot(c, n) + r]` and
/// the polygon `[lo, hi]`, its vertices' least and greatest `dot(v, n)`; the polygon clears
/// the circle moving `dot(c, n) + r - lo` along +n or `hi - dot(c, n) + r` along -n. When
/// either is zero or less, or the polygon has no width along n (hi - lo <= 0), the axis
/// separates them: no hit. Otherwise the axis's depth is the smaller of the two (+n on a tie),
/// and the hit is the axis of least depth, the first such axis on a tie.
///
/// So a centre inside the polygon is a hit (through the nearest edge), a centre on an edge is
/// a hit of depth r there, a radius of 0 (a point) hits only when strictly inside, and a
/// circle near a corner is decided by the corner's axis.
///
/// Degenerate input (the rules of lessons 02 and 03): fewer than three vertices throws
/// std::invalid_argument; a negative or NaN radius, or a NaN or infinite coordinate of c or
/// of a vertex, is no hit; an infinite radius hits every such polygon with an infinite depth
/// (along the first axis). At every size from subnormal to about 1e300, a shape scaled by a
/// power of two gets the scaled answer, up to rounding: the axes come from normalized(), and
/// the nearest vertex is chosen by squared distances that are scaled by a power of two first
/// when the least of them is not plain (square_range.hpp), as lesson 02 compares.
Hit circle_polygon_hit(Vec2 c, double r, const Polygon& p);
// [end circle-polygon]

// [collide]
/// Any two shapes, with one convention whichever their kinds: the normal points from @p a
/// towards @p b, and moving b by `normal * depth` separates them. Two circles: lesson 02's
/// rule (circle_circle_hit(), given). A circle and a polygon: circle_polygon_hit(). A polygon
/// and a circle: circle_polygon_hit() with the circle first, its normal reversed. Two
/// polygons: lesson 03's rule (sat_push_out(), given). Degenerate shapes as those functions
/// say: a polygon with fewer than three vertices throws std::invalid_argument.
Hit shape_hit(const Shape& a, const Shape& b);
// [end collide]

// [bounding-box]
/// The smallest axis-aligned box holding @p s: `[cx - r, cx + r] x [cy - r, cy + r]` for a
/// circle, the least and greatest vertex coordinates for a polygon. An invalid shape gives a
/// box that box_is_valid() rejects (all four coordinates NaN), so that it overlaps nothing:
/// a shape is invalid when a coordinate is NaN or infinite, a circle's radius is negative,
/// NaN or infinite, or a polygon has fewer than three vertices (shape_is_valid(), given).
Aabb bounding_box(const Shape& s);
// [end bounding-box]

// [find-contacts]
/// Every overlapping pair of @p bodies, in three layers:
/// 1. the bounding box of each shape (bounding_box());
/// 2. lesson 05's sort and sweep over the valid boxes: ordered by minx (ties by index), each
///    box walks the boxes after it until the first whose minx is greater than its maxx; each
///    pair reached whose boxes overlap (lesson 01's rule: touching counts) is a candidate;
/// 3. shape_hit(shape i, shape j) on every candidate, i < j: a hit is a contact.
/// The contacts come sorted by (i, j). counts.pairs is n (n - 1) / 2 for n bodies (every body,
/// valid or not), counts.candidates the candidate pairs, counts.contacts the contacts.
/// Invalid shapes (bounding_box()'s rule) take part in no pair; no body or one body gives no
/// contact and counts {0, 0, 0}. Static pairs are contacts like any other.
ContactScan find_contacts(const std::vector<Body>& bodies);
// [end find-contacts]

// [step]
/// One step of @p world, @p dt seconds long, in this order:
/// 1. check: dt NaN, infinite or negative, world.gravity NaN or infinite, world.passes
///    negative, world.slop negative, NaN or infinite, a body (static or moving) with an invalid
///    shape (bounding_box()'s rule), a NaN or infinite velocity, or an inv_mass negative, NaN or
///    infinite, or world.pushes not strictly sorted by (i, j) or with a removed negative, NaN
///    or infinite: std::invalid_argument, before anything changes. dt = 0 is a step in which
///    nothing moves (the contacts are still found and resolved);
/// 2. motion: every moving body (inv_mass > 0; a static body never moves, whatever its
///    velocity) is translated by `delta = velocity * dt`; but a swept body first asks
///    first_touch(static shape, its shape, delta) (given) of every static body, and when any
///    touches, the earliest t wins (the first static body on a tie): it is translated by
///    `delta * t` only, and its velocity loses its part into that static body
///    (remove_closing_velocity(), given, with the static body first);
/// 3. contacts: find_contacts(world.bodies);
/// 4. positions, lesson 09's rules over the contacts of 3, each contact's depth kept up to
///    date instead of asking shape_hit again: for pass = 1 .. world.passes, for every contact
///    in (i, j) order whose bodies are not both static, its depth now is
///    `hit.depth - dot(moved j - moved i, hit.normal)`, where "moved" is how far a body has
///    been pushed since 3; when it is greater than slop, body i moves by
///    `-normal * (depth - slop / 2) * wi / (wi + wj)` and body j by
///    `+normal * (depth - slop / 2) * wj / (wi + wj)` at once (w = inv_mass; the shares
///    computed so that they do not overflow, as lesson 09's separate()); a static body is
///    never written to. A pass that pushes nothing ends the loop;
/// 5. gravity: apply_gravity(world.bodies, world.gravity, dt) (given);
/// 6. velocities, sequential impulses over the contacts of 3, each keeping `removed`, the
///    closing speed it has removed in all. Warm start: a contact whose bodies are not both
///    static and whose (i, j) is in world.pushes starts from that removed, and its bodies'
///    velocities change by it as below; every other contact starts from 0. Then for
///    pass = 1 .. world.passes, for every contact in (i, j) order whose bodies are not both
///    static, with `closing = dot(velocity j - velocity i, hit.normal)`:
///    `change = max(removed - closing, 0) - removed`; body i's velocity changes by
///    `-normal * change * wi / (wi + wj)` and body j's by `+normal * change * wj / (wi + wj)`
///    (the same shares; a static body's velocity is never written to), and removed grows by
///    change. So a contact only ever pushes (removed >= 0) and gives back what it removed
///    when a later contact makes its bodies separate. A pass that changes no velocity ends
///    the loop. Then world.pushes is every contact of 3, in order, with its removed.
/// Returns the counts of 3. An empty world or a world of one body is a step like any other.
Counts step_world(World& world, double dt);
// [end step]

/// @}

} // namespace collide
