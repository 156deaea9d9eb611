// Lesson 12: properties of polygon_manifold on random pairs (fixed seeds), against answers
// that do not use its steps: the exact overlap of the two polygons (overlap_oracle.hpp, in
// long double) and the given push-out vector (lesson 03's rule, push_out.hpp).
#include <cmath>
#include <string>
#include <vector>

#include "course_random.hpp"
#include "course_test.hpp"
#include "manifold.hpp"
#include "manifold_cases.hpp"
#include "manifold_checks.hpp"
#include "overlap_oracle.hpp"
#include "push_out.hpp"
#include "random_polygons.hpp"

using collide::Manifold;
using collide::Polygon;
using collide::Vec2;
using course::describe;

namespace {

// The polygons' coordinates stay below about 10: a correct answer is a few roundings (1e-15)
// from the exact one, a wrong point or depth off by far more.
constexpr double kClose = 1e-9;

struct Pair {
    Polygon a, b;
};

Polygon maybe_reversed(course::Random& rng, Polygon p) {
    if (rng.integer(0, 1)) return Polygon(p.rbegin(), p.rend());
    return p;
}

// Random convex polygons of 3 to 8 vertices, centres up to 2.5 apart in x and y, each either
// winding: many overlap, some are apart, some touch nothing but a corner.
std::vector<Pair> random_pairs(std::uint64_t seed, int n) {
    course::Random rng(seed);
    std::vector<Pair> pairs;
    for (int i = 0; i < n; ++i) {
        Polygon a = course::random_convex_polygon(rng, {0, 0});
        Polygon b = course::random_convex_polygon(rng, course::random_point(rng, 2.5));
        pairs.push_back({maybe_reversed(rng, a), maybe_reversed(rng, b)});
    }
    return pairs;
}

// Boxes resting on boxes, turned as a whole: b's bottom 0.001 to 0.1 into a's top face,
// anywhere along it, tilted by up to 0.05 rad or not at all (the two-point manifolds).
std::vector<Pair> resting_pairs(std::uint64_t seed, int n) {
    course::Random rng(seed);
    std::vector<Pair> pairs;
    for (int i = 0; i < n; ++i) {
        double w1 = rng.uniform(1, 4), h1 = rng.uniform(0.5, 2);
        double w2 = rng.uniform(0.5, 3), h2 = rng.uniform(0.5, 2);
        double along = rng.uniform(-w1 / 2, w1 / 2), deep = rng.uniform(0.001, 0.1);
        double tilt = rng.integer(0, 1) ? rng.uniform(-0.05, 0.05) : 0;
        double turn = rng.uniform(0, 6.283185307179586);
        Polygon a = collide::box(-w1 / 2, -h1, w1 / 2, 0);
        Polygon b = collide::turned(collide::box(-w2 / 2, 0, w2 / 2, h2), tilt);
        for (Vec2& v : b) v = v + Vec2{along, -deep};
        pairs.push_back({maybe_reversed(rng, collide::turned(a, turn)),
                         maybe_reversed(rng, collide::turned(b, turn))});
    }
    return pairs;
}

std::vector<Pair> all_pairs() {
    std::vector<Pair> pairs = random_pairs(1201, 3000);
    for (const Pair& p : resting_pairs(1202, 1000)) pairs.push_back(p);
    return pairs;
}

std::string pair_text(const Pair& p) {
    return "a = " + describe(p.a) + ", b = " + describe(p.b);
}

// Enough of the pairs have contacts that the checks mean something (the placeholder has none).
void check_enough(int with_contacts, int pairs) {
    INFO(with_contacts << " of " << pairs << " pairs have contact points; at least a quarter "
                       << "of them overlap");
    CHECK(with_contacts >= pairs / 4);
}

// Runs @p check(pair, point) on every contact point of every random pair, the pair, the
// manifold and the point's number in its message, then checks that enough pairs had points.
template <class Check>
void check_every_point(Check check) {
    int with_contacts = 0, pairs = 0;
    for (const Pair& p : all_pairs()) {
        ++pairs;
        Manifold m = polygon_manifold(p.a, p.b);
        if (m.count == 0) continue;
        ++with_contacts;
        for (int k = 0; k < m.count; ++k) {
            INFO(pair_text(p) << "\ngot " << describe(m) << "\npoint " << k);
            check(p, m.points[k]);
        }
    }
    check_enough(with_contacts, pairs);
}

// The larger side of the two polygons' bounding boxes (kFacePreference's size).
double size_of(const Pair& p) {
    double lox = INFINITY, loy = INFINITY, hix = -INFINITY, hiy = -INFINITY;
    for (const Polygon* q : {&p.a, &p.b})
        for (Vec2 v : *q) {
            lox = std::min(lox, v.x), hix = std::max(hix, v.x);
            loy = std::min(loy, v.y), hiy = std::max(hiy, v.y);
        }
    return std::max(hix - lox, hiy - loy);
}

} // namespace

