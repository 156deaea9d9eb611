// Lesson 12 against Box2D 2.4: the reference's polygon_manifold and b2CollidePolygons agree
// on thousands of random pairs (both windings, turned, face to face, touching, one inside the
// other) in the number of points, the normal, each point's position and depth and the
// features it came from, within float's precision, on every pair where the two conventions
// give the same answer. Every pair where they do not is counted by its reason and printed,
// never dropped silently. Built only with the reference and libbox2d-dev.
//
// How Box2D's answer is read (box2d_pairs.hpp gives its polygons no skin, m_radius = 0):
// b2WorldManifold puts each point halfway between the clipped point of the incident polygon
// and its projection onto the reference face; ours is the clipped point itself, on the
// incident polygon. With no skin the two are separation / 2 apart along the normal, and that
// is undone here.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>

#include "box2d_pairs.hpp"
#include "course_test.hpp"

using collide::Manifold;
using collide::Polygon;
using collide::Vec2;

namespace {

const int kEach = 1200;          // pairs of each kind
// Box2D computes in float. Coordinates here are at most about 5, so its vertices, normals
// and products carry errors of a few FLT_EPSILON times the size of the numbers; 64 of them
// are about twenty times the largest difference measured (printed at the end).
const double kFloat = 64 * FLT_EPSILON;
// Box2D prefers A's face unless B's separation is larger by 0.1 b2_linearSlop (absolute,
// b2_collide_polygon.cpp's k_tol).
const double kBox2dFacePreference = 0.1 * b2_linearSlop;

// How far the course's and Box2D's answers may lie apart: float's precision at the pair's
// size (its largest coordinate, at least 1).
double size_of(const Polygon& a, const Polygon& b) {
    double s = 1;
    for (const Polygon* p : {&a, &b})
        for (Vec2 v : *p) s = std::max({s, std::fabs(v.x), std::fabs(v.y)});
    return s;
}

// The length the course's face preference is relative to (manifold.hpp, kFacePreference):
// the larger side of the two polygons' bounding boxes, each polygon's own box.
double extent(const Polygon& p) {
    double lo_x = p[0].x, hi_x = p[0].x, lo_y = p[0].y, hi_y = p[0].y;
    for (Vec2 v : p) {
        lo_x = std::min(lo_x, v.x);
        hi_x = std::max(hi_x, v.x);
        lo_y = std::min(lo_y, v.y);
        hi_y = std::max(hi_y, v.y);
    }
    return std::max(hi_x - lo_x, hi_y - lo_y);
}

double length_scale(const Polygon& a, const Polygon& b) { return std::max(extent(a), extent(b)); }

// The faces of p against q, in double: p's outward normals (either winding), each face's
// separation (how far q's deepest vertex lies in front of it), the best and the runner-up.
struct Faces {
    std::vector<Vec2> normals;
    double best = -INFINITY, second = -INFINITY;
    int best_edge = -1;
};

Faces faces(const Polygon& p, const Polygon& q) {
    double area = 0;
    for (size_t i = 0; i < p.size(); ++i) area += collide::cross(p[i], p[(i + 1) % p.size()]);
    Faces f;
    for (size_t i = 0; i < p.size(); ++i) {
        Vec2 e = p[(i + 1) % p.size()] - p[i];
        Vec2 n = collide::normalized(area > 0 ? Vec2{e.y, -e.x} : Vec2{-e.y, e.x});
        f.normals.push_back(n);
        double s = INFINITY;
        for (Vec2 v : q) s = std::min(s, collide::dot(n, v - p[i]));
        if (s > f.best) {
            f.second = f.best;
            f.best = s;
            f.best_edge = int(i);
        } else {
            f.second = std::max(f.second, s);
        }
    }
    return f;
}

// Box2D's manifold, read back into the course's terms.
struct Box2dAnswer {
    int count = 0;
    Vec2 normal{0, 0};
    bool reference_on_b = false;
    int reference_edge = -1;       // in the course's numbering of the reference polygon
    Vec2 points[2];                // on the incident polygon, as ours
    double depths[2] = {0, 0};
    int clipped_by[2] = {-1, -1};  // -1, 0 or 1 as ContactId::clipped_by
    int incident_vertex[2] = {-1, -1};  // the incident polygon's vertex in its id (ours)
};

// The index in @p local (the vertices given to Box2D, in the course's order) of Box2D's
// vertex @p v (Set() starts its hull elsewhere, and turns a clockwise polygon round).
int course_index(const Polygon& local, b2Vec2 v) {
    for (size_t i = 0; i < local.size(); ++i)
        if (float(local[i].x) == v.x && float(local[i].y) == v.y) return int(i);
    return -1;
}

Box2dAnswer box2d_answer(const course::EnginePair& p) {
    b2Manifold m;
    b2CollidePolygons(&m, &p.box2d_a, p.xf_a, &p.box2d_b, p.xf_b);
    Box2dAnswer answer;
    answer.count = m.pointCount;
    if (m.pointCount == 0) return answer;
    b2WorldManifold world;
    world.Initialize(&m, p.xf_a, 0, p.xf_b, 0);
    answer.normal = {world.normal.x, world.normal.y};
    answer.reference_on_b = m.type == b2Manifold::e_faceB;
    const Polygon& local = answer.reference_on_b ? p.local_b : p.local_a;
    const b2PolygonShape& shape = answer.reference_on_b ? p.box2d_b : p.box2d_a;
    // localPoint is the reference face's midpoint in its polygon's frame, 0.5f * (v1 + v2):
    // the same float sum from the same floats, whichever order the hull has.
    for (size_t i = 0; i < local.size(); ++i) {
        Vec2 u = local[i], w = local[(i + 1) % local.size()];
        b2Vec2 mid = 0.5f * (b2Vec2(float(u.x), float(u.y)) + b2Vec2(float(w.x), float(w.y)));
        if (mid.x == m.localPoint.x && mid.y == m.localPoint.y) answer.reference_edge = int(i);
    }
    for (int k = 0; k < m.pointCount; ++k) {
        double separation = world.separations[k];
        Vec2 mid = {world.points[k].x, world.points[k].y};
        // Face A: the clipped point lies on B, half the separation beyond the midpoint along
        // the normal; face B: on A, half the separation before it.
        double half = (answer.reference_on_b ? -0.5 : 0.5) * separation;
        answer.points[k] = mid + answer.normal * half;
        answer.depths[k] = -separation;
        const b2ContactFeature& f = m.points[k].id.cf;
        // The reference polygon's feature: A's in the id unless the manifold was flipped.
        int type = answer.reference_on_b ? f.typeB : f.typeA;
        int index = answer.reference_on_b ? f.indexB : f.indexA;
        if (type == b2ContactFeature::e_vertex) {
            int at = course_index(local, shape.m_vertices[index]);
            answer.clipped_by[k] = at == answer.reference_edge ? 0 : 1;
        }
        // The incident polygon's feature: the point's own vertex when it is not clipped, the
        // incident edge's first vertex in Box2D's order when it is.
        const b2PolygonShape& other = answer.reference_on_b ? p.box2d_a : p.box2d_b;
        int vertex = answer.reference_on_b ? f.indexA : f.indexB;
        answer.incident_vertex[k] =
            course_index(answer.reference_on_b ? p.local_a : p.local_b, other.m_vertices[vertex]);
    }
    return answer;
}

// The reasons a pair is not compared, counted and printed.
enum Reason {
    kReshaped,        // b2PolygonShape::Set welded or dropped a vertex
    kTouching,        // the deepest separation is within float of zero
    kFaceRule,        // Box2D's absolute and the course's relative face preference disagree
    kFaceRuleFloat,   // the face choice lies within float of either preference's threshold
    kFaceTie,         // two faces of the reference polygon within float of each other
    kIncidentTie,     // two incident edges within float of equally anti-parallel
    kPointOnFace,     // a clipped point within float of the reference face (kept or not)
    kReasons
};

const char* reason_text[kReasons] = {
    "Box2D's Set() changed the polygon (welded or dropped a vertex)",
    "touching within float (Box2D keeps separation <= 0, the course depth > 0)",
    "face preference: Box2D's 0.1 b2_linearSlop absolute vs kFacePreference relative",
    "face preference: within float of a threshold",
    "two faces of the reference polygon within float of each other",
    "two incident edges within float of equally anti-parallel",
    "a clipped point within float of the reference face",
};

struct Tally {
    int pairs = 0, compared = 0, contacts = 0, points = 0, clipped = 0, wrong = 0;
    int skipped[kReasons] = {};
    int differed[kReasons] = {};     // of the skipped, how many Box2D answered otherwise
    int box2d_touching_points = 0;   // points Box2D reported at separation exactly 0
    int overlapping = 0;             // pairs overlapping by more than float's precision
    int box2d_none = 0, ours_none = 0;  // of those, how many each side gave no point
    int inside = 0;                  // pairs with every vertex of b strictly inside a
    double worst_point = 0, worst_depth = 0, worst_normal = 0;   // in units of FLT_EPSILON
};

// Whether Box2D's incident vertex @p vertex (in the course's numbering of a polygon of @p n
// vertices) names the same feature as @p id: the point's own vertex, or for a clipped point
// either end of the incident edge.
bool same_incident(const collide::ContactId& id, int vertex, int n) {
    int start = id.incident_edge, end = (id.incident_edge + 1) % n;
    if (id.clipped_by >= 0) return vertex == start || vertex == end;
    return vertex == (id.incident_end == 0 ? start : end);
}

// Box2D's point matching ours number @p k: Set() turns a clockwise polygon round, and with
// it the incident edge and the order of its two points.
int partner(const Manifold& ours, const Box2dAnswer& theirs, int k) {
    if (ours.count != 2 || theirs.count != 2) return k;
    Vec2 p = ours.points[k].point;
    return collide::length(p - theirs.points[k]) <= collide::length(p - theirs.points[1 - k])
               ? k
               : 1 - k;
}

bool same_answer(const Manifold& ours, const Box2dAnswer& theirs, double tolerance) {
    if (ours.count != theirs.count) return false;
    if (ours.count == 0) return true;
    if (collide::length(ours.normal - theirs.normal) > kFloat) return false;
    if (ours.points[0].id.reference_on_b != theirs.reference_on_b) return false;
    for (int k = 0; k < ours.count; ++k) {
        int j = partner(ours, theirs, k);
        if (collide::length(ours.points[k].point - theirs.points[j]) > tolerance) return false;
        if (std::fabs(ours.points[k].depth - theirs.depths[j]) > tolerance) return false;
    }
    return true;
}

// Why a pair is not compared (kReasons: it is), from the course's side in double.
Reason reason(const course::EnginePair& p, const Manifold& ours, const Box2dAnswer& theirs,
              double tolerance) {
    if (p.box2d_a.m_count != int(p.a.size()) || p.box2d_b.m_count != int(p.b.size()))
        return kReshaped;
    Faces fa = faces(p.a, p.b), fb = faces(p.b, p.a);
    double separation = std::max(fa.best, fb.best);
    if (std::fabs(separation) <= tolerance) return kTouching;
    if (separation > 0) return kReasons;        // apart: no face to choose
    double lead = fb.best - fa.best;
    double ours_threshold = collide::kFacePreference * length_scale(p.a, p.b);
    if ((lead > ours_threshold) != (lead > kBox2dFacePreference)) return kFaceRule;
    if (std::fabs(lead - ours_threshold) <= tolerance ||
        std::fabs(lead - kBox2dFacePreference) <= tolerance)
        return kFaceRuleFloat;
    bool on_b = lead > ours_threshold;
    const Faces& reference = on_b ? fb : fa;
    if (reference.best - reference.second <= tolerance) return kFaceTie;
    Vec2 n = reference.normals[size_t(reference.best_edge)];
    std::vector<double> dots;
    for (Vec2 m : (on_b ? fa : fb).normals) dots.push_back(collide::dot(n, m));
    std::sort(dots.begin(), dots.end());
    if (dots[1] - dots[0] <= kFloat) return kIncidentTie;
    for (int k = 0; k < ours.count; ++k)
        if (std::fabs(ours.points[k].depth) <= tolerance) return kPointOnFace;
    for (int k = 0; k < theirs.count; ++k)
        if (std::fabs(theirs.depths[k]) <= tolerance) return kPointOnFace;
    return kReasons;
}

void print(const char* what, const Tally& t) {
    std::printf("%s: %d pairs, %d compared (%d with contact, %d points, %d of them clipped), "
                "%d disagreeing\n", what, t.pairs, t.compared, t.contacts, t.points, t.clipped,
                t.wrong);
    std::printf("  %d overlapping by more than float's precision (Box2D gave no point on %d, the "
                "course on %d); b entirely inside a in %d\n",
                t.overlapping, t.box2d_none, t.ours_none, t.inside);
    for (int r = 0; r < kReasons; ++r)
        if (t.skipped[r])
            std::printf("  not compared, %s: %d (Box2D answered otherwise on %d)\n",
                        reason_text[r], t.skipped[r], t.differed[r]);
}

Tally run(const std::vector<course::EnginePair>& pairs) {
    Tally t;
    for (size_t i = 0; i < pairs.size(); ++i) {
        const course::EnginePair& p = pairs[i];
        ++t.pairs;
        Manifold ours = collide::polygon_manifold(p.a, p.b);
        Box2dAnswer theirs = box2d_answer(p);
        double tolerance = kFloat * size_of(p.a, p.b);
        for (int k = 0; k < theirs.count; ++k) t.box2d_touching_points += theirs.depths[k] == 0;
        Faces fa = faces(p.a, p.b), fb = faces(p.b, p.a);
        if (std::max(fa.best, fb.best) < -tolerance) {
            ++t.overlapping;
            t.box2d_none += theirs.count == 0;
            t.ours_none += ours.count == 0;
        }
        bool b_inside = true;
        for (Vec2 v : p.b) b_inside = b_inside && faces(p.a, {v}).best < 0;
        t.inside += b_inside;
        Reason r = reason(p, ours, theirs, tolerance);
        if (r != kReasons) {
            ++t.skipped[r];
            t.differed[r] += !same_answer(ours, theirs, tolerance);
            continue;
        }
        ++t.compared;
        if (ours.count == 0) {
            if (theirs.count != 0 && ++t.wrong <= 5) {
                INFO("pair " << i << " (" << course::kind_name(p.kind) << "): ours no contact, "
                             << "Box2D " << theirs.count << " points");
                CHECK(theirs.count == 0);
            }
            continue;
        }
        ++t.contacts;
        t.points += ours.count;
        std::string why;
        if (theirs.count != ours.count) why = "count";
        else if (collide::length(ours.normal - theirs.normal) > kFloat) why = "normal";
        else if (ours.points[0].id.reference_on_b != theirs.reference_on_b) why = "polygon";
        else if (ours.points[0].id.reference_edge != theirs.reference_edge) why = "face";
        t.worst_normal = std::max(t.worst_normal,
                                  collide::length(ours.normal - theirs.normal) / FLT_EPSILON);
        for (int k = 0; why.empty() && k < ours.count; ++k) {
            const collide::ContactPoint& c = ours.points[k];
            int j = partner(ours, theirs, k);
            t.clipped += c.id.clipped_by >= 0;
            double dp = collide::length(c.point - theirs.points[j]);
            double dd = std::fabs(c.depth - theirs.depths[j]);
            t.worst_point = std::max(t.worst_point, dp / (FLT_EPSILON * size_of(p.a, p.b)));
            t.worst_depth = std::max(t.worst_depth, dd / (FLT_EPSILON * size_of(p.a, p.b)));
            if (dp > tolerance) why = "point " + std::to_string(k);
            else if (dd > tolerance) why = "depth " + std::to_string(k);
            else if (c.id.clipped_by != theirs.clipped_by[j])
                why = "clipped " + std::to_string(k);
            else if (!same_incident(c.id, theirs.incident_vertex[j],
                                    int(c.id.reference_on_b ? p.a.size() : p.b.size())))
                why = "incident " + std::to_string(k);
        }
        if (!why.empty() && ++t.wrong <= 5) {
            INFO("pair " << i << " (" << course::kind_name(p.kind) << ") differs in " << why
                         << ": ours " << ours.count << " points, normal (" << ours.normal.x
                         << ", " << ours.normal.y << "), face " << ours.points[0].id.reference_edge
                         << (ours.points[0].id.reference_on_b ? " of b" : " of a")
                         << "; Box2D " << theirs.count << " points, normal (" << theirs.normal.x
                         << ", " << theirs.normal.y << "), face " << theirs.reference_edge
                         << (theirs.reference_on_b ? " of b" : " of a"));
            for (int k = 0; k < std::max(ours.count, theirs.count); ++k)
                INFO("  point " << k << ": ours (" << ours.points[k].point.x << ", "
                                << ours.points[k].point.y << ") depth " << ours.points[k].depth
                                << " clipped " << ours.points[k].id.clipped_by << "; Box2D ("
                                << theirs.points[k].x << ", " << theirs.points[k].y
                                << ") depth " << theirs.depths[k] << " clipped "
                                << theirs.clipped_by[k]);
            CHECK(why == "");
        }
    }
    return t;
}

} // namespace

