#include "course_test.hpp"
#include "text.hpp"

#include <string>

using gfx::Canvas;
using gfx::Rgb;

namespace {

const Rgb kWhite = {255, 255, 255};

int dots(const Canvas& c) {
    int n = 0;
    for (int y = 0; y < c.height(); ++y)
        for (int x = 0; x < c.width(); ++x) n += c.get(x, y) == kWhite;
    return n;
}

} // namespace

TEST_CASE("draw_text puts a glyph's dots at its top-left corner", "[text]") {
    Canvas c(20, 10);
    gfx::draw_text(c, 2, 1, "l", kWhite);      // a lower-case letter is drawn as its capital
    for (int row = 0; row < 7; ++row) CHECK(c.get(2, 1 + row) == kWhite);   // L's upright
    for (int col = 0; col < 5; ++col) CHECK(c.get(2 + col, 7) == kWhite);  // and its foot
    CHECK(dots(c) == 11);
}

TEST_CASE("draw_text advances six columns a character; text_width says how wide", "[text]") {
    Canvas one(40, 7), two(40, 7);
    gfx::draw_text(one, 0, 0, "1", kWhite);
    gfx::draw_text(two, 6, 0, "1", kWhite);
    Canvas both(40, 7);
    gfx::draw_text(both, 0, 0, "11", kWhite);
    for (int y = 0; y < 7; ++y)
        for (int x = 0; x < 40; ++x) {
            bool either = one.get(x, y) == kWhite || two.get(x, y) == kWhite;
            CHECK((both.get(x, y) == kWhite) == either);
        }
    CHECK(gfx::text_width("") == 0);
    CHECK(gfx::text_width("1") == 5);
    CHECK(gfx::text_width("pass 10") == 41);
}

TEST_CASE("an unknown character is a hollow box; text off the canvas is clipped", "[text]") {
    Canvas c(10, 10);
    gfx::draw_text(c, 0, 0, "#", kWhite);
    CHECK(dots(c) == 2 * 5 + 2 * 5);
    Canvas edge(4, 4);
    gfx::draw_text(edge, -3, -3, "8", kWhite);   // no throw, only the part inside is drawn
    CHECK(dots(edge) > 0);
}
