/// @file manifold.hpp
/// @brief Lesson 12: contact points. Where two shapes touch, as a manifold of up to two points
/// sharing one normal: what a solver needs to turn contacts into impulses with lever arms.
#pragma once

#include "polygon.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_12
/// @{

// [types]
/// Which features made a contact point, so that an engine can match points between frames: two
/// points of consecutive frames with equal ids (every field equal) are the same contact, and
/// its impulse of the last frame can start the next one (warm starting). You fill the ids; the
/// given step (rigid.hpp) uses them so, to start each point from its last impulse.
struct ContactId {
    bool reference_on_b = false;  ///< the reference face is an edge of b (the points then lie on a)
    int reference_edge = -1;      ///< its edge index: edge i runs from vertex i to vertex i + 1
    int incident_edge = -1;       ///< the incident edge's index in the other polygon
    int clipped_by = -1;          ///< -1: the point is an incident edge's end vertex; 0 or 1:
                                  ///< the side plane through the reference edge's start (0) or
                                  ///< end (1) cut the incident edge here
    int incident_end = -1;        ///< when clipped_by is -1: the incident edge's start vertex
                                  ///< (0) or its end vertex (1); -1 for a clipped point
};

/// Two ids are the same contact when every field is equal.
inline bool operator==(const ContactId& x, const ContactId& y) {
    return x.reference_on_b == y.reference_on_b && x.reference_edge == y.reference_edge &&
           x.incident_edge == y.incident_edge && x.clipped_by == y.clipped_by &&
           x.incident_end == y.incident_end;
}

/// One contact point: where, how deep, from which features.
struct ContactPoint {
    Vec2 point{0, 0};   ///< on the incident shape's boundary, behind the reference face
    double depth = 0;   ///< its distance behind the reference face, > 0
    ContactId id;       ///< the features it came from
};

/// Up to two points sharing one normal, which points from the first shape towards the second.
/// The entries of `points` from `count` on are left as `ContactPoint{}` (zeros, ids of -1).
struct Manifold {
    int count = 0;            ///< 0 (no contact), 1 or 2
    Vec2 normal{0, 0};        ///< unit, from a towards b; (0, 0) when count is 0
    ContactPoint points[2];   ///< the first `count` entries are the contact points
};
// [end types]

// [preference]
/// How much better, as a fraction of the pair's size, b's best face must be than a's before it
/// is chosen as the reference face. The size is the largest side of the two polygons' own
/// bounding boxes: the largest of a's `maxx - minx` and `maxy - miny` and b's (each box
/// around one polygon's vertices, not one box around both).
///
/// Why: a box resting on another has two faces of equal penetration, a's top and b's bottom,
/// and rounding decides which of them comes out a hair better. Without a margin the choice
/// can change from one step to the next; the points, their ids and the normal's last bits
/// change with it, and a solver that matches points by their ids loses what it learnt. A
/// margin far above rounding (about 1e-16 of the size) and far below what a player could see
/// keeps a's face until b's is really better. It is relative, so a shape scaled by any factor
/// gets the same choice; on shapes a metre across it is Box2D's `0.1 * b2_linearSlop`.
constexpr double kFacePreference = 0.0005;
// [end preference]

