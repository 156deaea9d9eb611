// Lesson 12 driver: writes OUT_DIR/12-manifold.txt, your manifold of every documented case
// (manifold_cases.hpp), and OUT_DIR/12-manifold.png, three of them drawn: two boxes resting
// one on the other, a box on a slope, and a corner into a face, each with the reference face,
// the incident edge, the two side planes that clip it and the points kept. Then the given
// stack and pyramid runs (stack_film.hpp) write OUT_DIR/12-stack.txt and 12-stack.png.
#include <cmath>
#include <ostream>
#include <stdexcept>
#include <string>

#include "canvas.hpp"
#include "driver.hpp"
#include "manifold.hpp"
#include "manifold_cases.hpp"
#include "stack_film.hpp"
#include "text.hpp"
#include "world_view.hpp"

using collide::ContactId;
using collide::Manifold;
using collide::Polygon;
using collide::Vec2;

namespace {

const gfx::Rgb kWhite = {255, 255, 255}, kYellow = {255, 220, 60}, kGreen = {60, 255, 120},
               kRed = {255, 60, 60}, kBlue = {80, 140, 255}, kMagenta = {255, 90, 255},
               kLabel = {200, 200, 200}, kDivider = {60, 60, 60};
constexpr int kPanel = 256;

// One panel of the picture: a documented case of two polygons, and where the panel looks.
struct Panel {
    const char* name;   // the case (manifold_cases.hpp)
    const char* label;  // the panel's caption
    course::View view;  // pixel (128, y) shows the world point centre
};

// The three scenes: two boxes resting one on the other (the upper one wider, so that both side
// planes cut its edge), a box on a slope, and a corner into a face.
const Panel kPanels[3] = {
    {"wide-on-narrow", "resting", {128, 120, 52, {0, 0}}},
    {"box-on-slope", "on a slope", {128, 128, 28, {0, 0}}},
    {"corner-into-face", "corner into a face", {128, 150, 52, {0, 0.4}}},
};

// A row a case, its count and normal, then a row a point kept (`name/k`): where, how deep, and
// its id. Every line fits in 100 characters, so that the chapter can quote the file whole.
void write_table(std::ostream& out) {
    out << "# 12-manifold: count and normal, then each point; id = face/incident edge/clipped_by/"
           "incident_end\n";
    for (const collide::ManifoldCase& c : collide::lesson_cases()) {
        const Manifold m = collide::manifold_of(c);
        out << collide::case_row(c.name, m) << '\n';
        for (int k = 0; k < m.count && k < 2; ++k)
            out << collide::point_row(c.name, k, m.points[k]) << '\n';
    }
    try {
        collide::polygon_manifold({{0, 0}, {1, 0}}, collide::box(-1, -1, 1, 1));
        out << "two-vertices  throws=none\n";
    } catch (const std::invalid_argument&) {
        out << "two-vertices  throws=invalid_argument\n";
    }
}

void outline(gfx::Canvas& canvas, const course::View& view, const Polygon& p, gfx::Rgb c) {
    for (std::size_t i = 0; i < p.size(); ++i)
        course::segment(canvas, view, p[i], p[(i + 1) % p.size()], c);
}

// A solid square of side 2 * half + 1 pixels around a world point.
void dot_at(gfx::Canvas& canvas, const course::View& view, Vec2 p, int half, gfx::Rgb c) {
    int x = course::screen_x(view, p.x), y = course::screen_y(view, p.y);
    for (int dy = -half; dy <= half; ++dy)
        for (int dx = -half; dx <= half; ++dx) canvas.set(x + dx, y + dy, c);
}

// Every other stretch of `dash` pixels of the world segment from p to q.
void dashed(gfx::Canvas& canvas, const course::View& view, Vec2 p, Vec2 q, gfx::Rgb c) {
    const int steps = 12;
    for (int k = 0; k < steps; k += 2)
        course::segment(canvas, view, p + (q - p) * (double(k) / steps),
                        p + (q - p) * (double(k + 1) / steps), c);
}

// One panel: a white, b yellow; from the manifold's first point's id, the reference face
// and the normal from its middle (green), the incident edge (magenta) and the clip planes
// through the reference face's ends (blue, dashed); the points kept (red).
// An id out of range (a wrong answer) draws nothing of its own, never a crash.
void draw_scene(gfx::Canvas& canvas, int left, const Panel& shown) {
    const collide::ManifoldCase s = collide::find_case(shown.name);
    const course::View& view = shown.view;
    gfx::Canvas panel(kPanel, kPanel);
    const Manifold m = collide::polygon_manifold(s.a, s.b);
    outline(panel, view, s.a, kWhite);
    outline(panel, view, s.b, kYellow);
    if (m.count >= 1 && m.count <= 2) {
        const ContactId& id = m.points[0].id;
        const Polygon& ref = id.reference_on_b ? s.b : s.a;
        const Polygon& inc = id.reference_on_b ? s.a : s.b;
        const int r = id.reference_edge, i = id.incident_edge;
        if (r >= 0 && r < int(ref.size())) {
            Vec2 start = ref[r], end = ref[(r + 1) % ref.size()];
            Vec2 across = {-(end - start).y, (end - start).x};      // along the normal
            across = across * (1.2 / std::sqrt(dot(across, across)));
            dashed(panel, view, start - across, start + across, kBlue);
            dashed(panel, view, end - across, end + across, kBlue);
            course::segment(panel, view, start, end, kGreen);
            Vec2 middle = (start + end) * 0.5;
            course::segment(panel, view, middle, middle + m.normal * 0.6, kGreen);
        }
        if (i >= 0 && i < int(inc.size()))
            course::segment(panel, view, inc[i], inc[(i + 1) % inc.size()], kMagenta);
        for (int k = 0; k < m.count; ++k) dot_at(panel, view, m.points[k].point, 2, kRed);
    }
    gfx::draw_text(panel, 4, 4, shown.label, kLabel);
    for (int y = 0; y < kPanel; ++y)
        for (int x = 0; x < kPanel; ++x) canvas.set(left + x, y, panel.get(x, y));
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& dir) {
        course::write_text_file(course::join(dir, "12-manifold.txt"), write_table);
        gfx::Canvas picture(3 * kPanel, kPanel);
        for (int k = 0; k < 3; ++k) draw_scene(picture, kPanel * k, kPanels[k]);
        for (int k = 1; k < 3; ++k) picture.line(kPanel * k, 0, kPanel * k, kPanel - 1, kDivider);
        picture.write_png(course::join(dir, "12-manifold.png"));
        // The stack and the pyramid with your manifold and with its deepest point only:
        // 12-stack.png and 12-stack.txt.
        collide::write_stack_outputs(dir, collide::polygon_manifold);
    });
}
