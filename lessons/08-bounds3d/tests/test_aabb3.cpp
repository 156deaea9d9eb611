// aabb3_overlap(): lesson 01's rule with a third axis, worked cases, invalid boxes, and random
// grid boxes against a search for a shared point.
#include <cmath>

#include "bounds3d_cases.hpp"
#include "bounds_checks.hpp"
#include "course_random.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using namespace collide;
using course::describe;

namespace {

BoxPairCase find_case(const std::string& name) {
    for (const BoxPairCase& c : box_pair_cases())
        if (c.name == name) return c;
    FAIL("no case named " << name);
    return {};
}

// Checks the documented answer both ways round (the test is symmetric).
void check_case(const std::string& name, bool expected) {
    BoxPairCase c = find_case(name);
    INFO(name << ": a = " << describe(c.a) << ", b = " << describe(c.b) << "; expected "
              << (expected ? "overlap" : "apart"));
    CHECK(aabb3_overlap(c.a, c.b) == expected);
    CHECK(aabb3_overlap(c.b, c.a) == expected);
}

// A box with whole-number corners on a small grid; now and then empty (min > max) on an axis.
Aabb3 grid_box(course::Random& rng) {
    Vec3 lo = {double(rng.integer(0, 4)), double(rng.integer(0, 4)), double(rng.integer(0, 4))};
    Vec3 size = {double(rng.integer(-1, 3)), double(rng.integer(0, 3)), double(rng.integer(0, 3))};
    if (rng.integer(0, 2) == 0) std::swap(size.x, size.z);  // the empty axis is x or z
    return {lo, lo + size};
}

bool contains(const Aabb3& b, int x, int y, int z) {
    return b.min.x <= x && x <= b.max.x && b.min.y <= y && y <= b.max.y && b.min.z <= z &&
           z <= b.max.z;
}

// The oracle: two closed boxes with whole-number corners share a point exactly when they
// share a whole-number point (the shared part is again such a box). An empty box has none.
bool share_a_grid_point(const Aabb3& a, const Aabb3& b) {
    for (int x = 0; x <= 9; ++x)
        for (int y = 0; y <= 9; ++y)
            for (int z = 0; z <= 9; ++z)
                if (contains(a, x, y, z) && contains(b, x, y, z)) return true;
    return false;
}

} // namespace

TEST_CASE("overlapping boxes overlap, and a gap on one axis is enough to separate",
          "[reread:Boxes in space]") {
    check_case("overlapping", true);
    check_case("containment", true);
    check_case("gap-in-x", false);
    check_case("gap-in-z-only", false);
}

TEST_CASE("faces that touch count as overlap, on each axis", "[reread:Boxes in space]") {
    check_case("touching-face-x", true);
    check_case("touching-face-y", true);
    check_case("touching-face-z", true);
}

TEST_CASE("a corner that touches counts as overlap", "[reread:Boxes in space]") {
    check_case("touching-corner", true);
    Aabb3 a = unit_box({0, 0, 0});
    for (int k = 1; k < 8; ++k) {  // the 7 neighbours sharing a face, an edge or a corner
        Vec3 d = {(k & 1) ? 1.0 : 0.0, (k & 2) ? -1.0 : 0.0, (k & 4) ? 1.0 : 0.0};
        INFO("b = the unit cube moved by " << describe(d));
        CHECK(aabb3_overlap(a, unit_box(d)));
        Vec3 further = d * 1.0000001;
        CHECK_FALSE(aabb3_overlap(a, unit_box(further)));
    }
}

TEST_CASE("flat boxes, segments and points are boxes too", "[reread:Boxes in space]") {
    check_case("flat-box-on-face", true);
    check_case("point-inside", true);
    Aabb3 point = {{2, 2, 2}, {2, 2, 2}};
    CHECK(aabb3_overlap(point, point));
    CHECK(aabb3_overlap(point, {{0, 0, 0}, {2, 2, 2}}));  // on the corner
    CHECK_FALSE(aabb3_overlap(point, {{0, 0, 0}, {2, 2, 1.999}}));
}