TEST_CASE("polygon_manifold agrees with b2CollidePolygons wherever the conventions agree",
          "[reread:Checked against Box2D]") {
    Tally all;
    for (int kind = 0; kind < course::kPairKinds; ++kind) {
        Tally t = run(course::engine_pairs(kind, 1200 + std::uint64_t(kind), kEach));
        print(course::kind_name(kind), t);
        all.pairs += t.pairs;
        all.compared += t.compared;
        all.contacts += t.contacts;
        all.points += t.points;
        all.clipped += t.clipped;
        all.wrong += t.wrong;
        all.box2d_touching_points += t.box2d_touching_points;
        all.overlapping += t.overlapping;
        all.box2d_none += t.box2d_none;
        all.ours_none += t.ours_none;
        all.inside += t.inside;
        for (int r = 0; r < kReasons; ++r) {
            all.skipped[r] += t.skipped[r];
            all.differed[r] += t.differed[r];
        }
        all.worst_point = std::max(all.worst_point, t.worst_point);
        all.worst_depth = std::max(all.worst_depth, t.worst_depth);
        all.worst_normal = std::max(all.worst_normal, t.worst_normal);
        // Each kind is mostly compared, and the contacts are there to compare.
        INFO(course::kind_name(kind) << ": " << t.compared << " of " << t.pairs << " compared");
        if (kind != course::kTouching) CHECK(t.compared * 2 > t.pairs);
    }
    print("all", all);
    std::printf("largest differences on compared points, in FLT_EPSILON times the pair's size: "
                "position %.2f, depth %.2f; normal %.2f FLT_EPSILON; Box2D points at "
                "separation exactly 0: %d\n", all.worst_point, all.worst_depth,
                all.worst_normal, all.box2d_touching_points);
    CHECK(all.wrong == 0);
    CHECK(all.contacts > all.pairs / 2);
    CHECK(all.clipped > 0);
}

