// grader-sketch OUT.png < commands: draws a failed geometry case for the grader's HTML report.
//
// Each input line is `line R G B x0 y0 x1 y1` in world coordinates (y up). The picture is
// 256x256, black, with the world fitted into it (same scale on both axes, a margin of 16
// pixels), the lines drawn in the order given (later wins). Bad lines are skipped.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <sstream>
#include <string>
#include <vector>

#include "canvas.hpp"

namespace {

struct Segment {
    gfx::Rgb colour;
    double x0, y0, x1, y1;
};

constexpr int kSize = 256;
constexpr int kMargin = 16;

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: grader-sketch OUT.png < commands\n");
        return 2;
    }
    std::vector<Segment> segments;
    char buf[512];
    while (std::fgets(buf, sizeof buf, stdin)) {
        std::istringstream in(buf);
        std::string word;
        int r, g, b;
        Segment s;
        if (in >> word >> r >> g >> b >> s.x0 >> s.y0 >> s.x1 >> s.y1 && word == "line" &&
            std::isfinite(s.x0) && std::isfinite(s.y0) && std::isfinite(s.x1) &&
            std::isfinite(s.y1)) {
            s.colour = {std::uint8_t(r), std::uint8_t(g), std::uint8_t(b)};
            segments.push_back(s);
        }
    }
    double minx = 1e300, miny = 1e300, maxx = -1e300, maxy = -1e300;
    for (const Segment& s : segments) {
        minx = std::min({minx, s.x0, s.x1});
        maxx = std::max({maxx, s.x0, s.x1});
        miny = std::min({miny, s.y0, s.y1});
        maxy = std::max({maxy, s.y0, s.y1});
    }
    double span = std::max({maxx - minx, maxy - miny, 1e-9});
    double scale = (kSize - 2 * kMargin) / span;
    double cx = (minx + maxx) / 2, cy = (miny + maxy) / 2;
    gfx::Canvas canvas(kSize, kSize);
    for (const Segment& s : segments) {
        auto sx = [&](double x) { return int(std::lround(kSize / 2 + (x - cx) * scale)); };
        auto sy = [&](double y) { return int(std::lround(kSize / 2 - (y - cy) * scale)); };
        canvas.line(sx(s.x0), sy(s.y0), sx(s.x1), sy(s.y1), s.colour);
    }
    try {
        canvas.write_png(argv[1]);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "grader-sketch: %s\n", e.what());
        return 1;
    }
    return 0;
}