TEST_CASE("random pairs: every contact point lies on one polygon, behind the other's face",
          "[reread:Clipping]") {
    // The region the steps allow, clipped in long double from the incident polygon: behind the
    // reference face's line and between its two side planes.
    check_every_point([](const Pair& p, const collide::ContactPoint& c) {
        const Polygon& ref = c.id.reference_on_b ? p.b : p.a;
        const Polygon& inc = c.id.reference_on_b ? p.a : p.b;
        bool edge_ok = c.id.reference_edge >= 0 && c.id.reference_edge < int(ref.size());
        REQUIRE(edge_ok);
        std::vector<oracle::Point> region = oracle::behind_face(inc, ref, c.id.reference_edge);
        double out = region.size() < 3 ? INFINITY
                                       : double(oracle::outside(region, oracle::lift(c.point)));
        INFO("it lies " << out << " outside the part of the incident polygon behind the "
                        << "reference face and between its side planes (allowed: " << kClose
                        << ")");
        REQUIRE(out <= kClose);
    });
}

TEST_CASE("random pairs: where the reference polygon covers the face's strip, every point lies "
          "in the overlap", "[reread:Clipping]") {
    // The points are inside the reference polygon when it holds the strip between the face's
    // side planes down to the deepest point: always for a box resting shallower than its side,
    // never at an acute corner of the reference face (where Box2D's points lie outside too).
    int compared = 0, pairs = 0;
    for (const Pair& p : all_pairs()) {
        ++pairs;
        Manifold m = polygon_manifold(p.a, p.b);
        if (m.count == 0) continue;
        const collide::ContactId& id = m.points[0].id;
        const Polygon& ref = id.reference_on_b ? p.b : p.a;
        double deepest = std::max(m.points[0].depth, m.points[m.count - 1].depth);
        if (!oracle::covers_strip(ref, id.reference_edge, deepest, kClose)) continue;
        ++compared;
        std::vector<oracle::Point> common = oracle::overlap(p.a, p.b);
        for (int k = 0; k < m.count; ++k) {
            double out = common.size() < 3 ? INFINITY
                                           : double(oracle::outside(common, oracle::lift(
                                                                            m.points[k].point)));
            INFO(pair_text(p) << "\ngot " << describe(m) << "\npoint " << k << " lies " << out
                              << " outside the overlap polygon (allowed: " << kClose << ")");
            REQUIRE(out <= kClose);
        }
    }
    INFO(compared << " of " << pairs << " pairs have contacts in a strip their reference "
                  << "polygon covers");
    CHECK(compared >= pairs / 4);
}

TEST_CASE("random pairs: each depth is the point's distance behind the reference face",
          "[reread:Clipping]") {
    check_every_point([](const Pair& p, const collide::ContactPoint& c) {
        const Polygon& ref = c.id.reference_on_b ? p.b : p.a;
        bool edge_ok = c.id.reference_edge >= 0 && c.id.reference_edge < int(ref.size());
        REQUIRE(edge_ok);
        double want = double(oracle::behind(ref, c.id.reference_edge, c.point));
        INFO("its depth: got " << c.depth << ", its distance behind the reference face "
                               << want);
        REQUIRE(c.depth > 0);
        REQUIRE(std::fabs(c.depth - want) <= kClose);
    });
}

TEST_CASE("random pairs: every contact point lies on the incident edge", "[reread:Clipping]") {
    check_every_point([](const Pair& p, const collide::ContactPoint& c) {
        const Polygon& inc = c.id.reference_on_b ? p.a : p.b;
        bool edge_ok = c.id.incident_edge >= 0 && c.id.incident_edge < int(inc.size());
        REQUIRE(edge_ok);
        Vec2 s = inc[c.id.incident_edge], e = inc[(c.id.incident_edge + 1) % inc.size()];
        double off = double(oracle::to_segment(oracle::lift(c.point), oracle::lift(s),
                                               oracle::lift(e)));
        INFO("it lies " << off << " from the incident edge " << describe(s) << " to "
                        << describe(e) << " (allowed: " << kClose << ")");
        REQUIRE(off <= kClose);
    });
}

