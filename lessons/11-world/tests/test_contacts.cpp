// Lesson 11: find_contacts(): the counts of each layer, the order of the contacts, the rules
// for touching and invalid shapes, and random worlds against every pair tried.
#include <cmath>
#include <utility>
#include <vector>

#include "course_test.hpp"
#include "special_values.hpp"
#include "world_checks.hpp"

using namespace collide;
using course::close_to;

namespace {

void check_counts(const Counts& got, long long pairs, long long candidates, long long contacts) {
    INFO("got pairs=" << got.pairs << " candidates=" << got.candidates << " contacts="
                      << got.contacts << "; expected " << pairs << ", " << candidates << ", "
                      << contacts);
    CHECK(got.pairs == pairs);
    CHECK(got.candidates == candidates);
    CHECK(got.contacts == contacts);
}

} // namespace

TEST_CASE("three layers: pairs possible, candidates whose boxes overlap, contacts",
          "[reread:What each layer does]") {
    // A circle near a box's corner: their boxes overlap, the shapes do not (the corner's axis).
    std::vector<Body> bodies = {course::body(course::box(-1, -1, 1, 1)),
                                course::body(course::circle({1.8, 1.8}, 1)),
                                course::body(course::circle({0, 1.5}, 1)),
                                course::body(course::box(10, 10, 11, 11))};
    ContactScan scan = find_contacts(bodies);
    check_counts(scan.counts, 6, 3, 2);
    REQUIRE(scan.contacts.size() == 2);
    CHECK(scan.contacts[0].i == 0);
    CHECK(scan.contacts[0].j == 2);
    CHECK(close_to(scan.contacts[0].hit.depth, 0.5));
    CHECK(close_to(scan.contacts[0].hit.normal.y, 1));   // from body 0 (below) towards body 2
    CHECK(scan.contacts[1].i == 1);
    CHECK(scan.contacts[1].j == 2);
}

TEST_CASE("the contacts come sorted by (i, j), with the normal from body i to body j",
          "[reread:What each layer does]") {
    // Listed right to left, so that the sweep along x meets them in the other order.
    std::vector<Body> bodies = {course::body(course::circle({2.75, 0}, 1.8)),
                                course::body(course::box(0.5, -1, 2.5, 1)),
                                course::body(course::circle({0, 0}, 1))};
    ContactScan scan = find_contacts(bodies);
    REQUIRE(scan.contacts.size() == 3);
    const std::pair<int, int> order[] = {{0, 1}, {0, 2}, {1, 2}};
    for (int k = 0; k < 3; ++k) {
        INFO("contact " << k);
        CHECK(scan.contacts[k].i == order[k].first);
        CHECK(scan.contacts[k].j == order[k].second);
    }
    CHECK(close_to(scan.contacts[0].hit.normal.x, -1));   // body 0 is right of body 1
    CHECK(close_to(scan.contacts[2].hit.normal.x, -1));   // body 1 is right of body 2
}

TEST_CASE("boxes that only touch are candidates; shapes that only touch are not contacts",
          "[reread:What each layer does]") {
    std::vector<Body> side = {course::body(course::box(0, 0, 1, 1)),
                              course::body(course::box(1, 0, 2, 1))};
    check_counts(find_contacts(side).counts, 1, 1, 0);
    std::vector<Body> corner = {course::body(course::circle({0, 0}, 1)),
                                course::body(course::circle({2, 2}, 1))};
    check_counts(find_contacts(corner).counts, 1, 1, 0);
    std::vector<Body> apart = {course::body(course::box(0, 0, 1, 1)),
                               course::body(course::box(1.5, 0, 2, 1))};
    check_counts(find_contacts(apart).counts, 1, 0, 0);   // control
}

TEST_CASE("an empty world and a world of one body", "[reread:Degenerate shapes]") {
    check_counts(find_contacts({}).counts, 0, 0, 0);
    check_counts(find_contacts({course::body(course::circle({0, 0}, 1))}).counts, 0, 0, 0);
    std::vector<Body> two = {course::body(course::circle({0, 0}, 1)),
                             course::body(course::circle({0.5, 0}, 1))};
    check_counts(find_contacts(two).counts, 1, 1, 1);     // control
}

