// Lesson 11, given code: the world's own pieces (the shape rules, the time of impact, gravity,
// the velocity response). The earlier lessons' rules are in earlier.cpp.
#include "pieces.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace collide {

namespace {

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

// The two weights' shares of a push, divided by the larger first so that they cannot overflow.
void shares(double wa, double wb, double& share_a, double& share_b) {
    double top = std::max(wa, wb);
    share_a = (wa / top) / (wa / top + wb / top);
    share_b = (wb / top) / (wa / top + wb / top);
}

const Touch kNoTouch = {false, {0, 0}, 0};

// A valid shape's bounding box (the student's bounding_box() is not given code).
Aabb box_of(const Shape& s) {
    if (s.is_circle)
        return {s.centre.x - s.radius, s.centre.y - s.radius, s.centre.x + s.radius,
                s.centre.y + s.radius};
    Aabb box = {INFINITY, INFINITY, -INFINITY, -INFINITY};
    for (Vec2 v : s.vertices)
        box = {std::min(box.minx, v.x), std::min(box.miny, v.y), std::max(box.maxx, v.x),
               std::max(box.maxy, v.y)};
    return box;
}

// The unit normals of p's edges, pointing out of p whichever its winding (a flat polygon's
// point to both sides of its line); an edge of length zero has none.
std::vector<Vec2> outward_normals(const Polygon& p) {
    double twice_area = 0;
    for (std::size_t i = 0; i < p.size(); ++i) twice_area += cross(p[i], p[(i + 1) % p.size()]);
    double side = twice_area < 0 ? -1 : 1;
    std::vector<Vec2> normals;
    for (std::size_t i = 0; i < p.size(); ++i) {
        Vec2 edge = p[(i + 1) % p.size()] - p[i];
        normals.push_back(edge.x == 0 && edge.y == 0 ? Vec2{0, 0}
                                                     : normalized(Vec2{edge.y, -edge.x}) * side);
    }
    return normals;
}

// The first t in [0, 1] at which the point from + d t enters the circle (centre, radius):
// false when it never does, or only grazes it. The caller knows the point starts outside.
bool enters_circle(Vec2 from, Vec2 d, Vec2 centre, double radius, double& t) {
    Vec2 m = from - centre;
    double b = dot(m, d), gap = length_squared(m) - radius * radius;
    if (!(b < 0)) return false;                          // not approaching
    if (gap <= 0) return t = 0, true;                    // touching already
    double disc = b * b - length_squared(d) * gap;
    if (!(disc > 0)) return false;                       // a miss or a graze
    t = gap / (-b + std::sqrt(disc));                    // the smaller root, without cancelling
    return t <= 1;
}

// A circle (c, r) moving by d against the still polygon p: an overlap at t = 0 first, then
// the centre's path against the polygon grown by r (edges pushed out, corners rounded).
Touch circle_against_polygon(Vec2 c, double r, Vec2 d, const Polygon& p) {
    std::vector<Vec2> normals = outward_normals(p);
    // The nearest point of p's boundary, and whether c is strictly inside.
    bool inside = true;                                  // until an edge says it is not
    int edges = 0;
    double least = INFINITY, deepest_out = -INFINITY;
    Vec2 nearest = p[0], inside_normal = {0, 0};
    for (std::size_t i = 0; i < p.size(); ++i) {
        Vec2 a = p[i], edge = p[(i + 1) % p.size()] - a;
        double len2 = length_squared(edge);
        double u = len2 > 0 ? std::clamp(dot(c - a, edge) / len2, 0.0, 1.0) : 0.0;
        Vec2 q = a + edge * u;
        if (length(c - q) < least) least = length(c - q), nearest = q;
        if (len2 == 0) continue;
        ++edges;
        double out = dot(c - a, normals[i]);
        if (out >= 0) inside = false;
        if (out > deepest_out) deepest_out = out, inside_normal = normals[i];
    }
    inside = inside && edges > 0;                        // a polygon of one point has no inside
    if (inside || least < r) {                           // overlapping at t = 0
        Vec2 n = inside ? inside_normal : normalized(c - nearest);
        return dot(d, n) < 0 ? Touch{true, n, 0} : kNoTouch;
    }
    Touch best = kNoTouch;
    for (std::size_t i = 0; i < p.size(); ++i) {         // the edges, pushed out by r
        Vec2 a = p[i], edge = p[(i + 1) % p.size()] - a, n = normals[i];
        double gap = dot(c - a, n) - r, closing = dot(d, n);
        if (!(closing < 0 && gap >= 0) || gap > -closing) continue;
        double t = gap / -closing;
        double u = dot(c + d * t - a, edge);             // where along the edge, times |edge|^2
        if (u < 0 || u > length_squared(edge)) continue;
        if (!best.hit || t < best.t) best = {true, n, t};
    }
    for (Vec2 v : p) {                                   // the corners, rounded by r
        double t;
        if (!enters_circle(c, d, v, r, t) || (best.hit && t >= best.t)) continue;
        best = {true, normalized(c + d * t - v), t};
    }
    return best;
}

// The moving polygon q, moved by d, against the still polygon p: lesson 10's slabs on every
// edge normal of both.
Touch polygon_against_polygon(const Polygon& p, const Polygon& q, Vec2 d) {
    std::vector<Vec2> axes = outward_normals(p), of_q = outward_normals(q);
    axes.insert(axes.end(), of_q.begin(), of_q.end());
    double enter = -INFINITY, leave = INFINITY, least_depth = INFINITY;
    bool overlapping = true;                             // along every axis, at t = 0
    Vec2 enter_normal = {0, 0}, out_normal = {0, 0};
    for (Vec2 n : axes) {
        if (n.x == 0 && n.y == 0) continue;
        double plo = INFINITY, phi = -INFINITY, qlo = INFINITY, qhi = -INFINITY;
        for (Vec2 v : p) plo = std::min(plo, dot(v, n)), phi = std::max(phi, dot(v, n));
        for (Vec2 v : q) qlo = std::min(qlo, dot(v, n)), qhi = std::max(qhi, dot(v, n));
        // Moved by s along n, q overlaps p along n exactly when lo < s < hi.
        double lo = plo - qhi, hi = phi - qlo, along = dot(d, n);
        if (!(lo < 0 && 0 < hi))
            overlapping = false;
        else if (std::min(hi, -lo) < least_depth)        // its shortest way out at t = 0
            least_depth = std::min(hi, -lo), out_normal = hi <= -lo ? n : -n;
        if (along == 0) {
            if (!(lo < 0 && 0 < hi)) return kNoTouch;    // apart along n for the whole motion
            continue;
        }
        double a = lo / along, b = hi / along;
        if (a > b) std::swap(a, b);
        if (a > enter) enter = a, enter_normal = along > 0 ? -n : n;
        leave = std::min(leave, b);
    }
    if (overlapping)
        return dot(d, out_normal) < 0 ? Touch{true, out_normal, 0} : kNoTouch;
    if (!(enter < leave) || enter > 1 || leave <= 0) return kNoTouch;
    return {true, enter_normal, std::max(enter, 0.0)};
}

} // namespace