TEST_CASE("random pairs: overlapping polygons have a contact point, others none",
          "[reread:Clipping]") {
    int with_contacts = 0, pairs = 0;
    for (const Pair& p : all_pairs()) {
        ++pairs;
        Manifold m = polygon_manifold(p.a, p.b);
        with_contacts += m.count > 0;
        std::vector<oracle::Point> common = oracle::overlap(p.a, p.b);
        double area = common.size() < 3 ? 0 : double(oracle::twice_area(common)) / 2;
        INFO(pair_text(p) << "\ngot " << describe(m) << "\nthe overlap's area is " << area);
        if (area > 1e-9) REQUIRE(m.count > 0);
        if (area == 0) REQUIRE(m.count == 0);
    }
    check_enough(with_contacts, pairs);
}

TEST_CASE("random pairs: the normal is lesson 03's shortest way out where that is unique",
          "[reread:The reference face]") {
    // Unique: every face within kFacePreference of the least penetration (a's faces, and b's
    // turned round) points the same way, so that no tie and no preference can change it.
    int compared = 0, pairs = 0;
    for (const Pair& p : all_pairs()) {
        ++pairs;
        Manifold m = polygon_manifold(p.a, p.b);
        collide::Hit h = collide::sat_push_out(p.a, p.b);
        if (!h.hit || h.depth < kClose) continue;
        // Each face's penetration and direction (from a towards b), in long double.
        struct Way {
            long double depth;
            Vec2 dir;
        };
        std::vector<Way> ways;
        for (int side = 0; side < 2; ++side) {
            const Polygon& own = side ? p.b : p.a;
            const Polygon& other = side ? p.a : p.b;
            std::vector<oracle::Point> q = oracle::counter_clockwise(own);
            for (size_t i = 0; i < q.size(); ++i) {
                oracle::Point s = q[i], e = q[(i + 1) % q.size()];
                long double len = std::hypot(e.x - s.x, e.y - s.y);
                if (len == 0) continue;
                long double deepest = -INFINITY;
                for (Vec2 v : other)   // how far behind this face the other polygon reaches
                    deepest = std::max(deepest, oracle::cross(s, e, oracle::lift(v)) / len);
                Vec2 out = {double((e.y - s.y) / len), double(-(e.x - s.x) / len)};
                ways.push_back({deepest, side ? -out : out});
            }
        }
        long double least = INFINITY;
        for (const Way& w : ways) least = std::min(least, w.depth);
        Vec2 dir{0, 0};
        bool unique = true;
        for (const Way& w : ways) {
            if (w.depth > least + 2 * collide::kFacePreference * size_of(p) + kClose) continue;
            if (dir.x == 0 && dir.y == 0) dir = w.dir;
            else if (collide::length(w.dir - dir) > 1e-6) unique = false;
        }
        if (!unique) continue;
        ++compared;
        INFO(pair_text(p) << "\ngot " << describe(m) << "\nlesson 03's push-out: "
                          << describe(h));
        REQUIRE(m.count > 0);
        manifold_checks::check_vec(m.normal, h.normal, "normal against lesson 03's", 1e-6);
        manifold_checks::check_vec(m.normal, dir, "normal against the least penetration's",
                                   1e-6);
    }
    INFO(compared << " of " << pairs << " pairs have a unique shortest way out");
    CHECK(compared >= pairs / 4);
}

TEST_CASE("random pairs: either winding gives the same points, depths and normal",
          "[reread:Conventions]") {
    int with_contacts = 0, pairs = 0;
    for (const Pair& p : all_pairs()) {
        ++pairs;
        Manifold m = polygon_manifold(p.a, p.b);
        Manifold r = polygon_manifold(Polygon(p.a.rbegin(), p.a.rend()),
                                      Polygon(p.b.rbegin(), p.b.rend()));
        INFO(pair_text(p) << "\ngot " << describe(m) << "\nboth reversed: " << describe(r));
        REQUIRE(m.count == r.count);
        if (m.count == 0) continue;
        ++with_contacts;
        manifold_checks::check_vec(r.normal, m.normal, "normal", kClose);
        for (int k = 0; k < m.count; ++k) {
            int j = manifold_checks::nearest_point(r, m.points[k].point);
            manifold_checks::check_vec(r.points[j].point, m.points[k].point, "point", kClose);
            INFO("depth reversed " << r.points[j].depth << ", as given " << m.points[k].depth);
            REQUIRE(std::fabs(r.points[j].depth - m.points[k].depth) <= kClose);
        }
    }
    check_enough(with_contacts, pairs);
}