namespace {

// The signed distance from @p c to the polygon's outline (negative inside), in double, and
// the two least distances to its faces' lines when c is inside.
struct Where {
    double distance;
    double nearest_face, next_face;
};

Where where(Vec2 c, const Polygon& p) {
    Faces f = faces(p, {c});
    Where w = {0, -f.best, -f.second};
    if (f.best <= 0) {
        w.distance = f.best;
        return w;
    }
    w.distance = INFINITY;
    for (size_t i = 0; i < p.size(); ++i) {
        Vec2 s = p[i], e = p[(i + 1) % p.size()] - s;
        double u = std::min(1.0, std::max(0.0, collide::dot(c - s, e) / collide::dot(e, e)));
        w.distance = std::min(w.distance, collide::length(c - (s + e * u)));
    }
    return w;
}

// Box2D's one point, read back: its midpoint lies halfway between the first shape's surface
// point (separation / 2 before it along the normal) and the second's (as far beyond).
struct OnePoint {
    int count = 0;
    Vec2 normal{0, 0}, first_surface{0, 0}, second_surface{0, 0};
    double depth = 0;
};

OnePoint read_one(const b2Manifold& m, float radius_a, float radius_b) {
    OnePoint one;
    one.count = m.pointCount;
    if (m.pointCount == 0) return one;
    b2Transform identity;
    identity.SetIdentity();
    b2WorldManifold world;
    world.Initialize(&m, identity, radius_a, identity, radius_b);
    one.normal = {world.normal.x, world.normal.y};
    Vec2 mid = {world.points[0].x, world.points[0].y};
    double half = 0.5 * world.separations[0];
    one.first_surface = mid - one.normal * half;
    one.second_surface = mid + one.normal * half;
    one.depth = -world.separations[0];
    return one;
}

struct OneTally {
    int pairs = 0, compared = 0, contacts = 0, wrong = 0;
    int touching = 0, touching_differed = 0, boundary = 0, boundary_differed = 0;
    int tie = 0, tie_differed = 0;
};

// Compares one manifold of one point with Box2D's (@p sign: -1 when Box2D's normal points
// the other way), where @p point is Box2D's point that ours should be.
void compare_one(const Manifold& ours, const OnePoint& theirs, double sign, Vec2 point,
                 double tolerance, int i, OneTally& t) {
    ++t.compared;
    std::string why;
    if (ours.count != theirs.count) why = "count";
    else if (ours.count == 1) {
        ++t.contacts;
        if (collide::length(ours.normal - theirs.normal * sign) > kFloat) why = "normal";
        else if (collide::length(ours.points[0].point - point) > tolerance) why = "point";
        else if (std::fabs(ours.points[0].depth - theirs.depth) > tolerance) why = "depth";
    }
    if (!why.empty() && ++t.wrong <= 5) {
        INFO("pair " << i << " differs in " << why << ": ours " << ours.count << " point ("
                     << ours.points[0].point.x << ", " << ours.points[0].point.y << ") depth "
                     << ours.points[0].depth << " normal (" << ours.normal.x << ", "
                     << ours.normal.y << "); Box2D " << theirs.count << " point (" << point.x
                     << ", " << point.y << ") depth " << theirs.depth << " normal ("
                     << sign * theirs.normal.x << ", " << sign * theirs.normal.y << ")");
        CHECK(why == "");
    }
}

} // namespace

