// Lesson 04: the scene, pixel by pixel, and the world-to-screen mapping.
#include <cmath>
#include <stdexcept>

#include "course_test.hpp"
#include "describe.hpp"
#include "draw.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::draw_sat_scene;
using collide::ScreenPoint;
using collide::Vec2;
using collide::world_to_screen;
using gfx::Rgb;

namespace {

const Rgb kBlack = {0, 0, 0};
const Rgb kWhite = {255, 255, 255};
const Rgb kYellow = {255, 220, 60};
const Rgb kRed = {255, 60, 60};

// The scene worked out by hand (README, "The scene"): A spans screen columns and rows 88 to
// 168; B, moved by (1.5, 0.5), spans columns 148 to 228 and rows 68 to 148; the push-out
// vector (0.5, 0) runs from B's centroid (188, 108) to (208, 108).
bool on_square(int x, int y, int left, int top, int right, int bottom) {
    bool on_vertical = (x == left || x == right) && y >= top && y <= bottom;
    bool on_horizontal = (y == top || y == bottom) && x >= left && x <= right;
    return on_vertical || on_horizontal;
}
bool on_a(int x, int y) { return on_square(x, y, 88, 88, 168, 168); }
bool on_b(int x, int y) { return on_square(x, y, 148, 68, 228, 148); }
bool on_vector(int x, int y) { return y == 108 && x >= 188 && x <= 208; }

Rgb expected(int x, int y) {                 // later drawing wins: vector, then B, then A
    if (on_vector(x, y)) return kRed;
    if (on_b(x, y)) return kYellow;
    if (on_a(x, y)) return kWhite;
    return kBlack;
}

bool right_size(const gfx::Canvas& c) { return c.width() == 256 && c.height() == 256; }

// Checks every pixel for which @p select is true; reports the first few that differ.
template <class Select>
void check_pixels(const gfx::Canvas& c, Select select) {
    int wrong = 0, looked = 0;
    for (int y = 0; y < 256; ++y)
        for (int x = 0; x < 256; ++x) {
            if (!select(x, y)) continue;
            ++looked;
            if (c.get(x, y) != expected(x, y) && ++wrong <= 3) {
                INFO("pixel (" << x << ", " << y << ")");
                CHECK(c.get(x, y) == expected(x, y));
            }
        }
    INFO(wrong << " of " << looked << " pixels differ");
    CHECK(wrong == 0);
}

} // namespace

TEST_CASE("world (0,0) is the canvas centre and one unit is 40 pixels",
          "[reread:World to screen]") {
    ScreenPoint o = world_to_screen({0, 0});
    CHECK(o.x == 128);
    CHECK(o.y == 128);
    ScreenPoint p = world_to_screen({1, 0});
    CHECK(p.x == 168);
    CHECK(p.y == 128);
}

TEST_CASE("world y grows up, screen y grows down", "[reread:World to screen]") {
    ScreenPoint top_right = world_to_screen({1, 1});
    CHECK(top_right.x == 168);
    CHECK(top_right.y == 88);
    ScreenPoint bottom_left = world_to_screen({-1, -1});
    CHECK(bottom_left.x == 88);
    CHECK(bottom_left.y == 168);
}

TEST_CASE("screen coordinates are rounded to the nearest pixel with std::lround",
          "[reread:World to screen]") {
    {
        INFO("128 + 40 * 0.0126 = 128.504 rounds to 129");
        CHECK(world_to_screen({0.0126, 0}).x == 129);
    }
    {
        INFO("128 - 40 * 0.0126 = 127.496 rounds to 127; 128 - 40 * -0.0126 = 128.504 to 129");
        CHECK(world_to_screen({0, 0.0126}).y == 127);
        CHECK(world_to_screen({0, -0.0126}).y == 129);
    }
    {
        INFO("off the edge: 128 - 40 * 3.32 = -4.8 rounds to -5 (truncating gives -4)");
        CHECK(world_to_screen({-3.32, 0}).x == -5);
        CHECK(world_to_screen({0, 3.32}).y == -5);
    }
}

