// Lesson 09, given code: the filmstrip's panels and the convergence plot.
#include "film.hpp"

#include <algorithm>
#include <cmath>

#include "scene.hpp"
#include "text.hpp"

namespace collide {

namespace {

const gfx::Rgb kGrey = {128, 128, 128}, kWhite = {255, 255, 255}, kYellow = {255, 220, 60},
               kRed = {255, 60, 60}, kBlue = {80, 160, 255}, kDim = {70, 70, 70},
               kLabel = {200, 200, 200};

void outline(gfx::Canvas& panel, const Polygon& shape, gfx::Rgb colour) {
    auto pixel_x = [](Vec2 p) { return int(std::lround(128 + 24 * (p.x - 1))); };
    auto pixel_y = [](Vec2 p) { return int(std::lround(116 - 24 * p.y)); };
    for (std::size_t i = 0; i < shape.size(); ++i) {
        Vec2 from = shape[i], to = shape[(i + 1) % shape.size()];
        panel.line(pixel_x(from), pixel_y(from), pixel_x(to), pixel_y(to), colour);
    }
}

} // namespace

void draw_frame(gfx::Canvas& canvas, int left, int top, const std::vector<Body>& bodies,
                double slop, const std::string& label) {
    gfx::Canvas panel(kPanelWidth, kPanelHeight);  // drawn apart, so nothing spills over
    for (std::size_t i = 0; i < bodies.size(); ++i) {
        bool still = bodies[i].inv_mass == 0;
        outline(panel, bodies[i].shape, i == kBarIndex ? kYellow : still ? kGrey : kWhite);
    }
    for (std::size_t i = 0; i < bodies.size(); ++i)
        for (std::size_t j = i + 1; j < bodies.size(); ++j)
            if (overlaps_beyond(bodies, i, j, slop)) {
                outline(panel, bodies[i].shape, kRed);
                outline(panel, bodies[j].shape, kRed);
            }
    gfx::draw_text(panel, 4, 119, label, kLabel);     // under the floor's top edge
    for (int y = 0; y < kPanelHeight; ++y)
        for (int x = 0; x < kPanelWidth; ++x) canvas.set(left + x, top + y, panel.get(x, y));
}

// [plot]
gfx::Canvas draw_convergence(const std::vector<double>& gauss_seidel,
                             const std::vector<double>& jacobi, double slop) {
    const int size = 256, x0 = 40, x1 = 246, y0 = 30, y1 = 226;   // the plot's frame
    double smallest = slop;
    for (const std::vector<double>* line : {&gauss_seidel, &jacobi})
        for (double d : *line)
            if (d > 0) smallest = std::min(smallest, d);
    const int top_power = 0, low_power = int(std::floor(std::log10(smallest)));
    std::size_t passes = std::max(gauss_seidel.size(), jacobi.size()) - 1;

    auto px = [&](std::size_t pass) {
        return x0 + int(std::lround((x1 - x0) * double(pass) / double(passes)));
    };
    auto py = [&](double depth) {
        if (!(depth > 0)) return y1;
        double t = (std::log10(depth) - low_power) / (top_power - low_power);
        return y1 - int(std::lround((y1 - y0) * t));
    };

    gfx::Canvas plot(size, size);
    for (int p = low_power; p <= top_power; ++p) {     // a grid line and a label per decade
        plot.line(x0, py(std::pow(10.0, p)), x1, py(std::pow(10.0, p)), kDim);
        std::string label = "1e" + std::to_string(p);
        gfx::draw_text(plot, x0 - 4 - gfx::text_width(label), py(std::pow(10.0, p)) - 3, label,
                       kLabel);
    }
    for (std::size_t pass = 0; pass <= passes; pass += 10) {
        plot.line(px(pass), y1, px(pass), y1 + 3, kLabel);
        std::string label = std::to_string(pass);
        gfx::draw_text(plot, px(pass) - gfx::text_width(label) / 2, y1 + 6, label, kLabel);
    }
    gfx::draw_text(plot, (x0 + x1 - gfx::text_width("pass")) / 2, y1 + 17, "pass", kLabel);
    gfx::draw_text(plot, 4, 4, "deepest overlap left", kLabel);
    plot.line(x0, y0, x0, y1, kLabel);
    plot.line(x0, y1, x1, y1, kLabel);
    for (int x = x0; x < x1; x += 6) plot.line(x, py(slop), x + 2, py(slop), kGrey);  // dashed

    const std::pair<const std::vector<double>*, gfx::Rgb> lines[] = {{&jacobi, kBlue},
                                                                     {&gauss_seidel, kWhite}};
    for (const auto& line : lines)
        for (std::size_t pass = 1; pass < line.first->size(); ++pass)
            plot.line(px(pass - 1), py((*line.first)[pass - 1]), px(pass), py((*line.first)[pass]),
                      line.second);
    gfx::draw_text(plot, x1 - gfx::text_width("gauss-seidel"), 16, "gauss-seidel", kWhite);
    gfx::draw_text(plot, x1 - gfx::text_width("gauss-seidel") - 8 - gfx::text_width("jacobi"), 16,
                   "jacobi", kBlue);
    gfx::draw_text(plot, x0 + 4, py(slop) - 9, "slop", kGrey);
    return plot;
}
// [end plot]

} // namespace collide