TEST_CASE("invalid shapes take part in no pair, but count among the pairs possible",
          "[reread:Degenerate shapes]") {
    std::vector<Body> bodies = {course::body(course::circle({0, 0}, 1)),
                                course::body(course::circle({0, 0}, course::kNaN)),
                                course::body(course::polygon({{0, 0}, {1, 0}})),
                                course::body(course::circle({0, 0}, course::kInf)),
                                course::body(course::polygon({{0, 0}, {course::kNaN, 0}, {0, 1}})),
                                course::body(course::circle({0.5, 0}, 1))};
    ContactScan scan = find_contacts(bodies);
    check_counts(scan.counts, 15, 1, 1);
    REQUIRE(scan.contacts.size() == 1);
    CHECK(scan.contacts[0].i == 0);
    CHECK(scan.contacts[0].j == 5);
}

TEST_CASE("static pairs are contacts like any other", "[reread:What each layer does]") {
    std::vector<Body> bodies = {course::body(course::box(0, 0, 2, 1), 0),
                                course::body(course::box(1, 0, 3, 1), 0)};
    check_counts(find_contacts(bodies).counts, 1, 1, 1);
}

TEST_CASE("the lab sheet's scene at rest: 19,900 pairs; only the container's corners touch",
          "[reread:The lab sheet's figure]") {
    World world = lesson_scene();
    REQUIRE(world.bodies.size() == 200);
    check_counts(find_contacts(world.bodies).counts, 19900, 2, 0);
}

TEST_CASE("random worlds: the candidates are every pair of overlapping boxes, the contacts "
          "every candidate that collides (fixed seed)", "[reread:What each layer does]") {
    course::Random rng(1121);
    for (int w = 0; w < 60; ++w) {
        int n = int(rng.integer(0, 80));
        std::vector<Body> bodies;
        for (int k = 0; k < n; ++k) {
            Shape s = course::random_shape(rng, 8);
            if (rng.integer(0, 19) == 0) s.radius = -1, s.vertices.resize(2);  // invalid
            bodies.push_back(course::body(s));
        }
        std::vector<std::pair<int, int>> candidates = course::brute_force_candidates(bodies);
        std::vector<std::pair<int, int>> contacts;
        for (auto [i, j] : candidates)
            if (shape_hit(bodies[i].shape, bodies[j].shape).hit) contacts.push_back({i, j});
        ContactScan scan = find_contacts(bodies);
        INFO("world " << w << " of " << n << " bodies");
        check_counts(scan.counts, (long long)n * (n - 1) / 2, (long long)candidates.size(),
                     (long long)contacts.size());
        REQUIRE(scan.contacts.size() == contacts.size());
        for (std::size_t k = 0; k < contacts.size(); ++k) {
            INFO("contact " << k);
            REQUIRE(scan.contacts[k].i == contacts[k].first);
            REQUIRE(scan.contacts[k].j == contacts[k].second);
            Hit h = shape_hit(bodies[contacts[k].first].shape,
                                     bodies[contacts[k].second].shape);
            REQUIRE(scan.contacts[k].hit.normal.x == h.normal.x);
            REQUIRE(scan.contacts[k].hit.normal.y == h.normal.y);
            REQUIRE(scan.contacts[k].hit.depth == h.depth);
        }
    }
}

TEST_CASE("the pairs possible of 50,000 bodies: n (n - 1) / 2 needs more than an int",
          "[reread:What each layer does]") {
    // Small circles far apart in a row: no candidate, but 1,249,975,000 pairs possible, and
    // n (n - 1) = 2,499,950,000 is more than an int holds.
    std::vector<collide::Body> bodies;
    for (int k = 0; k < 50000; ++k) bodies.push_back(course::body(course::circle({3.0 * k, 0}, 1)));
    collide::Counts c = collide::find_contacts(bodies).counts;
    CHECK(c.pairs == 1249975000LL);
    CHECK(c.candidates == 0);
}
