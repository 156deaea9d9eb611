// Lesson 12, reference solution: contact manifolds. Two polygons: the reference face from
// lesson 03's separating axes, the incident edge, clipped by the face's side planes, and the
// points kept behind the face. Circles: one point where lessons 02 and 11 put the normal.
#include "manifold.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace collide {

namespace {

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

bool finite(const Polygon& p) {
    for (Vec2 v : p)
        if (!finite(v)) return false;
    return true;
}

// Vertex i of p, for i up to twice its size: the vertex after the last is the first again.
Vec2 vertex(const Polygon& p, size_t i) { return p[i < p.size() ? i : i - p.size()]; }

// [winding]
// The outward unit normal of every edge of p, computed once: (ey, -ex) normalized, turned round
// when p is clockwise; {0, 0} for an edge with no direction (of length zero, or whose vector
// overflowed). Empty when p has no area. The winding is the sign of the sum of the turns
// between consecutive unit normals: the sum has no unit, so it neither overflows nor underflows.
std::vector<Vec2> outward_normals(const Polygon& p) {
    std::vector<Vec2> n(p.size());
    for (size_t i = 0; i < p.size(); ++i) {
        Vec2 e = vertex(p, i + 1) - p[i];
        n[i] = normalized({e.y, -e.x});         // {0, 0} for a repeated vertex
        if (!finite(n[i])) n[i] = {0, 0};       // an edge vector that overflowed
    }
    double turn = 0;
    for (size_t i = 0; i < p.size(); ++i) turn += cross(n[i], n[i + 1 < p.size() ? i + 1 : 0]);
    if (turn == 0) return {};                   // no area: no outward side
    if (turn < 0)
        for (Vec2& v : n) v = -v;               // clockwise: (ey, -ex) pointed inwards
    return n;
}
// [end winding]

// [face]
// The face of p that separates it most from q: its index, normal and separation (the least
// dot(n, v - start) over q's vertices v). The first such face on a tie.
struct Face {
    int index = -1;
    Vec2 normal{0, 0};
    double separation = -INFINITY;
};

Face best_face(const Polygon& p, const std::vector<Vec2>& normals, const Polygon& q) {
    Face best;
    for (size_t i = 0; i < p.size(); ++i) {
        Vec2 n = normals[i];
        if (n.x == 0 && n.y == 0) continue;     // an edge with no direction
        double s = INFINITY;
        for (Vec2 v : q) s = std::min(s, dot(n, v - p[i]));
        if (s > best.separation) best = {int(i), n, s};
    }
    return best;
}
// [end face]

// The larger side of p's bounding box: the size kFacePreference is a fraction of.
double extent(const Polygon& p) {
    Vec2 lo = p[0], hi = p[0];
    for (Vec2 v : p) {
        lo = {std::min(lo.x, v.x), std::min(lo.y, v.y)};
        hi = {std::max(hi.x, v.x), std::max(hi.y, v.y)};
    }
    return std::max(hi.x - lo.x, hi.y - lo.y);
}

// [clip]
// Keeps the points of the segment in[0..n) with dot(side, p) <= offset; where the segment
// crosses that line, the crossing point takes the outside end's place, tagged with `plane`.
int clip(const ContactPoint in[2], int n, Vec2 side, double offset, int plane,
         ContactPoint out[2]) {
    int kept = 0;
    double d0 = dot(side, in[0].point) - offset;
    double d1 = n == 2 ? dot(side, in[1].point) - offset : 0;
    if (d0 <= 0) out[kept++] = in[0];
    if (n == 2 && d1 <= 0) out[kept++] = in[1];
    if (n == 2 && ((d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0))) {
        ContactPoint cut = d0 > 0 ? in[1] : in[0];   // the id's edge fields stay
        cut.point = in[0].point + (in[1].point - in[0].point) * (d0 / (d0 - d1));
        cut.id.clipped_by = plane;
        cut.id.incident_end = -1;
        if (d0 > 0) out[1] = out[0];                 // keep the edge's order
        out[d0 > 0 ? 0 : 1] = cut;
        kept = 2;
    }
    return kept;
}
// [end clip]

} // namespace

