// Lesson 03 against Box2D 2.4: the reference sat_hit and Box2D agree on random polygons,
// wherever Box2D's conventions (a skin of b2_polygonRadius, float, a normal through a's or
// b's outside faces) leave a clear answer. Built only with the reference and libbox2d-dev.
#include <cmath>
#include <cstdio>

#include "box2d_shapes.hpp"
#include "course_test.hpp"
#include "special_values.hpp"

using course::kInf;

using collide::Hit;
using collide::Polygon;
using collide::Vec2;

namespace {

const int kPairs = 5000;
const double kSkin = 2 * b2_polygonRadius;   // Box2D's shapes each carry b2_polygonRadius
const double kMargin = 0.01;                 // far beyond float error at this scale
const double kFloatNormal = 1e-4;            // Box2D's normals are floats: dot >= 1 - this

double point_segment_distance(Vec2 p, Vec2 s, Vec2 t) {
    Vec2 e = t - s;
    double u = collide::dot(p - s, e) / collide::dot(e, e);
    u = u < 0 ? 0 : (u > 1 ? 1 : u);
    return collide::length(p - (s + e * u));
}

// The distance between two convex polygons that do not overlap: the closest pair of points
// always involves a vertex of one of them.
double gap(const Polygon& a, const Polygon& b) {
    double best = kInf;
    for (int pass = 0; pass < 2; ++pass) {
        const Polygon& p = pass ? b : a;
        const Polygon& q = pass ? a : b;
        for (Vec2 v : p)
            for (size_t i = 0; i < q.size(); ++i)
                best = std::fmin(best, point_segment_distance(v, q[i], q[(i + 1) % q.size()]));
    }
    return best;
}

// One way b can leave a: a unit direction and a distance, and whether Box2D considers it.
// Box2D pushes b out through a's outside faces (along a's outward normals) or pushes a out
// through b's outside faces (b moves along minus b's outward normals); it never considers
// the opposite directions, which lead back through the inside of a polygon.
struct Way {
    Vec2 direction;
    double distance;
    bool box2d_considers;
};

std::vector<Way> ways_out(const Polygon& a, const Polygon& b) {   // both counter-clockwise
    std::vector<Way> ways;
    auto shadow = [](const Polygon& p, Vec2 n, double& lo, double& hi) {
        lo = hi = collide::dot(p[0], n);
        for (Vec2 v : p) {
            lo = std::fmin(lo, collide::dot(v, n));
            hi = std::fmax(hi, collide::dot(v, n));
        }
    };
    for (int owner = 0; owner < 2; ++owner) {
        const Polygon& p = owner ? b : a;
        for (size_t i = 0; i < p.size(); ++i) {
            Vec2 e = p[(i + 1) % p.size()] - p[i];
            Vec2 n = collide::normalized({e.y, -e.x});            // outward
            double alo, ahi, blo, bhi;
            shadow(a, n, alo, ahi);
            shadow(b, n, blo, bhi);
            ways.push_back({n, ahi - blo, owner == 0});
            ways.push_back({-n, bhi - alo, owner == 1});
        }
    }
    return ways;
}

// The shortest way in @p ways (only Box2D's when @p box2d_only), and how much longer the
// shortest way in any other direction is.
Way shortest(const std::vector<Way>& ways, bool box2d_only, double& lead) {
    Way best = {{0, 0}, kInf, false};
    for (const Way& w : ways)
        if ((w.box2d_considers || !box2d_only) && w.distance < best.distance) best = w;
    double second = kInf;
    for (const Way& w : ways)
        if ((w.box2d_considers || !box2d_only) &&
            collide::dot(w.direction, best.direction) < 1 - course::kTolerance)
            second = std::fmin(second, w.distance);
    lead = second - best.distance;
    return best;
}

b2Transform identity() {
    b2Transform xf;
    xf.SetIdentity();
    return xf;
}

} // namespace