TEST_CASE("a NaN, an infinity or a point far off the canvas throws std::invalid_argument",
          "[reread:World to screen]") {
    CHECK_THROWS_AS(world_to_screen({kNaN, 0}), std::invalid_argument);
    CHECK_THROWS_AS(world_to_screen({0, kNaN}), std::invalid_argument);
    CHECK_THROWS_AS(world_to_screen({kInf, 0}), std::invalid_argument);
    {
        INFO("(0, -1e7) maps to row 128 + 4e8, beyond a million pixels");
        CHECK_THROWS_AS(world_to_screen({0, -1e7}), std::invalid_argument);
    }
    {
        INFO("(1000, -1000) maps to (40128, 40128): far off the canvas, but a pixel");
        CHECK_NOTHROW(world_to_screen({1000, -1000}));
    }
}

TEST_CASE("a point beyond what an integer can hold is rejected before it is rounded",
          "[precision][reread:Points beyond any integer]") {
    INFO("(0, -1e300) maps to row 4e301: std::lround has no result for it, so the range check "
         "must come before the rounding");
    CHECK_THROWS_AS(world_to_screen({0, -1e300}), std::invalid_argument);
    CHECK_THROWS_AS(world_to_screen({1e300, 0}), std::invalid_argument);
}

TEST_CASE("the canvas is 256 by 256", "[reread:The scene]") {
    gfx::Canvas c = draw_sat_scene();
    CHECK(c.width() == 256);
    CHECK(c.height() == 256);
}

TEST_CASE("the push-out vector is red, from B's centroid (188,108) to (208,108)",
          "[reread:The push-out vector]") {
    gfx::Canvas c = draw_sat_scene();
    REQUIRE(right_size(c));
    check_pixels(c, on_vector);
}

TEST_CASE("A is outlined in white on all four sides, the closing edge included",
          "[reread:Outlines]") {
    gfx::Canvas c = draw_sat_scene();
    REQUIRE(right_size(c));
    INFO("A's left side (column 88) is the closing edge, from (-1,1) back to (-1,-1)");
    check_pixels(c, [](int x, int y) { return on_a(x, y) && !on_b(x, y); });
}

TEST_CASE("B is A moved by (1.5, 0.5), outlined in yellow", "[reread:The scene]") {
    gfx::Canvas c = draw_sat_scene();
    REQUIRE(right_size(c));
    INFO("B's outline where it does not cross A (the crossings have their own check)");
    check_pixels(c, [](int x, int y) { return on_b(x, y) && !on_a(x, y) && !on_vector(x, y); });
}

TEST_CASE("drawing order: B is drawn after A, so the crossings are yellow",
          "[reread:Drawing order]") {
    gfx::Canvas c = draw_sat_scene();
    REQUIRE(right_size(c));
    CHECK(c.get(148, 88) == kYellow);
    CHECK(c.get(168, 148) == kYellow);
}

TEST_CASE("nothing else is drawn: every other pixel is black", "[reread:The scene]") {
    gfx::Canvas c = draw_sat_scene();
    REQUIRE(right_size(c));
    check_pixels(c, [](int x, int y) { return !on_a(x, y) && !on_b(x, y) && !on_vector(x, y); });
}

TEST_CASE("given: the push-out, x is the way out although y overlaps more",
          "[given][reread:The given push-out]") {
    std::vector<Vec2> a = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    std::vector<Vec2> b = {{0.5, -0.5}, {2.5, -0.5}, {2.5, 1.5}, {0.5, 1.5}};
    collide::Hit h = collide::sat_push_out(a, b);
    INFO("got " << course::describe(h) << "; expected normal (1, 0), depth 0.5");
    REQUIRE(h.hit);
    CHECK(course::near(h.normal.x, 1));
    CHECK(course::near(h.normal.y, 0));
    CHECK(course::near(h.depth, 0.5));
    CHECK_THROWS_AS(collide::sat_push_out({{0, 0}, {1, 0}}, b), std::invalid_argument);
}