Touch first_touch(const Shape& still, const Shape& moving, Vec2 delta) {
    if (!shape_is_valid(still) || !shape_is_valid(moving) || !finite(delta)) return kNoTouch;
    Aabb s = box_of(still), m = box_of(moving);          // the box moving sweeps only culls
    if (std::max(m.maxx, m.maxx + delta.x) < s.minx ||
        std::min(m.minx, m.minx + delta.x) > s.maxx ||
        std::max(m.maxy, m.maxy + delta.y) < s.miny || std::min(m.miny, m.miny + delta.y) > s.maxy)
        return kNoTouch;
    if (still.is_circle && moving.is_circle) {
        Vec2 gap = moving.centre - still.centre;
        double reach = still.radius + moving.radius, t;
        if (length(gap) < reach) {                       // overlapping at t = 0
            Vec2 n = gap.x == 0 && gap.y == 0 ? Vec2{1, 0} : normalized(gap);
            return dot(delta, n) < 0 ? Touch{true, n, 0} : kNoTouch;
        }
        if (!enters_circle(moving.centre, delta, still.centre, reach, t)) return kNoTouch;
        return {true, normalized(moving.centre + delta * t - still.centre), t};
    }
    if (moving.is_circle)
        return circle_against_polygon(moving.centre, moving.radius, delta, still.vertices);
    if (still.is_circle) {                               // the circle moves by -delta instead
        Touch touch = circle_against_polygon(still.centre, still.radius, -delta, moving.vertices);
        if (touch.hit) touch.normal = -touch.normal;
        return touch;
    }
    return polygon_against_polygon(still.vertices, moving.vertices, delta);
}

bool shape_is_valid(const Shape& s) {
    if (s.is_circle) return finite(s.centre) && std::isfinite(s.radius) && s.radius >= 0;
    if (s.vertices.size() < 3) return false;
    return std::all_of(s.vertices.begin(), s.vertices.end(), [](Vec2 v) { return finite(v); });
}

void translate(Shape& s, Vec2 by) {
    if (s.is_circle) {
        s.centre = s.centre + by;
        return;
    }
    for (Vec2& v : s.vertices) v = v + by;
}

void apply_gravity(std::vector<Body>& bodies, Vec2 gravity, double dt) {
    for (Body& b : bodies)
        if (b.inv_mass > 0) b.velocity = b.velocity + gravity * dt;
}

void remove_closing_velocity(Body& a, Body& b, Vec2 normal) {
    double wa = a.inv_mass, wb = b.inv_mass;
    if (wa == 0 && wb == 0) return;
    double closing = dot(b.velocity - a.velocity, normal);
    if (!(closing < 0)) return;
    double share_a, share_b;
    shares(wa, wb, share_a, share_b);
    if (wa > 0) a.velocity = a.velocity + normal * (closing * share_a);
    if (wb > 0) b.velocity = b.velocity - normal * (closing * share_b);
}

} // namespace collide
