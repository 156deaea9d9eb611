#include "canvas.hpp"
#include "course_test.hpp"

#include <lodepng.h>

#include <cstdio>
#include <fstream>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using gfx::Canvas;
using gfx::Rgb;

namespace {

const Rgb kWhite = {255, 255, 255};
const Rgb kBlack = {0, 0, 0};

std::set<std::pair<int, int>> painted(const Canvas& c, Rgb bg = kBlack) {
    std::set<std::pair<int, int>> out;
    for (int y = 0; y < c.height(); ++y)
        for (int x = 0; x < c.width(); ++x)
            if (c.get(x, y) != bg) out.insert({x, y});
    return out;
}

std::string temp_path(const char* name) { return std::string("gfx_test_") + name; }

} // namespace

TEST_CASE("a new canvas has its size and background everywhere", "[canvas]") {
    Canvas c(5, 3, {1, 2, 3});
    CHECK(c.width() == 5);
    CHECK(c.height() == 3);
    CHECK(painted(c, {1, 2, 3}).empty());
    CHECK_THROWS_AS(Canvas(-1, 4), std::invalid_argument);
    Canvas empty(0, 0);
    CHECK(empty.width() == 0);
}

TEST_CASE("set ignores pixels outside, get throws outside", "[canvas]") {
    Canvas c(4, 4);
    c.set(-1, 0, kWhite);
    c.set(4, 0, kWhite);
    c.set(0, 4, kWhite);
    c.set(0, -1, kWhite);
    CHECK(painted(c).empty());
    c.set(3, 2, kWhite);
    CHECK(c.get(3, 2) == kWhite);
    CHECK_THROWS_AS(c.get(4, 0), std::out_of_range);
    CHECK_THROWS_AS(c.get(0, -1), std::out_of_range);
}

TEST_CASE("line draws both endpoints in every direction", "[line]") {
    const int ends[][4] = {{1, 1, 8, 3}, {8, 3, 1, 1}, {2, 9, 4, 0}, {4, 0, 2, 9},
                           {0, 5, 9, 5}, {5, 0, 5, 9}, {9, 9, 0, 0}, {3, 3, 3, 3}};
    for (const auto& e : ends) {
        Canvas c(10, 10);
        c.line(e[0], e[1], e[2], e[3], kWhite);
        INFO("segment (" << e[0] << "," << e[1] << ") to (" << e[2] << "," << e[3] << ")");
        CHECK(c.get(e[0], e[1]) == kWhite);
        CHECK(c.get(e[2], e[3]) == kWhite);
        int dx = std::abs(e[2] - e[0]), dy = std::abs(e[3] - e[1]);
        // Bresenham paints exactly one pixel per step along the major axis.
        CHECK(painted(c).size() == static_cast<std::size_t>(std::max(dx, dy) + 1));
    }
}

TEST_CASE("line is the same set of pixels drawn either way on a symmetric slope", "[line]") {
    Canvas forward(10, 10), backward(10, 10);
    forward.line(0, 0, 9, 9, kWhite);
    backward.line(9, 9, 0, 0, kWhite);
    CHECK(painted(forward) == painted(backward));
    for (int i = 0; i < 10; ++i) CHECK(forward.get(i, i) == kWhite);
}

TEST_CASE("line stays within one pixel of the true segment", "[line]") {
    Canvas c(20, 20);
    c.line(0, 0, 19, 7, kWhite);
    for (auto [x, y] : painted(c)) {
        double exact = 7.0 * x / 19.0;
        CHECK(std::fabs(y - exact) <= 0.5 + 1e-12);
    }
}

TEST_CASE("line is clipped to the canvas", "[line]") {
    Canvas c(10, 10);
    c.line(-5, 5, 20, 5, kWhite);
    CHECK(painted(c).size() == 10);
    Canvas far(10, 10);
    far.line(-100, -100, -50, -3, kWhite);
    CHECK(painted(far).empty());
}

TEST_CASE("a canvas survives a PNG round trip", "[png]") {
    Canvas c(7, 5, {10, 20, 30});
    c.line(0, 0, 6, 4, {200, 100, 50});
    const std::string path = temp_path("roundtrip.png");
    c.write_png(path);
    Canvas back = Canvas::read_png(path);
    REQUIRE(back.width() == 7);
    REQUIRE(back.height() == 5);
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 7; ++x) CHECK(back.get(x, y) == c.get(x, y));
    std::remove(path.c_str());
}

TEST_CASE("png_size reads the size from the header alone", "[png]") {
    const std::string path = temp_path("size.png");
    Canvas(7, 5).write_png(path);
    gfx::PngSize size = gfx::png_size(path);
    CHECK(size.width == 7);
    CHECK(size.height == 5);
    // A header that claims 16000 x 16000 pixels, with no pixel data after it: asking its size
    // decodes nothing (decoding it would need 768 MB).
    std::ifstream in(path, std::ios::binary);
    std::vector<unsigned char> head(33);
    in.read(reinterpret_cast<char*>(head.data()), 33);
    in.close();
    for (int at : {16, 20}) {  // width, then height, big-endian, in IHDR
        head[at] = 0;
        head[at + 1] = 0;
        head[at + 2] = 16000 >> 8;
        head[at + 3] = 16000 & 0xff;
    }
    lodepng_chunk_generate_crc(head.data() + 8);
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<char*>(head.data()), 33);
    size = gfx::png_size(path);
    CHECK(size.width == 16000);
    CHECK(size.height == 16000);
    CHECK_THROWS_AS(Canvas::read_png(path), std::runtime_error);  // no pixels: corrupt
    std::ofstream(path, std::ios::binary) << "short";
    CHECK_THROWS_AS(gfx::png_size(path), std::runtime_error);
    CHECK_THROWS_AS(gfx::png_size("no/such/file.png"), std::runtime_error);
    std::remove(path.c_str());
}

TEST_CASE("PNG errors name the file and the reason", "[png]") {
    try {
        Canvas::read_png("no/such/file.png");
        FAIL("read_png of a missing file did not throw");
    } catch (const std::runtime_error& e) {
        CHECK(std::string(e.what()).find("no/such/file.png") != std::string::npos);
    }
    const std::string junk = temp_path("junk.png");
    std::ofstream(junk) << "this is not a PNG";
    CHECK_THROWS_AS(Canvas::read_png(junk), std::runtime_error);
    std::remove(junk.c_str());
    try {
        Canvas(2, 2).write_png("no/such/dir/out.png");
        FAIL("write_png into a missing folder did not throw");
    } catch (const std::runtime_error& e) {
        CHECK(std::string(e.what()).find("no/such/dir/out.png") != std::string::npos);
    }
}
