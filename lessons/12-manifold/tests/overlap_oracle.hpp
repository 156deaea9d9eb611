// Test helper: the exact overlap of two convex polygons, by clipping in long double, an answer
// to "where do they touch" that uses no reference face, no incident edge and no side planes.
// Every contact point must lie in it (or on its boundary, within rounding).
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "polygon.hpp"

namespace oracle {

/// A point in long double.
struct Point {
    long double x, y;
};

inline Point lift(collide::Vec2 v) { return {v.x, v.y}; }

inline long double cross(Point o, Point p, Point q) {
    return (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
}

/// Twice the signed area of @p p: positive when counter-clockwise.
inline long double twice_area(const std::vector<Point>& p) {
    long double s = 0;
    for (size_t i = 0; i < p.size(); ++i) {
        Point u = p[i], v = p[(i + 1) % p.size()];
        s += u.x * v.y - u.y * v.x;
    }
    return s;
}

/// @p poly in long double, counter-clockwise.
inline std::vector<Point> counter_clockwise(const collide::Polygon& poly) {
    std::vector<Point> p;
    for (collide::Vec2 v : poly) p.push_back(lift(v));
    if (twice_area(p) < 0) std::reverse(p.begin(), p.end());
    return p;
}

/// The overlap of two convex polygons: @p a clipped by the half-plane inside each edge of @p b
/// (Sutherland and Hodgman), counter-clockwise; empty when they do not overlap.
inline std::vector<Point> overlap(const collide::Polygon& a, const collide::Polygon& b) {
    std::vector<Point> out = counter_clockwise(a);
    std::vector<Point> cut = counter_clockwise(b);
    for (size_t i = 0; i < cut.size() && !out.empty(); ++i) {
        Point s = cut[i], e = cut[(i + 1) % cut.size()];
        if (s.x == e.x && s.y == e.y) continue;
        std::vector<Point> in;
        in.swap(out);
        for (size_t k = 0; k < in.size(); ++k) {
            Point p = in[k], q = in[(k + 1) % in.size()];
            long double dp = cross(s, e, p), dq = cross(s, e, q);   // >= 0: inside
            if (dp >= 0) out.push_back(p);
            if ((dp >= 0) != (dq >= 0)) {
                long double t = dp / (dp - dq);
                out.push_back({p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t});
            }
        }
    }
    return out;
}

/// How far @p p lies outside the convex polygon @p poly (counter-clockwise): the greatest
/// distance beyond one of its edges' lines; zero or less inside.
inline long double outside(const std::vector<Point>& poly, Point p) {
    long double worst = -INFINITY;
    for (size_t i = 0; i < poly.size(); ++i) {
        Point s = poly[i], e = poly[(i + 1) % poly.size()];
        long double len = std::hypot(e.x - s.x, e.y - s.y);
        if (len == 0) continue;
        worst = std::max(worst, -cross(s, e, p) / len);
    }
    return worst;
}

/// The distance from @p p to the segment from @p s to @p e.
inline long double to_segment(Point p, Point s, Point e) {
    long double dx = e.x - s.x, dy = e.y - s.y, len2 = dx * dx + dy * dy;
    long double t = len2 > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / len2 : 0;
    t = std::min<long double>(1, std::max<long double>(0, t));
    return std::hypot(p.x - (s.x + t * dx), p.y - (s.y + t * dy));
}

/// How far @p p lies behind the line of edge @p i of @p poly (either winding): its distance
/// to that line, positive on the polygon's inner side.
inline long double behind(const collide::Polygon& poly, int i, collide::Vec2 p) {
    std::vector<Point> q;
    for (collide::Vec2 v : poly) q.push_back(lift(v));
    long double sign = twice_area(q) < 0 ? -1 : 1;
    Point s = q[i], e = q[(i + 1) % q.size()];
    return sign * cross(s, e, lift(p)) / std::hypot(e.x - s.x, e.y - s.y);
}

/// @p poly (any winding) clipped by the half-plane `dot(n, x) <= d`, counter-clockwise.
inline std::vector<Point> clip(const std::vector<Point>& poly, Point n, long double d) {
    std::vector<Point> out;
    for (size_t k = 0; k < poly.size(); ++k) {
        Point p = poly[k], q = poly[(k + 1) % poly.size()];
        long double dp = n.x * p.x + n.y * p.y - d, dq = n.x * q.x + n.y * q.y - d;
        if (dp <= 0) out.push_back(p);
        if ((dp <= 0) != (dq <= 0)) {
            long double t = dp / (dp - dq);
            out.push_back({p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t});
        }
    }
    return out;
}

/// Edge @p i of @p ref: its ends and its outward unit normal, in long double.
struct Face {
    Point s, e, n, t;   ///< start, end, outward normal, unit direction from start to end
};

inline Face face(const collide::Polygon& ref, int i) {
    std::vector<Point> q;
    for (collide::Vec2 v : ref) q.push_back(lift(v));
    long double sign = twice_area(q) < 0 ? -1 : 1;
    Point s = q[i], e = q[(i + 1) % q.size()];
    long double len = std::hypot(e.x - s.x, e.y - s.y);
    Point t = {(e.x - s.x) / len, (e.y - s.y) / len};
    return {s, e, {sign * t.y, -sign * t.x}, t};
}

/// The part of @p inc behind edge @p i of @p ref and between the edge's two side planes.
inline std::vector<Point> behind_face(const collide::Polygon& inc, const collide::Polygon& ref,
                                      int i) {
    Face f = face(ref, i);
    std::vector<Point> p = counter_clockwise(inc);
    p = clip(p, f.n, f.n.x * f.s.x + f.n.y * f.s.y);
    p = clip(p, {-f.t.x, -f.t.y}, -(f.t.x * f.s.x + f.t.y * f.s.y));
    return clip(p, f.t, f.t.x * f.e.x + f.t.y * f.e.y);
}

/// True when @p ref holds the strip behind its edge @p i, between the edge's side planes, down
/// to @p depth: the four corners of that rectangle are inside it (within @p slack).
inline bool covers_strip(const collide::Polygon& ref, int i, long double depth,
                         long double slack) {
    Face f = face(ref, i);
    std::vector<Point> q = counter_clockwise(ref);
    for (Point c : {f.s, f.e})
        for (long double d : {0.0L, depth})
            if (outside(q, {c.x - d * f.n.x, c.y - d * f.n.y}) > slack) return false;
    return true;
}

} // namespace oracle
