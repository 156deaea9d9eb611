// Lesson 11 against Box2D 2.4: the reference's circle_polygon_hit agrees with
// b2TestOverlap and b2CollidePolygonAndCircle on random pairs, and find_contacts on random
// worlds reports exactly the pairs b2TestOverlap says overlap, with the depths of Box2D's
// manifolds, wherever a pair is not within kMargin of touching. Built only with the reference
// and libbox2d-dev.
//
// Box2D's polygons carry a skin: b2PolygonShape::Set leaves m_radius = b2_polygonRadius
// (2 b2_linearSlop = 0.01), and every Box2D test treats the polygon as its outline grown by
// that radius, so that resting contacts keep a gap the solver can work in. The course's
// polygons have no skin; here m_radius is set to 0 after Set(), so that both sides test the
// same shapes. Box2D works in float: coordinates of a few units round by about 5e-7, which
// kMargin covers.
#include <box2d/box2d.h>
#include <box2d/b2_distance.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "course_random.hpp"
#include "course_test.hpp"
#include "random_polygons.hpp"
#include "world.hpp"

using namespace collide;

namespace {

const double kMargin = 1e-4;   // pairs nearer touching than this are not compared (float)
const double kDepthTolerance = 1e-4;
// b2CollidePolygons picks its reference face with a bias of 0.1 b2_linearSlop towards
// polygon A (b2_collide_polygon.cpp, k_tol), so its depth may be that much above the least.
const double kPolygonsTolerance = 0.1 * b2_linearSlop + 1e-4;

b2PolygonShape box2d_polygon(const Polygon& p) {
    std::vector<b2Vec2> points;
    for (Vec2 v : p) points.push_back(b2Vec2(float(v.x), float(v.y)));
    b2PolygonShape shape;
    shape.Set(points.data(), int32(points.size()));
    shape.m_radius = 0;                     // no skin: the course's polygon itself
    return shape;
}

b2CircleShape box2d_circle(Vec2 c, double r) {
    b2CircleShape shape;
    shape.m_p.Set(float(c.x), float(c.y));
    shape.m_radius = float(r);
    return shape;
}

// Box2D's distance between the shapes (their radii included), 0 when they overlap.
double box2d_distance(const b2Shape& a, const b2Shape& b) {
    b2DistanceInput in;
    in.proxyA.Set(&a, 0);
    in.proxyB.Set(&b, 0);
    in.transformA.SetIdentity();
    in.transformB.SetIdentity();
    in.useRadii = true;
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput out;
    b2Distance(&out, &cache, &in);
    return out.distance;
}

bool box2d_overlap(const b2Shape& a, const b2Shape& b) {
    b2Transform identity;
    identity.SetIdentity();
    return b2TestOverlap(&a, 0, &b, 0, identity, identity);
}

// The deepest point of Box2D's manifold for A against B, and its normal (from A to B).
bool box2d_manifold(const b2Manifold& m, const b2Shape& a, const b2Shape& b, double& depth,
                    Vec2& normal) {
    if (m.pointCount == 0) return false;
    b2Transform identity;
    identity.SetIdentity();
    b2WorldManifold world;
    world.Initialize(&m, identity, a.m_radius, identity, b.m_radius);
    depth = 0;
    for (int k = 0; k < m.pointCount; ++k) depth = std::max(depth, -double(world.separations[k]));
    normal = {world.normal.x, world.normal.y};
    return true;
}

Polygon random_polygon(course::Random& rng, double half) {
    return course::random_convex_polygon(rng, course::random_point(rng, half));
}

} // namespace

TEST_CASE("circle_polygon_hit agrees with b2TestOverlap and b2CollidePolygonAndCircle") {
    course::Random rng(1131);
    int compared = 0, hits = 0;
    for (int k = 0; k < 20000; ++k) {
        Polygon p = random_polygon(rng, 1);
        Vec2 c = course::random_point(rng, 3);
        double r = rng.uniform(0.05, 1.5);
        b2PolygonShape polygon = box2d_polygon(p);
        b2CircleShape circle = box2d_circle(c, r);
        Hit h = circle_polygon_hit(c, r, p);
        double distance = box2d_distance(polygon, circle);
        if (h.hit ? h.depth < kMargin : distance < kMargin) continue;   // near touching
        ++compared;
        INFO("pair " << k << ": centre (" << c.x << ", " << c.y << "), r " << r
                     << "; ours hit=" << h.hit << " depth=" << h.depth << ", Box2D distance "
                     << distance);
        REQUIRE(box2d_overlap(polygon, circle) == h.hit);
        b2Manifold m;
        b2Transform identity;
        identity.SetIdentity();
        b2CollidePolygonAndCircle(&m, &polygon, identity, &circle, identity);
        double depth = 0;
        Vec2 normal = {0, 0};
        REQUIRE(box2d_manifold(m, polygon, circle, depth, normal) == h.hit);
        if (!h.hit) continue;
        ++hits;
        CHECK(std::fabs(depth - h.depth) <= kDepthTolerance);
        // Box2D's normal points from the polygon (A) to the circle; ours from the circle.
        CHECK(std::fabs(normal.x + h.normal.x) <= kDepthTolerance);
        CHECK(std::fabs(normal.y + h.normal.y) <= kDepthTolerance);
    }
    CHECK(compared > 19000);
    CHECK(hits > 5000);
}