TEST_CASE("circle_polygon_manifold agrees with b2CollidePolygonAndCircle",
          "[reread:Checked against Box2D]") {
    course::Random rng(1210);
    OneTally t;
    for (int i = 0; i < 6000; ++i) {
        Polygon p = course::to_float(
            course::random_convex_polygon(rng, course::random_point(rng, 0.5), 8));
        if (i & 1) p = course::reversed(p);
        Vec2 c = course::random_point(rng, 3);
        if (i % 3 == 0) {                  // a centre inside the polygon
            double u = rng.uniform(0, 1), v = rng.uniform(0, 1 - u);
            c = p[0] + (p[1] - p[0]) * u + (p[2] - p[0]) * v;
        }
        c = {course::to_float(c.x), course::to_float(c.y)};
        double r = course::to_float(rng.uniform(0.05, 1.5));
        if (i % 50 == 1) {                 // exactly touching a box's top face (eighths)
            double w = std::round(rng.uniform(4, 16)) / 8, h = std::round(rng.uniform(4, 16)) / 8;
            p = course::box(-w, -h, w, h);
            r = std::round(rng.uniform(1, 12)) / 8;
            c = {std::round(rng.uniform(-w, w) * 8) / 8, h + r};
        }
        ++t.pairs;
        b2PolygonShape polygon = course::to_box2d(p);
        b2CircleShape circle;
        circle.m_p.Set(float(c.x), float(c.y));
        circle.m_radius = float(r);
        b2Manifold m;
        b2Transform identity;
        identity.SetIdentity();
        b2CollidePolygonAndCircle(&m, &polygon, identity, &circle, identity);
        OnePoint theirs = read_one(m, 0, float(r));
        Manifold ours = collide::circle_polygon_manifold(c, r, p);
        double tolerance = kFloat * size_of(p, {c}) * std::max(1.0, r);
        Where w = where(c, p);
        bool differs = ours.count != theirs.count ||
                       (ours.count && collide::length(ours.normal + theirs.normal) > kFloat);
        if (std::fabs(r - w.distance) <= tolerance) {       // touching within float
            ++t.touching;
            t.touching_differed += differs;
        } else if (std::fabs(w.distance) <= tolerance) {    // the centre on the outline
            ++t.boundary;                                   // (Box2D: inside below FLT_EPSILON)
            t.boundary_differed += differs;
        } else if (w.distance < 0 && w.next_face - w.nearest_face <= tolerance) {
            ++t.tie;                                        // two faces equally near
            t.tie_differed += differs;
        } else {
            // Box2D's normal points from the polygon to the circle, ours the other way; ours
            // is the polygon's point, Box2D's first surface point.
            compare_one(ours, theirs, -1, theirs.first_surface, tolerance, i, t);
        }
    }
    std::printf("b2CollidePolygonAndCircle: %d pairs, %d compared (%d with contact), %d "
                "disagreeing; not compared: touching within float %d (Box2D answered "
                "otherwise on %d), centre within float of the outline %d (%d), centre inside "
                "and two faces within float %d (%d)\n",
                t.pairs, t.compared, t.contacts, t.wrong, t.touching, t.touching_differed,
                t.boundary, t.boundary_differed, t.tie, t.tie_differed);
    CHECK(t.wrong == 0);
    CHECK(t.contacts > t.pairs / 3);
}

