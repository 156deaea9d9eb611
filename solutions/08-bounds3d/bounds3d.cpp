// Lesson 08 reference: boxes and spheres in space, and the volumes around a set of points.
#include "bounds3d.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

namespace collide {

namespace {

const Hit3 kNoHit = {false, {0, 0, 0}, 0};

bool finite(Vec3 v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

double clamp(double v, double lo, double hi) { return v < lo ? lo : (v > hi ? hi : v); }

// [shorter-than]
// |v| < r, both sphere tests' question (touching is no hit). Lesson 02's rule: the squares
// decide while r's square is plain, and beyond, where it overflows or underflows, the length
// itself. Written as "less than", so that a NaN, which fails every comparison, is not shorter.
bool shorter_than(Vec3 v, double r) {
    return plain_square(r * r) ? length_squared(v) < r * r : length(v) < r;
}
// [end shorter-than]

// A face of a box seen from a point inside it: its outward normal and how far away it is.
struct Face {
    Vec3 normal;
    double distance;
};

// [round-outward]
// One double up, or down: a rounded result stepped past the exact one, whichever way it
// rounded. NaN stays NaN, and an infinity stays where it is.
double up(double v) { return std::nextafter(v, INFINITY); }
double down(double v) { return std::nextafter(v, -INFINITY); }

// How far the box reaches along one world axis, |u0| h.x + |u1| h.y + |u2| h.z, where u0, u1
// and u2 are that coordinate of the box's three axes: every edge direction counts with its
// length, whichever way it points, so the absolute values.
// Each product and each sum is stepped up: the result is never below the exact reach.
double reach_up(double u0, double u1, double u2, Vec3 h) {
    double x = up(std::fabs(u0) * h.x), y = up(std::fabs(u1) * h.y), z = up(std::fabs(u2) * h.z);
    return up(up(x + y) + z);
}
// [end round-outward]

} // namespace

// [aabb3-overlap]
bool aabb3_overlap(const Aabb3& a, const Aabb3& b) {
    if (!aabb3_is_valid(a) || !aabb3_is_valid(b)) return false;  // lesson 01's rule
    // Strict `<`: faces that touch leave no gap.
    bool gap_x = a.max.x < b.min.x || b.max.x < a.min.x;
    bool gap_y = a.max.y < b.min.y || b.max.y < a.min.y;
    bool gap_z = a.max.z < b.min.z || b.max.z < a.min.z;
    return !(gap_x || gap_y || gap_z);
}
// [end aabb3-overlap]

// [sphere-hit]
Hit3 sphere_hit(const Sphere& a, const Sphere& b) {
    if (!(a.radius >= 0 && b.radius >= 0)) return kNoHit;  // negative or NaN radius
    Vec3 d = b.center - a.center;                          // from a towards b
    double reach = a.radius + b.radius;
    if (!shorter_than(d, reach)) return kNoHit;  // touching, apart, or a NaN distance
    double distance = length(d);  // only now, and one that cannot underflow
    if (distance == 0) return {true, {1, 0, 0}, reach};  // equal centres
    return {true, normalized(d), reach - distance};
}
// [end sphere-hit]

// [closest-point]
Vec3 closest_point(const Aabb3& box, Vec3 p) {
    return {clamp(p.x, box.min.x, box.max.x), clamp(p.y, box.min.y, box.max.y),
            clamp(p.z, box.min.z, box.max.z)};
}
// [end closest-point]

// [sphere-aabb-hit]
Hit3 sphere_aabb_hit(const Aabb3& box, const Sphere& s) {
    if (!aabb3_is_valid(box) || !finite(box.min) || !finite(box.max) || !finite(s.center))
        return kNoHit;
    if (!(s.radius >= 0)) return kNoHit;  // negative or NaN; infinite is a radius (Sphere)
    Vec3 q = closest_point(box, s.center);
    Vec3 out = s.center - q;  // from the box towards the centre
    if (out.x != 0 || out.y != 0 || out.z != 0) {
        if (!shorter_than(out, s.radius)) return kNoHit;  // touching, or apart
        return {true, normalized(out), s.radius - length(out)};
    }
    // The centre is inside or on the boundary: it leaves through the nearest face. The faces
    // are listed in the order of the ties, and a later face must be strictly nearer to win.
    Vec3 c = s.center;
    const Face faces[6] = {
        {{-1, 0, 0}, c.x - box.min.x}, {{1, 0, 0}, box.max.x - c.x},
        {{0, -1, 0}, c.y - box.min.y}, {{0, 1, 0}, box.max.y - c.y},
        {{0, 0, -1}, c.z - box.min.z}, {{0, 0, 1}, box.max.z - c.z},
    };
    int nearest = 0;
    for (int f = 1; f < 6; ++f)
        if (faces[f].distance < faces[nearest].distance) nearest = f;
    double depth = faces[nearest].distance + s.radius;
    if (!(depth > 0)) return kNoHit;  // a point on the boundary only touches
    return {true, faces[nearest].normal, depth};
}
// [end sphere-aabb-hit]

// [aabb-of]
Aabb3 aabb_of(const Obb& box) {
    const Vec3 *u = box.axis, c = box.center;
    Vec3 reach = {reach_up(u[0].x, u[1].x, u[2].x, box.half),
                  reach_up(u[0].y, u[1].y, u[2].y, box.half),
                  reach_up(u[0].z, u[1].z, u[2].z, box.half)};
    // Rounded outward, so that the box holds the eight exact corners.
    return {{down(c.x - reach.x), down(c.y - reach.y), down(c.z - reach.z)},
            {up(c.x + reach.x), up(c.y + reach.y), up(c.z + reach.z)}};
}
// [end aabb-of]

namespace {

// [check-points]
void check_points(const std::vector<Vec3>& points, const char* who, bool allow_infinite) {
    if (points.empty()) throw std::invalid_argument(std::string(who) + ": no points");
    for (size_t i = 0; i < points.size(); ++i) {
        Vec3 p = points[i];
        bool nan = std::isnan(p.x) || std::isnan(p.y) || std::isnan(p.z);
        bool ok = allow_infinite ? !nan : finite(p);
        if (!ok)
            throw std::invalid_argument(std::string(who) + ": point " + std::to_string(i) +
                                        (allow_infinite ? " has a NaN coordinate"
                                                        : " has a NaN or infinite coordinate"));
    }
}
// [end check-points]

// The first point farthest from `from`: a later point must be strictly farther.
Vec3 farthest(const std::vector<Vec3>& points, Vec3 from) {
    Vec3 best = points[0];
    double best_distance = length(best - from);
    for (Vec3 p : points) {
        double d = length(p - from);
        if (d > best_distance) best = p, best_distance = d;
    }
    return best;
}

} // namespace

// [bounding-aabb]
Aabb3 bounding_aabb(const std::vector<Vec3>& points) {
    check_points(points, "bounding_aabb", true);
    Aabb3 box = {points[0], points[0]};  // not {0, 0, 0}: the origin need not be inside
    for (Vec3 p : points) {
        box.min = {std::fmin(box.min.x, p.x), std::fmin(box.min.y, p.y), std::fmin(box.min.z, p.z)};
        box.max = {std::fmax(box.max.x, p.x), std::fmax(box.max.y, p.y), std::fmax(box.max.z, p.z)};
    }
    return box;
}
// [end bounding-aabb]

// [bounding-sphere]
Sphere bounding_sphere(const std::vector<Vec3>& points) {
    check_points(points, "bounding_sphere", false);
    Vec3 x = points[0];
    Vec3 y = farthest(points, x);
    Vec3 z = farthest(points, y);
    Vec3 c = (y + z) * 0.5;
    double r = length(y - z) * 0.5;
    for (Vec3 p : points) {
        double d = length(p - c);
        if (d > r) {
            // The new sphere touches p and, on the far side, the old sphere: its diameter
            // runs from p through c to the old surface, r + d long.
            double grown = (r + d) / 2;
            c = c + (p - c) * ((d - grown) / d);
            r = grown;
        }
    }
    // The rounding of c and of the lengths can leave a point just outside (far from the
    // origin, by as much as c's own rounding): r grows to the farthest point, by length().
    for (Vec3 p : points) r = std::fmax(r, length(p - c));
    return {c, r};
}
// [end bounding-sphere]

} // namespace collide