TEST_CASE("find_contacts reports exactly the pairs b2TestOverlap finds, with Box2D's depths") {
    course::Random rng(1132);
    long long compared = 0, contacts = 0;
    for (int w = 0; w < 40; ++w) {
        std::vector<Body> bodies;
        std::vector<b2PolygonShape> polygons(60);
        std::vector<b2CircleShape> circles(60);
        std::vector<const b2Shape*> shapes;
        for (int k = 0; k < 60; ++k) {
            Body b = {{true, {0, 0}, 0, {}}, {0, 0}, 1, false};
            if (rng.integer(0, 1) == 0) {
                b.shape.centre = course::random_point(rng, 8);
                b.shape.radius = rng.uniform(0.2, 1.5);
                circles[k] = box2d_circle(b.shape.centre, b.shape.radius);
                shapes.push_back(&circles[k]);
            } else {
                b.shape.is_circle = false;
                b.shape.vertices = random_polygon(rng, 8);
                polygons[k] = box2d_polygon(b.shape.vertices);
                shapes.push_back(&polygons[k]);
            }
            bodies.push_back(b);
        }
        ContactScan scan = find_contacts(bodies);
        std::size_t next = 0;
        for (int i = 0; i < 60; ++i)
            for (int j = i + 1; j < 60; ++j) {
                bool ours = next < scan.contacts.size() && scan.contacts[next].i == i &&
                            scan.contacts[next].j == j;
                Hit h = ours ? scan.contacts[next++].hit : Hit{false, {0, 0}, 0};
                const b2Shape &a = *shapes[i], &b = *shapes[j];
                double distance = box2d_distance(a, b);
                if (ours ? h.depth < kMargin : distance < kMargin) continue;
                ++compared;
                INFO("world " << w << ", pair " << i << "-" << j << ": ours " << ours
                              << " depth " << h.depth << ", Box2D distance " << distance);
                REQUIRE(box2d_overlap(a, b) == ours);
                if (!ours) continue;
                ++contacts;
                b2Manifold m;
                b2Transform identity;
                identity.SetIdentity();
                double tolerance = kDepthTolerance;
                bool circle_a = bodies[i].shape.is_circle, circle_b = bodies[j].shape.is_circle;
                double sign = 1;       // Box2D's normal points from its A to its B
                if (circle_a && circle_b) {
                    b2CollideCircles(&m, &circles[i], identity, &circles[j], identity);
                } else if (!circle_a && !circle_b) {
                    b2CollidePolygons(&m, &polygons[i], identity, &polygons[j], identity);
                    tolerance = kPolygonsTolerance;
                } else if (!circle_a) {
                    b2CollidePolygonAndCircle(&m, &polygons[i], identity, &circles[j], identity);
                } else {                // Box2D takes the polygon first: A is body j
                    b2CollidePolygonAndCircle(&m, &polygons[j], identity, &circles[i], identity);
                    sign = -1;
                }
                double depth = 0;
                Vec2 normal = {0, 0};
                const b2Shape& first = sign > 0 ? a : b;
                const b2Shape& second = sign > 0 ? b : a;
                REQUIRE(box2d_manifold(m, first, second, depth, normal));
                CHECK(std::fabs(depth - h.depth) <= tolerance);
                if (tolerance == kDepthTolerance) {   // the polygons may pick another face
                    CHECK(std::fabs(sign * normal.x - h.normal.x) <= kDepthTolerance);
                    CHECK(std::fabs(sign * normal.y - h.normal.y) <= kDepthTolerance);
                }
            }
        REQUIRE(next == scan.contacts.size());     // every contact was a pair i < j
    }
    CHECK(compared > 60000);
    CHECK(contacts > 1000);
}