TEST_CASE("circle_manifold agrees with b2CollideCircles", "[reread:Checked against Box2D]") {
    course::Random rng(1211);
    OneTally t;
    for (int i = 0; i < 6000; ++i) {
        Vec2 c1 = course::random_point(rng, 1), c2 = course::random_point(rng, 3);
        if (i % 100 == 0) c2 = c1;         // the same centre: both sides take the normal (1, 0)
        double r1 = course::to_float(rng.uniform(0.05, 1.5));
        double r2 = course::to_float(rng.uniform(0.05, 1.5));
        if (i % 50 == 1) {                 // exactly touching (eighths: every sum is exact)
            c1 = {std::round(c1.x * 8) / 8, std::round(c1.y * 8) / 8};
            r1 = std::round(r1 * 8 + 1) / 8;
            r2 = std::round(r2 * 8 + 1) / 8;
            c2 = {c1.x, c1.y + r1 + r2};
        }
        c1 = {course::to_float(c1.x), course::to_float(c1.y)};
        c2 = {course::to_float(c2.x), course::to_float(c2.y)};
        ++t.pairs;
        b2CircleShape a, b;
        a.m_p.Set(float(c1.x), float(c1.y));
        a.m_radius = float(r1);
        b.m_p.Set(float(c2.x), float(c2.y));
        b.m_radius = float(r2);
        b2Manifold m;
        b2Transform identity;
        identity.SetIdentity();
        b2CollideCircles(&m, &a, identity, &b, identity);
        OnePoint theirs = read_one(m, float(r1), float(r2));
        Manifold ours = collide::circle_manifold(c1, r1, c2, r2);
        double tolerance = kFloat * 4;
        double apart = collide::length(c2 - c1);
        bool differs = ours.count != theirs.count ||
                       (ours.count && collide::length(ours.normal - theirs.normal) > kFloat);
        if (std::fabs(apart - r1 - r2) <= tolerance) {
            ++t.touching;
            t.touching_differed += differs;
        } else if (apart > 0 && apart <= tolerance) {   // (equal centres are compared)
            ++t.boundary;
            t.boundary_differed += differs;
        } else {                           // ours is circle 2's surface point
            compare_one(ours, theirs, 1, theirs.second_surface, tolerance, i, t);
        }
    }
    std::printf("b2CollideCircles: %d pairs, %d compared (%d with contact), %d disagreeing; "
                "not compared: touching within float %d (Box2D answered otherwise on %d), "
                "centres apart by less than float's precision %d (%d)\n",
                t.pairs, t.compared, t.contacts, t.wrong, t.touching, t.touching_differed,
                t.boundary, t.boundary_differed);
    CHECK(t.wrong == 0);
    CHECK(t.contacts > t.pairs / 10);
}