TEST_CASE("sat_hit agrees with b2TestOverlap on every clearly decided pair",
          "[reread:Checked against Box2D]") {
    std::vector<course::EnginePair> pairs = course::random_engine_pairs(31, kPairs);
    const b2Transform xf = identity();
    int judged = 0, within_skin = 0, wrong = 0;
    for (size_t i = 0; i < pairs.size(); ++i) {
        const course::EnginePair& p = pairs[i];
        Hit h = collide::sat_hit(p.a, p.b);
        bool box2d = b2TestOverlap(&p.box2d_a, 0, &p.box2d_b, 0, xf, xf);
        double apart = h.hit ? 0 : gap(p.a, p.b);
        bool clear = h.hit ? h.depth > kMargin : apart > kSkin + kMargin;
        if (!clear) {
            if (!h.hit && apart < kSkin) ++within_skin;
            continue;
        }
        ++judged;
        if (box2d != h.hit && ++wrong <= 5) {
            INFO("pair " << i << ": sat_hit " << h.hit << " (depth " << h.depth << ", gap "
                         << apart << "), b2TestOverlap " << box2d);
            CHECK(box2d == h.hit);
        }
    }
    std::printf("b2TestOverlap: %d of %d pairs clearly decided, all agreeing: %s; %d apart "
                "pairs within Box2D's skin (Box2D says overlap there)\n",
                judged, kPairs, wrong ? "no" : "yes", within_skin);
    CHECK(wrong == 0);
    CHECK(judged > kPairs * 9 / 10);
}

TEST_CASE("sat_hit's normal agrees with b2CollidePolygons where the way out is clear",
          "[reread:Checked against Box2D]") {
    std::vector<course::EnginePair> pairs = course::random_engine_pairs(32, kPairs);
    const b2Transform xf = identity();
    int compared = 0, near_ties = 0, not_a_face = 0, wrong = 0;
    for (size_t i = 0; i < pairs.size(); ++i) {
        const course::EnginePair& p = pairs[i];
        Hit h = collide::sat_hit(p.a, p.b);
        if (!h.hit || h.depth < kMargin) continue;
        double lead;
        Way face = shortest(ways_out(p.a, p.b), true, lead);
        // The shortest way out always leaves through an outside face of a, or pushes a out
        // through an outside face of b: those are the edges of the Minkowski difference.
        if (std::fabs(face.distance - h.depth) > course::kTolerance && ++not_a_face <= 5) {
            INFO("pair " << i << ": sat_hit's depth " << h.depth << ", the best face's "
                         << face.distance);
            CHECK(std::fabs(face.distance - h.depth) <= course::kTolerance);
        }
        if (lead < kMargin) {                       // two faces nearly as good: no clear answer
            ++near_ties;
            continue;
        }
        b2Manifold m;
        b2CollidePolygons(&m, &p.box2d_a, xf, &p.box2d_b, xf);
        REQUIRE(m.pointCount > 0);
        b2WorldManifold wm;
        wm.Initialize(&m, xf, p.box2d_a.m_radius, xf, p.box2d_b.m_radius);
        Vec2 n = {wm.normal.x, wm.normal.y};       // Box2D's normal points from A to B
        ++compared;
        if (collide::dot(n, h.normal) < 1 - kFloatNormal && ++wrong <= 5) {
            INFO("pair " << i << ": sat_hit (" << h.normal.x << ", " << h.normal.y << ") depth "
                         << h.depth << ", Box2D (" << n.x << ", " << n.y << ")");
            CHECK(collide::dot(n, h.normal) >= 1 - kFloatNormal);
        }
    }
    std::printf("b2CollidePolygons: normals compared on %d pairs overlapping by more than %g, "
                "%d disagreeing; %d near ties skipped\n", compared, kMargin, wrong, near_ties);
    CHECK(not_a_face == 0);
    CHECK(wrong == 0);
    CHECK(compared > kPairs / 5);
}