TEST_CASE("infinite coordinates are valid: a box may be unbounded", "[reread:Boxes in space]") {
    check_case("unbounded-slab", true);
    Aabb3 everything = {{-kInf, -kInf, -kInf}, {kInf, kInf, kInf}};
    CHECK(aabb3_overlap(everything, unit_box({1e300, -1e300, 0})));
    CHECK_FALSE(aabb3_overlap({{-kInf, 0, 0}, {kInf, 1, 1}}, unit_box({0, 0, 5})));
}

TEST_CASE("an interval wholly at an infinity holds no point: lesson 01's rule in 3D",
          "[reread:Boxes in space]") {
    Aabb3 all = {{-kInf, -kInf, -kInf}, {kInf, kInf, kInf}};
    for (int axis = 0; axis < 3; ++axis) {
        for (double end : {kInf, -kInf}) {
            Aabb3 b = unit_box({0, 0, 0}), reaching = unit_box({0, 0, 0});
            double* b_lo[3] = {&b.min.x, &b.min.y, &b.min.z};
            double* b_hi[3] = {&b.max.x, &b.max.y, &b.max.z};
            *b_lo[axis] = *b_hi[axis] = end;  // [end, end] on this axis: no real number in it
            double* r_end[3] = {end > 0 ? &reaching.max.x : &reaching.min.x,
                                end > 0 ? &reaching.max.y : &reaching.min.y,
                                end > 0 ? &reaching.max.z : &reaching.min.z};
            *r_end[axis] = end;  // [0, inf] or [-inf, 1] on this axis: unbounded, and valid
            INFO("b = " << describe(b) << ", reaching = " << describe(reaching));
            CHECK_FALSE(aabb3_overlap(b, b));
            CHECK_FALSE(aabb3_overlap(b, reaching));
            CHECK_FALSE(aabb3_overlap(reaching, b));
            CHECK_FALSE(aabb3_overlap(all, b));
            CHECK(aabb3_overlap(reaching, reaching));
            CHECK(aabb3_overlap(all, reaching));
        }
    }
}

TEST_CASE("an invalid box overlaps nothing, not even itself", "[reread:Boxes in space]") {
    check_case("nan-coordinate", false);
    check_case("min-above-max-in-z", false);
    Aabb3 all = {{-10, -10, -10}, {10, 10, 10}};
    for (int k = 0; k < 6; ++k) {  // a NaN in each of the six coordinates in turn
        Aabb3 b = unit_box({0, 0, 0});
        double* c[6] = {&b.min.x, &b.min.y, &b.min.z, &b.max.x, &b.max.y, &b.max.z};
        *c[k] = kNaN;
        INFO("b = " << describe(b));
        CHECK_FALSE(aabb3_overlap(all, b));
        CHECK_FALSE(aabb3_overlap(b, all));
        CHECK_FALSE(aabb3_overlap(b, b));
    }
    for (int axis = 0; axis < 3; ++axis) {  // min above max on each axis in turn
        Aabb3 b = unit_box({0, 0, 0});
        double* lo[3] = {&b.min.x, &b.min.y, &b.min.z};
        *lo[axis] = 2;
        INFO("b = " << describe(b));
        CHECK_FALSE(aabb3_overlap(all, b));
        CHECK_FALSE(aabb3_overlap(b, all));
        CHECK_FALSE(aabb3_overlap(b, b));
    }
}

TEST_CASE("random grid boxes: aabb3_overlap agrees with a search for a shared point",
          "[reread:Boxes in space]") {
    course::Random rng(801);
    int overlapping = 0, touching = 0;
    for (int i = 0; i < 5000; ++i) {
        Aabb3 a = grid_box(rng), b = grid_box(rng);
        bool expected = share_a_grid_point(a, b);
        overlapping += expected;
        touching += expected && (a.max.x == b.min.x || a.max.y == b.min.y || a.max.z == b.min.z ||
                                 b.max.x == a.min.x || b.max.y == a.min.y || b.max.z == a.min.z);
        if (aabb3_overlap(a, b) != expected) {
            INFO("pair " << i << ": a = " << describe(a) << ", b = " << describe(b) << "; expected "
                         << (expected ? "overlap" : "apart"));
            REQUIRE(aabb3_overlap(a, b) == expected);
        }
    }
    INFO(overlapping << " overlapping, " << touching << " touching");
    CHECK(overlapping > 500);  // both answers and touching must occur, or this proves little
    CHECK(touching > 200);
}