// ---- Whole steps: a column at rest, and a plank that does not let a body through ----

namespace {

// Box2D's world of the same bodies: translation only, density 1, its own polygon skin,
// sleeping off (a sleeping body's speed would say nothing about its solver).
b2World* box2d_copy(const World& world) {
    b2World* out = new b2World(b2Vec2(float(world.gravity.x), float(world.gravity.y)));
    out->SetAllowSleeping(false);
    for (const Body& b : world.bodies) {
        b2BodyDef def;
        def.type = b.inv_mass == 0 ? b2_staticBody : b2_dynamicBody;
        def.fixedRotation = true;
        def.position.Set(0, 0);
        def.linearVelocity.Set(float(b.velocity.x), float(b.velocity.y));
        b2Body* body = out->CreateBody(&def);
        if (b.shape.is_circle) {
            b2CircleShape circle = box2d_circle(b.shape.centre, b.shape.radius);
            body->CreateFixture(&circle, 1.0f);
        } else {
            std::vector<b2Vec2> points;
            for (Vec2 v : b.shape.vertices) points.push_back(b2Vec2(float(v.x), float(v.y)));
            b2PolygonShape polygon;
            polygon.Set(points.data(), int32(points.size()));   // with its skin
            body->CreateFixture(&polygon, 1.0f);
        }
    }
    return out;
}

double fastest(const World& world) {
    double most = 0;
    for (const Body& b : world.bodies)
        if (b.inv_mass > 0) most = std::max(most, std::hypot(b.velocity.x, b.velocity.y));
    return most;
}

double fastest(b2World* world) {
    double most = 0;
    for (b2Body* b = world->GetBodyList(); b; b = b->GetNext())
        most = std::max(most, double(b->GetLinearVelocity().Length()));
    return most;
}

Body unit_box(double x0, double y0, double x1, double y1, double inv_mass) {
    return {{false, {0, 0}, 0, {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}, {0, 0}, inv_mass,
            false};
}

} // namespace

TEST_CASE("a column of ten boxes rests after 300 steps, as it does in Box2D's Step(1/60, 8, 3)") {
    World ours = {{unit_box(-5, -1, 5, 0, 0)}, {0, -10}, 16, 0.01, {}};
    for (int k = 0; k < 10; ++k) ours.bodies.push_back(unit_box(-0.5, k, 0.5, k + 1, 1));
    b2World* box2d = box2d_copy(ours);
    for (int s = 0; s < 300; ++s) {
        step_world(ours, 1.0 / 60);
        box2d->Step(float(1.0 / 60), 8, 3);
    }
    std::printf("column of ten boxes after 300 steps: fastest body %.2g units/s (step_world, 16 "
                "passes), %.2g units/s (Box2D Step(1/60, 8, 3))\n", fastest(ours), fastest(box2d));
    CHECK(fastest(ours) < 0.1);
    CHECK(fastest(box2d) < 0.1);
    delete box2d;
}

TEST_CASE("a body shot at a slanted plank whose box holds it stops on its near side, as Box2D's "
          "does") {
    // The plank: 0.07 thick along y = x from (-5, -5) to (5, 5). A circle of radius 0.25 at
    // (0.6, -0.6), shot at it at 120 units/s; swept in the reference, a plain dynamic body in
    // Box2D (which sweeps every dynamic body against static ones).
    Body plank = {{false, {0, 0}, 0, {{-5, -5}, {-4.95, -5.05}, {5.05, 4.95}, {5, 5}}},
                  {0, 0}, 0, false};
    Vec2 v = {-120 / std::sqrt(2.0), 120 / std::sqrt(2.0)};
    Body ball = {{true, {0.6, -0.6}, 0.25, {}}, v, 1, true};
    World ours = {{plank, ball}, {0, 0}, 16, 0.01, {}};
    b2World* box2d = box2d_copy(ours);
    step_world(ours, 1.0 / 60);
    box2d->Step(float(1.0 / 60), 8, 3);
    b2Body* theirs = box2d->GetBodyList();           // Box2D lists the last body made first
    b2Vec2 at = theirs->GetWorldPoint(b2Vec2(0.6f, -0.6f));
    Vec2 c = ours.bodies[1].shape.centre;
    std::printf("plank: the swept circle ends at (%.3f, %.3f); Box2D's at (%.3f, %.3f)\n", c.x,
                c.y, at.x, at.y);
    CHECK(c.x - c.y > 0);                            // the near side of y = x
    CHECK(at.x - at.y > 0);
    delete box2d;
}