// [polygon-manifold-impl]
Manifold polygon_manifold(const Polygon& a, const Polygon& b) {
    if (a.size() < 3 || b.size() < 3)
        throw std::invalid_argument("polygon_manifold: a polygon needs three vertices or more");
    if (!finite(a) || !finite(b)) return {};
    // The reference face: lesson 03's axes, a's faces preferred (kFacePreference).
    std::vector<Vec2> na = outward_normals(a);
    if (na.empty()) return {};
    Face fa = best_face(a, na, b);
    if (fa.index < 0 || fa.separation >= 0) return {};     // a's face separates them
    std::vector<Vec2> nb = outward_normals(b);
    if (nb.empty()) return {};
    Face fb = best_face(b, nb, a);
    if (fb.index < 0 || fb.separation >= 0) return {};     // b's face separates them
    double size = std::max(extent(a), extent(b));
    bool on_b = fb.separation > fa.separation + kFacePreference * size;
    const Polygon& ref = on_b ? b : a;
    const Polygon& inc = on_b ? a : b;
    Face face = on_b ? fb : fa;
    const std::vector<Vec2>& inc_normals = on_b ? na : nb;

    // The incident edge: its outward normal most anti-parallel to the reference normal.
    int incident = -1;
    double least = INFINITY;
    for (size_t i = 0; i < inc.size(); ++i) {
        Vec2 m = inc_normals[i];
        if ((m.x != 0 || m.y != 0) && dot(m, face.normal) < least) {
            least = dot(m, face.normal);
            incident = int(i);
        }
    }

    // Its two ends, clipped by the side planes through the reference face's ends.
    ContactPoint seg[2], once[2], twice[2];
    for (int k = 0; k < 2; ++k) {
        seg[k].point = vertex(inc, incident + k);
        seg[k].id = {on_b, face.index, incident, -1, k};
    }
    Vec2 start = ref[face.index], end = vertex(ref, face.index + 1);
    Vec2 along = normalized(end - start);
    int n = clip(seg, 2, -along, -dot(along, start), 0, once);
    if (n > 0) n = clip(once, n, along, dot(along, end), 1, twice);

    // The points behind the reference face, each with its own depth.
    Manifold m;
    for (int k = 0; k < n; ++k) {
        double depth = dot(face.normal, start - twice[k].point);
        if (depth > 0) m.points[m.count++] = {twice[k].point, depth, twice[k].id};
    }
    if (m.count > 0) m.normal = on_b ? -face.normal : face.normal;   // from a towards b
    return m;
}
// [end polygon-manifold-impl]

// [circle-polygon-manifold-impl]
Manifold circle_polygon_manifold(Vec2 center, double radius, const Polygon& polygon) {
    if (polygon.size() < 3)
        throw std::invalid_argument(
                "circle_polygon_manifold: a polygon needs three vertices or more");
    if (!(radius >= 0) || !std::isfinite(radius) || !finite(center) || !finite(polygon))
        return {};

    // Lesson 11's axes: every edge normal, then the axis towards the nearest vertex.
    Vec2 nearest = polygon[0];
    for (Vec2 v : polygon)
        if (length(v - center) < length(nearest - center)) nearest = v;
    bool found = false;
    Vec2 normal{0, 0};
    double depth = INFINITY;
    for (size_t i = 0; i <= polygon.size(); ++i) {
        Vec2 axis = i < polygon.size() ? vertex(polygon, i + 1) - polygon[i] : nearest - center;
        if (axis.x == 0 && axis.y == 0) continue;
        axis = i < polygon.size() ? normalized(Vec2{axis.y, -axis.x}) : normalized(axis);
        double lo = INFINITY, hi = -INFINITY;
        for (Vec2 v : polygon) {
            lo = std::min(lo, dot(v, axis));
            hi = std::max(hi, dot(v, axis));
        }
        double forward = dot(center, axis) + radius - lo;    // the polygon leaves along +axis
        double backward = hi - dot(center, axis) + radius;   // or along -axis
        if (forward <= 0 || backward <= 0 || hi - lo <= 0) return {};
        double d = std::min(forward, backward);
        if (!found || d < depth) {
            found = true;
            depth = d;
            normal = forward <= backward ? axis : -axis;
        }
    }
    if (!found) return {};
    Manifold m;
    m.count = 1;
    m.normal = normal;
    m.points[0] = {center + normal * (radius - depth), depth, ContactId{}};
    return m;
}
// [end circle-polygon-manifold-impl]

// [circle-manifold-impl]
Manifold circle_manifold(Vec2 c1, double r1, Vec2 c2, double r2) {
    if (!(r1 >= 0 && r2 >= 0) || !std::isfinite(r1) || !std::isfinite(r2) || !finite(c1) ||
        !finite(c2))
        return {};
    Vec2 d = c2 - c1;
    double distance = length(d);
    if (!(distance < r1 + r2)) return {};                   // touching is no contact
    Manifold m;
    m.count = 1;
    m.normal = distance == 0 ? Vec2{1, 0} : normalized(d);
    m.points[0] = {c2 - m.normal * r2, r1 + r2 - distance, ContactId{}};
    return m;
}
// [end circle-manifold-impl]

} // namespace collide
