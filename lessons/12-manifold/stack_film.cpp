// Lesson 12, given code: the stack and the pyramid, run with two points and with one, drawn as
// a filmstrip (12-stack.png) and summed up in figures (12-stack.txt).
#include "stack_film.hpp"

#include <algorithm>
#include <cmath>
#include <ostream>
#include <vector>

#include "canvas.hpp"
#include "driver.hpp"
#include "text.hpp"
#include "world_view.hpp"

namespace collide {

namespace {

const gfx::Rgb kGrey = {110, 110, 110}, kWhite = {255, 255, 255}, kRed = {255, 60, 60},
               kYellow = {255, 220, 60}, kDivider = {60, 60, 60}, kLabel = {200, 200, 200};
constexpr int kPanelWidth = 160, kPanelHeight = 176;
// The stack's steps shown in the filmstrip; the last panel of a row is the pyramid's end.
const int kFrames[4] = {0, 30, 90, kStackSteps};
constexpr int kPyramidRows = 6;

bool toppled(const RigidBox& now, const RigidBox& start) {
    return std::fabs(now.angle - start.angle) > kToppledAngle ||
           start.position.y - now.position.y > kToppledDrop;
}

// How far a run's boxes got from where they started: the largest of each measure over all
// boxes (each may come from a different box), and the first step at which a box had turned
// past kToppledAngle, and had dropped more than kToppledDrop (0: never).
struct Drift {
    double sideways = 0, drop = 0, turn = 0;
    int turned_at = 0, dropped_at = 0;
};

void measure(const RigidWorld& start, const RigidWorld& now, int step, Drift& d) {
    d.sideways = d.drop = d.turn = 0;
    for (std::size_t i = 0; i < now.boxes.size(); ++i) {
        const RigidBox &b = now.boxes[i], &s = start.boxes[i];
        d.sideways = std::max(d.sideways, std::fabs(b.position.x - s.position.x));
        d.drop = std::max(d.drop, s.position.y - b.position.y);
        d.turn = std::max(d.turn, std::fabs(b.angle - s.angle));
        if (d.turned_at == 0 && std::fabs(b.angle - s.angle) > kToppledAngle) d.turned_at = step;
        if (d.dropped_at == 0 && s.position.y - b.position.y > kToppledDrop) d.dropped_at = step;
    }
}

void draw_panel(gfx::Canvas& film, int column, int row, const RigidWorld& start,
                const RigidWorld& world, const std::string& label) {
    gfx::Canvas panel(kPanelWidth, kPanelHeight);   // drawn apart, so nothing spills over
    const course::View view = {kPanelWidth / 2.0, kPanelHeight - 16.0, 12, {0, 0}};
    for (std::size_t i = 0; i < world.boxes.size(); ++i) {
        const RigidBox& b = world.boxes[i];
        gfx::Rgb colour = b.inv_mass == 0 ? kGrey : toppled(b, start.boxes[i]) ? kRed : kWhite;
        Polygon p = corners(b);
        for (std::size_t k = 0; k < p.size(); ++k)
            course::segment(panel, view, p[k], p[(k + 1) % p.size()], colour);
    }
    for (const Arbiter& arb : world.arbiters)
        for (int k = 0; k < arb.count; ++k)
            course::circle_pixels(panel, course::screen_x(view, arb.points[k].point.x),
                                  course::screen_y(view, arb.points[k].point.y), 1, kYellow);
    gfx::draw_text(panel, 4, 4, label, kLabel);
    for (int y = 0; y < kPanelHeight; ++y)
        for (int x = 0; x < kPanelWidth; ++x)
            film.set(column * kPanelWidth + x, row * kPanelHeight + y, panel.get(x, y));
}

std::string step_text(int step) { return step ? std::to_string(step) : std::string("none"); }

std::string drift_text(const Drift& d) {
    return "sideways=" + course::fixed6(d.sideways) + "  drop=" + course::fixed6(d.drop) +
           "  turn=" + course::fixed6(d.turn) + "  turned=" + step_text(d.turned_at) +
           "  dropped=" + step_text(d.dropped_at);
}

// @p world run for kStackSteps without pictures: its drift.
Drift run_plain(RigidWorld world) {
    RigidWorld start = world;
    Drift d;
    for (int step = 1; step <= kStackSteps; ++step) {
        rigid_step(world, kStackStep);
        measure(start, world, step, d);
    }
    return d;
}

// One run of the stack (a row of the filmstrip) and of the pyramid (its last panel).
void run(std::ostream& out, gfx::Canvas& film, int row, const ManifoldFunction& manifold,
         const std::string& name, const std::string& label) {
    RigidWorld world = box_stack(manifold), start = world;
    Drift d;
    for (int step = 0, frame = 0; step <= kStackSteps; ++step) {
        if (step > 0) rigid_step(world, kStackStep);
        measure(start, world, step, d);
        if (frame < 4 && step == kFrames[frame]) {
            std::string text = (frame == 0 ? label + ", step " : "step ") + std::to_string(step);
            draw_panel(film, frame++, row, start, world, text);
        }
    }
    out << "stack-" << name << "  " << drift_text(d) << '\n';
    world = box_pyramid(manifold, kPyramidRows);
    start = world;
    d = Drift();
    for (int step = 1; step <= kStackSteps; ++step) {
        rigid_step(world, kStackStep);
        measure(start, world, step, d);
    }
    draw_panel(film, 4, row, start, world, "pyramid, step " + std::to_string(kStackSteps));
    out << "pyramid-" << name << "  " << drift_text(d) << '\n';
}

// Two points, but no warm starting: each step builds the impulses again from zero.
void without_warm_start(std::ostream& out, const ManifoldFunction& manifold) {
    RigidWorld cold = box_stack(manifold);
    cold.warm_starting = false;
    out << "stack-no-warm-start  " << drift_text(run_plain(cold)) << '\n';
}

} // namespace

void write_stack_outputs(const std::string& dir, const ManifoldFunction& manifold) {
    gfx::Canvas film(5 * kPanelWidth, 2 * kPanelHeight);
    course::write_text_file(course::join(dir, "12-stack.txt"), [&](std::ostream& out) {
        out << "# 12-stack: ten boxes in a stack, 21 in a pyramid, " << kStackSteps
            << " steps of 1/60 s. After the last\n"
               "# step, the largest of any box: sideways, drop (from its start), turn (radians).\n"
               "# turned, dropped: the first step at which a box had turned past 30 degrees, had\n"
               "# dropped 0.5 below its start (none: never).\n";
        run(out, film, 0, manifold, "two-points", "two points");
        run(out, film, 1, deepest_point_only(manifold), "one-point", "one point");
        without_warm_start(out, manifold);
    });
    for (int c = 1; c < 5; ++c)
        film.line(c * kPanelWidth, 0, c * kPanelWidth, film.height() - 1, kDivider);
    film.line(0, kPanelHeight, film.width() - 1, kPanelHeight, kDivider);
    film.write_png(course::join(dir, "12-stack.png"));
}

} // namespace collide
