// Welzl's smallest enclosing sphere (E. Welzl, "Smallest enclosing disks (balls and
// ellipsoids)", 1991), in the move-to-front form of B. Gaertner's Miniball: the recursion is
// over the boundary points only, so it is at most four deep whatever the number of points.
#include "welzl.hpp"

#include <cmath>
#include <stdexcept>
#include <utility>

#include "course_random.hpp"

namespace collide {

namespace {

// Relative slack when asking whether a point is inside: rounding in the circumsphere of
// nearly degenerate boundary points must not send the search round in circles.
const double kInsideSlack = 1e-10;

bool inside(const Sphere& s, Vec3 p) {
    return length(p - s.center) <= s.radius * (1 + kInsideSlack);
}

// The smallest sphere with every point of `boundary` on its surface: its centre lies in the
// affine hull of those points (the midpoint of two, the circumcentre of three or four).
// Returns false when the points are too close to collinear or coplanar for one.
bool sphere_through(const std::vector<Vec3>& boundary, Sphere& out) {
    if (boundary.empty()) {
        out = {{0, 0, 0}, -1};  // holds nothing
        return true;
    }
    Vec3 a = boundary[0];
    if (boundary.size() == 1) {
        out = {a, 0};
        return true;
    }
    Vec3 u = boundary[1] - a;
    if (boundary.size() == 2) {
        out = {a + u * 0.5, length(u) * 0.5};
        return true;
    }
    Vec3 v = boundary[2] - a;
    Vec3 offset;
    if (boundary.size() == 3) {
        Vec3 w = cross(u, v);
        double ww = dot(w, w);
        if (!(ww > 1e-24 * dot(u, u) * dot(v, v))) return false;
        offset = (cross(w, u) * dot(v, v) + cross(v, w) * dot(u, u)) * (1 / (2 * ww));
    } else {
        Vec3 t = boundary[3] - a;
        double det = dot(u, cross(v, t));
        if (!(std::fabs(det) > 1e-12 * length(u) * length(v) * length(t))) return false;
        offset = (cross(v, t) * dot(u, u) + cross(t, u) * dot(v, v) + cross(u, v) * dot(t, t)) *
                 (1 / (2 * det));
    }
    out = {a + offset, length(offset)};
    return true;
}

// The smallest sphere holding points[0 .. end) with `boundary` on its surface. A point found
// outside joins the boundary and moves to the front, where later passes meet it first.
Sphere move_to_front(std::vector<Vec3>& points, size_t end, std::vector<Vec3>& boundary) {
    Sphere s;
    if (!sphere_through(boundary, s)) return {{0, 0, 0}, INFINITY};  // degenerate: no sphere
    if (boundary.size() == 4) return s;
    for (size_t i = 0; i < end; ++i) {
        if (inside(s, points[i])) continue;
        boundary.push_back(points[i]);
        Sphere grown = move_to_front(points, i, boundary);
        boundary.pop_back();
        if (std::isinf(grown.radius)) continue;  // a degenerate boundary: keep the old sphere
        s = grown;
        Vec3 p = points[i];
        for (size_t k = i; k > 0; --k) points[k] = points[k - 1];
        points[0] = p;
    }
    return s;
}

} // namespace

Sphere smallest_sphere(std::vector<Vec3> points) {
    if (points.empty()) throw std::invalid_argument("smallest_sphere: no points");
    for (Vec3 p : points)
        if (!(std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z)))
            throw std::invalid_argument("smallest_sphere: a point has a non-finite coordinate");
    course::Random rng(1991);
    for (size_t i = points.size() - 1; i > 0; --i)
        std::swap(points[i], points[static_cast<size_t>(rng.integer(0, static_cast<long>(i)))]);
    std::vector<Vec3> boundary;
    return move_to_front(points, points.size(), boundary);
}

} // namespace collide