// [polygon-manifold]
/// The contact points of two convex polygons, from lesson 03's separating axes.
///
/// 1. Each edge of a polygon with a direction (not of length zero) has an outward unit normal
///    n, whichever the winding. The edge's separation is the least `dot(n, v - start)` over the
///    vertices v of the other polygon (start: the edge's first vertex): positive or zero, the
///    edge's line separates the polygons, and the result is no contact (touching is no
///    contact); negative, it is minus how deep the other polygon reaches behind the edge.
/// 2. The reference face is a's edge of greatest separation (the first such edge on a tie),
///    unless b's edge of greatest separation is greater by more than
///    `kFacePreference * size` (kFacePreference): then it is that edge of b.
/// 3. The incident edge is the other polygon's edge whose outward normal is most anti-parallel
///    to the reference face's (the least dot product; the first on a tie).
/// 4. The incident edge is clipped by the two side planes of the reference face: the lines
///    through its start and end vertices, perpendicular to it. What lies beyond either line is
///    cut off; where the edge crosses one, the crossing point is kept instead (clipped_by says
///    which line).
/// 5. Of what remains, a point is kept when it lies strictly behind the reference face's line:
///    its depth, the distance from the point to that line, is greater than zero.
///
/// The normal is the reference face's outward normal when the face is a's, and its opposite
/// when it is b's: it points from a towards b whichever face is chosen. The points come in the
/// incident edge's order, the one nearer its start first. Each point lies on the incident edge,
/// behind the reference face and between its side planes. It lies inside the reference
/// polygon too when that polygon holds the strip between the side planes down to the point's
/// depth (a box resting less deep than its side is tall); near an acute corner of the
/// reference face, or deeper than the reference polygon is thick, it may lie outside, as
/// Box2D's points do.
///
/// Degenerate input:
/// - fewer than three vertices in either polygon throws std::invalid_argument (lesson 03);
/// - a NaN or infinite coordinate is no contact;
/// - a polygon with no area (every vertex on one line, or every vertex the same point) is no
///   contact: it has no outward side; repeated vertices are edges of length zero, skipped;
/// - when nothing of the incident edge is left by the clipping, or nothing of it lies behind
///   the face, the result is no contact (never met in the tests' random overlapping pairs).
/// The polygons must be convex; for a concave one the result is that of some other shape.
///
/// Range: exact up to rounding for coordinates from about 1e-300 to 1e300 in magnitude: no
/// square is taken (normals come from normalized() of vec2.hpp), and a pair scaled by a power
/// of two gets the scaled answer.
///
/// Example: a box [-0.5, 0.5] x [-0.1, 0.9] resting 0.1 deep on the ground box
/// [-2, 2] x [-1, 0] has the normal (0, 1) and two points, (-0.5, -0.1) and (0.5, -0.1), each
/// 0.1 deep, on the box's bottom edge; the ground's top edge is the reference face.
Manifold polygon_manifold(const Polygon& a, const Polygon& b);
// [end polygon-manifold]

// [circle-polygon-manifold]
/// The contact point of the circle at @p center of radius @p radius and the convex polygon
/// @p polygon: the circle is the first shape, so the normal points from the circle towards the
/// polygon. The normal and the depth are lesson 11's circle_polygon_hit(): separating axes
/// over the polygon's edge normals, then the axis from the centre towards the polygon's vertex
/// nearest to it; the axis of least depth, the first on a tie. The one point is
/// `center + normal * (radius - depth)`: the point of the polygon's boundary nearest to the
/// centre (on the face of that axis, or that vertex). It lies inside the circle unless the
/// centre is inside the polygon deeper than the radius. Its id is `ContactId{}`.
///
/// Touching is no contact. Fewer than three vertices throws std::invalid_argument; a negative,
/// NaN or infinite radius, or a NaN or infinite coordinate, is no contact (lesson 11's
/// shape_is_valid()). A radius of 0 is a point: a contact only strictly inside the polygon.
Manifold circle_polygon_manifold(Vec2 center, double radius, const Polygon& polygon);
// [end circle-polygon-manifold]

// [circle-manifold]
/// The contact point of two circles: the normal and the depth are lesson 02's circle_hit()
/// (the unit vector from @p c1 towards @p c2, (1, 0) for equal centres; the depth
/// `r1 + r2 - |c2 - c1|`), and the one point is circle 2's surface point deepest in circle 1,
/// `c2 - normal * r2`. Its id is `ContactId{}`.
///
/// Touching is no contact. A negative, NaN or infinite radius, or a NaN or infinite
/// coordinate, is no contact.
Manifold circle_manifold(Vec2 c1, double r1, Vec2 c2, double r2);
// [end circle-manifold]

/// @}

} // namespace collide
