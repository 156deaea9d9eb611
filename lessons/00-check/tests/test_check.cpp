#include "check.hpp"
#include "course_test.hpp"

using collide::check_pattern;
using gfx::Rgb;

namespace {

const Rgb kBlack = {0, 0, 0};
const Rgb kWhite = {255, 255, 255};
const Rgb kRed = {255, 0, 0};

bool on_diagonal(int x, int y) { return x == y; }
bool on_horizontal(int, int y) { return y == 32; }

} // namespace

TEST_CASE("the canvas is 64 by 64", "[reread:The canvas]") {
    gfx::Canvas c = check_pattern();
    CHECK(c.width() == 64);
    CHECK(c.height() == 64);
}

// Where the lines are, whatever their colours: a flipped y or a line in the wrong row fails
// here first, and sends the student to the coordinates, not to the colours or the endpoints.
TEST_CASE("the diagonal starts at the top-left corner and the red line lies in row 32",
          "[reread:Screen coordinates]") {
    gfx::Canvas c = check_pattern();
    REQUIRE(c.width() == 64);
    REQUIRE(c.height() == 64);
    const int probes[][2] = {{10, 10}, {53, 53}, {10, 32}, {50, 32}};
    for (const auto& p : probes) {
        INFO("pixel (" << p[0] << ", " << p[1] << ") should be drawn, not black");
        CHECK(c.get(p[0], p[1]) != kBlack);
    }
}

TEST_CASE("nothing else is drawn: every other pixel is black", "[reread:The canvas]") {
    gfx::Canvas c = check_pattern();
    REQUIRE(c.width() == 64);
    REQUIRE(c.height() == 64);
    int stray = 0;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x)
            if (!on_diagonal(x, y) && !on_horizontal(x, y) && c.get(x, y) != kBlack) {
                if (++stray <= 3) {
                    INFO("stray pixel at (" << x << ", " << y << ")");
                    CHECK(c.get(x, y) == kBlack);
                }
            }
    CHECK(stray == 0);
}

TEST_CASE("the colours: white is (255,255,255) and red (255,0,0)", "[reread:The canvas]") {
    gfx::Canvas c = check_pattern();
    REQUIRE(c.width() == 64);
    REQUIRE(c.height() == 64);
    {
        INFO("pixel (10, 10), on the diagonal");
        CHECK(c.get(10, 10) == kWhite);
    }
    {
        INFO("pixel (10, 32), on the red line");
        CHECK(c.get(10, 32) == kRed);
    }
}

// The crossing (32,32) belongs to the drawing-order case below, so that lines drawn in the
// wrong order send the student to "Drawing order" and nowhere else.
TEST_CASE("every pixel of the red line is red, both endpoints included",
          "[reread:Bresenham's line]") {
    gfx::Canvas c = check_pattern();
    REQUIRE(c.width() == 64);
    REQUIRE(c.height() == 64);
    for (int x = 0; x < 64; ++x) {
        if (x == 32) continue;
        INFO("pixel (" << x << ", 32)");
        CHECK(c.get(x, 32) == kRed);
    }
}

TEST_CASE("every pixel of the diagonal is white except the crossing", "[reread:Bresenham's line]") {
    gfx::Canvas c = check_pattern();
    REQUIRE(c.width() == 64);
    REQUIRE(c.height() == 64);
    for (int i = 0; i < 64; ++i) {
        if (i == 32) continue;
        INFO("pixel (" << i << ", " << i << ")");
        CHECK(c.get(i, i) == kWhite);
    }
}

TEST_CASE("the crossing (32,32) is red because the red line is drawn second",
          "[reread:Drawing order]") {
    gfx::Canvas c = check_pattern();
    REQUIRE(c.width() == 64);
    REQUIRE(c.height() == 64);
    CHECK(c.get(32, 32) == kRed);
}
