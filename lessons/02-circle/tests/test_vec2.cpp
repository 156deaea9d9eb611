// Given code: lessons/common/vec2.hpp's length() and normalized() over the whole range of
// doubles, where the plain sqrt(x * x + y * y) overflows (above about 1.3e154) or loses bits
// to underflow (below about 1.5e-154). circle_hit's normal and lesson 03's axes rely on them.
#include "course_test.hpp"
#include "vec2.hpp"

#include <cfloat>
#include <cmath>
#include <limits>
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::length;
using collide::normalized;
using collide::Vec2;

namespace {

// A 3-4-5 vector scaled by 2^k, exactly (3 and 4 need two and one bits) down to k = -1072.
Vec2 three_four(int k) { return {std::ldexp(3.0, k), std::ldexp(4.0, k)}; }

} // namespace

TEST_CASE("given: length() of a 3-4-5 vector is 5, from 2^-1072 to 2^1021",
          "[given][precision][reread:The range of doubles]") {
    for (int k = -1072; k <= 1021; ++k) {
        double want = std::ldexp(5.0, k);
        double got = length(three_four(k));
        INFO("(3, 4) * 2^" << k << ": length " << got << ", expected " << want);
        // Within 2 units in the last place; in the subnormal range within 2 x 2^-1074.
        REQUIRE(std::fabs(got - want) <= std::fmax(4 * DBL_EPSILON * want, 0x1p-1073));
    }
}

TEST_CASE("given: normalized() is a unit vector from the smallest double to the largest",
          "[given][precision][reread:The range of doubles]") {
    const double tiny = std::numeric_limits<double>::denorm_min();
    const Vec2 cases[] = {three_four(-1072), three_four(-540), three_four(600), {tiny, 0},
                          {0, -tiny}, {DBL_MAX, DBL_MAX}, {-DBL_MAX, 1}, {1e-170, -1e-170},
                          {3, 4}, {1e200, -1e-200}};
    for (Vec2 v : cases) {
        Vec2 n = normalized(v);
        INFO("normalized(" << v.x << ", " << v.y << ") = (" << n.x << ", " << n.y << ")");
        CHECK(std::fabs(length(n) - 1) < course::kRoundoff);
        CHECK(std::fabs(n.x * v.y - n.y * v.x) <= course::kRoundoff * length(v));  // along v
        CHECK(n.x * v.x + n.y * v.y > 0);                                           // not -v
    }
    Vec2 n = normalized(three_four(-1070));
    CHECK(course::near(n.x, 0.6, course::kRoundoff));
    CHECK(course::near(n.y, 0.8, course::kRoundoff));
}

TEST_CASE("given: the zero vector and non-finite vectors have no direction",
          "[given][precision][reread:The range of doubles]") {
    Vec2 z = normalized({0, 0});
    CHECK(z.x == 0);
    CHECK(z.y == 0);
    CHECK(length({0, 0}) == 0);
    CHECK(length({kInf, 1}) == kInf);
    CHECK(length({kNaN, kInf}) == kInf);
    {
        INFO("length((nan, 1)) = " << length({kNaN, 1}) << ", expected nan");
        CHECK(std::isnan(length({kNaN, 1})));
    }
    CHECK(length({DBL_MAX, DBL_MAX}) == kInf);          // the true length exceeds DBL_MAX
    CHECK(length({DBL_MAX, 0}) == DBL_MAX);
    Vec2 bad = normalized({kInf, 0});
    INFO("normalized((inf, 0)) = (" << bad.x << ", " << bad.y << "), expected (nan, nan)");
    CHECK(std::isnan(bad.x));
    CHECK(std::isnan(bad.y));
}

TEST_CASE("given: normalized() keeps its 4e-16 near the largest double",
          "[given][precision][reread:The range of doubles]") {
    // Lengths above 2^1022 have an inverse below DBL_MIN, with fewer bits than a normal
    // double: multiplied by it, this vector came out 4.8e-16 away from length 1.
    const Vec2 cases[] = {{1.2356310937029738e+308, 1.1852025657240976e+307},
                          {DBL_MAX, 0}, {-0x1p1022, 0x1p1021}, {1.7e308, -1e307}};
    for (Vec2 v : cases) {
        Vec2 n = normalized(v);
        long double x = n.x, y = n.y;  // the length of n without rounding it to a double
        double error = static_cast<double>(std::fabs(std::sqrt(x * x + y * y) - 1));
        INFO("normalized(" << v.x << ", " << v.y << "): its length is 1 + " << error);
        CHECK(error <= 4e-16);
    }
}