// What the chapter says of Box2D's own conventions, where they differ from the course's: with
// its skin (m_radius = b2_polygonRadius, as Set() leaves it) it reports two boxes as in contact
// before their outlines touch, up to the two skins' sum apart; without it, boxes touching face
// to face get points at separation 0, and boxes touching only at a corner get none (clipping
// leaves one point). The course reports none in all these cases.
TEST_CASE("Box2D's touching and skin conventions, as the chapter states them",
          "[reread:Checked against Box2D]") {
    b2Transform identity;
    identity.SetIdentity();
    auto box2d_points = [&](const Polygon& a, const Polygon& b, bool skin, float& separation) {
        b2PolygonShape sa = course::to_box2d(a), sb = course::to_box2d(b);
        if (skin) sa.m_radius = sb.m_radius = b2_polygonRadius;
        b2Manifold m;
        b2CollidePolygons(&m, &sa, identity, &sb, identity);
        b2WorldManifold world;
        world.Initialize(&m, identity, sa.m_radius, identity, sb.m_radius);
        separation = m.pointCount ? world.separations[0] : 0;
        return m.pointCount;
    };
    Polygon ground = course::box(-1, -1, 1, 0);
    float separation = 0;
    for (double gap : {0.005, 0.015, 0.019}) {
        Polygon lifted = course::box(-0.5, gap, 0.5, 1 + gap);
        INFO("boxes " << gap << " apart");
        CHECK(collide::polygon_manifold(ground, lifted).count == 0);
        CHECK(box2d_points(ground, lifted, true, separation) == 2);
        CHECK(std::fabs(separation - float(gap - 2 * b2_polygonRadius)) < 1e-6);
        CHECK(box2d_points(ground, lifted, false, separation) == 0);
    }
    Polygon beyond = course::box(-0.5, 0.021, 0.5, 1.021);
    CHECK(box2d_points(ground, beyond, true, separation) == 0);
    Polygon on_face = course::box(0, 0, 2, 1), on_corner = course::box(1, 0, 2, 1);
    CHECK(collide::polygon_manifold(ground, on_face).count == 0);
    CHECK(box2d_points(ground, on_face, false, separation) == 2);
    CHECK(separation == 0);
    CHECK(collide::polygon_manifold(ground, on_corner).count == 0);
    CHECK(box2d_points(ground, on_corner, false, separation) == 0);
}
