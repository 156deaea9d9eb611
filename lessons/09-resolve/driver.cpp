// Lesson 09 driver: writes OUT_DIR/09-resolve.txt (the documented cases, computed by your
// separate() and resolve()), OUT_DIR/09-resolve.png (the scene, frame by frame) and
// OUT_DIR/09-convergence.png (the deepest overlap left after each pass, on the lesson's pile).
#include <cstddef>
#include <fstream>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "driver.hpp"
#include "film.hpp"
#include "jacobi.hpp"
#include "scene.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using namespace collide;

namespace {

using Relax = std::function<int(std::vector<Body>&, int, double)>;

// The deepest overlap before the first pass and after each of @p passes passes, slop 0.
std::vector<double> convergence(const Relax& relax, int passes) {
    std::vector<Body> pile = lesson_pile();
    std::vector<double> deepest = {deepest_overlap(pile)};
    for (int k = 0; k < passes; ++k) {
        relax(pile, 1, 0);
        deepest.push_back(deepest_overlap(pile));
    }
    return deepest;
}

Body square(Vec2 centre, double half, double inv_mass) {
    return {box_shape(centre, {half, half}), inv_mass};
}

// "invalid_argument" when @p call throws it, "no_exception" when it returns.
const char* outcome(const std::function<void()>& call) {
    try {
        call();
    } catch (const std::invalid_argument&) {
        return "invalid_argument";
    }
    return "no_exception";
}

void write_separate_cases(std::ostream& out) {
    const double huge = 1e308, tiny = std::numeric_limits<double>::denorm_min();
    struct Case { const char* name; double wa, wb; bool hit; };
    const Case cases[] = {
        {"equal-masses", 1, 1, true},           {"object-pushes-player", 0.25, 1, true},
        {"player-pushes-object", 1, 0.25, true}, {"a-static", 0, 1, true},
        {"b-static", 1, 0, true},               {"both-static", 0, 0, true},
        {"hit-false", 1, 1, false},             {"huge-inverse-masses", huge, huge, true},
        {"subnormal-inverse-masses", tiny, tiny, true},
    };
    out << "separate case a_x a_y b_x b_y  (a: 2x2 square at (0, 0); b: at (1.5, 0.25))\n";
    for (const Case& c : cases) {
        Body a = square({0, 0}, 1, c.wa), b = square({1.5, 0.25}, 1, c.wb);
        Hit h = sat_push_out(a.shape, b.shape);
        separate(a, b, {c.hit, h.normal, h.depth});
        out << "separate " << c.name << positions_text({a, b}) << '\n';
    }
    // What the masses rule would do: weights 4 and 1 are the masses of object_pushes_player.
    Body a = square({0, 0}, 1, 4), b = square({1.5, 0.25}, 1, 1);
    separate(a, b, sat_push_out(a.shape, b.shape));
    double moved = (4 * centroid(a.shape).x + 1 * (centroid(b.shape).x - 1.5)) / 5;
    out << "separate masses_as_weights" << positions_text({a, b}) << " centre_moved "
        << course::fixed6(moved) << '\n';
    for (double bad : {-1.0, kNaN, kInf}) {
        Body ok = square({0, 0}, 1, 1), wrong = square({1.5, 0.25}, 1, bad);
        out << "separate inv_mass_" << course::fixed6(bad) << ' '
            << outcome([&] { separate(ok, wrong, {false, {0, 0}, 0}); }) << '\n';
    }
}

void write_resolve_cases(std::ostream& out) {
    out << "resolve case passes x y of every body\n";
    auto run = [&](const char* name, std::vector<Body> bodies, const Relax& relax, int passes,
                   double slop) {
        int used = relax(bodies, passes, slop);
        out << resolve_row(name, used, bodies) << '\n';
    };
    const std::vector<Body> column = lesson_column();
    std::vector<Body> reversed = {column[2], column[1], column[0]};
    run("column-one-pass", column, resolve, 1, 0);
    run("column-one-pass-jacobi", column, relax_jacobi, 1, 0);
    run("column-one-pass-listed-top-down", reversed, resolve, 1, 0);
    run("column-settled", column, resolve, 100, kSlop);
    run("column-settled-jacobi", column, relax_jacobi, 100, kSlop);
    run("column-to-touching", column, resolve, 100, 0);
    run("column-max-passes-0", column, resolve, 0, kSlop);
    run("column-slop-above-depth", column, resolve, 100, 0.5);
    // A static block sunk into the floor, and a box resting on the floor inside the slop.
    std::vector<Body> statics = {column[0], square({2, 0.25}, 0.5, 0),
                                 square({-1.5, 0.495}, 0.5, 1)};
    run("two-statics-overlap", statics, resolve, 100, kSlop);
    // A box of width 1 between two static walls 0.8 apart: no position satisfies both.
    std::vector<Body> squeezed = {{box_shape({-1.7, 0}, {1.3, 5}), 0},
                                  {box_shape({1.7, 0}, {1.3, 5}), 0}, square({0.05, 0}, 0.5, 1)};
    run("squeezed", squeezed, resolve, 100, kSlop);
    for (double bad_slop : {-0.01, kNaN}) {
        std::vector<Body> bodies = column;
        const char* what = outcome([&] { resolve(bodies, 10, bad_slop); });
        out << "resolve slop_" << course::fixed6(bad_slop) << ' ' << what
            << positions_text(bodies) << '\n';
    }
    std::vector<Body> bodies = column;
    bodies.push_back(square({5, 5}, 1, -1));   // checked before the column moves
    const char* what = outcome([&] { resolve(bodies, 10, kSlop); });
    out << "resolve negative_inv_mass_last " << what << positions_text(bodies) << '\n';
}

// The stack of the slop section, kept falling by kFall a frame and resolved after each fall.
void write_stack(std::ostream& out, double slop, int passes, int frames) {
    std::vector<Body> stack = lesson_stack();
    int all_passes = 0, kept[3] = {0, 0, 0}, used = 0;
    for (int frame = 0; frame < frames; ++frame) {
        fall(stack);
        used = resolve(stack, passes, slop);
        all_passes += used == passes;
        for (std::size_t k = 0; k < 3; ++k)
            kept[k] += sat_push_out(stack[k].shape, stack[k + 1].shape).depth > kContactDepth;
    }
    out << "stack slop " << course::fixed6(slop) << " passes " << passes << " frames " << frames
        << " every_pass_used " << all_passes << " last_frame_used " << used
        << " contact_kept floor-1 " << kept[0] << " 1-2 " << kept[1] << " 2-3 " << kept[2]
        << " top_y " << course::fixed6(centroid(stack[3].shape).y) << '\n';
}

void write_film(std::ostream& out, const std::string& png) {
    gfx::Canvas film(2 * kPanelWidth, 2 * kPanelHeight);
    const int shown[4] = {0, 13, 26, 39};
    std::vector<Body> bodies = lesson_pile();
    for (int frame = 0, panel = 0; frame < kFrames; ++frame) {
        move_scene(bodies, frame);
        int passes = resolve(bodies, kFramePasses, kSlop);
        out << "frame " << frame << " passes " << passes << " deepest "
            << course::fixed6(deepest_overlap(bodies)) << '\n';
        if (panel < 4 && frame == shown[panel]) {
            std::string label = "frame " + std::to_string(frame) + ", " + std::to_string(passes) +
                                " passes";
            draw_frame(film, kPanelWidth * (panel % 2), kPanelHeight * (panel / 2), bodies, kSlop,
                       label);
            ++panel;
        }
    }
    film.line(kPanelWidth, 0, kPanelWidth, film.height() - 1, {70, 70, 70});
    film.line(0, kPanelHeight, film.width() - 1, kPanelHeight, {70, 70, 70});
    film.write_png(png);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& dir) {
        std::vector<double> gs = convergence(resolve, 40), jacobi = convergence(relax_jacobi, 40);
        course::write_text_file(course::join(dir, "09-resolve.txt"), [&](std::ostream& out) {
            write_separate_cases(out);
            write_resolve_cases(out);
            write_stack(out, 0, kFramePasses, 30);
            write_stack(out, kSlop, kFramePasses, 30);
            write_stack(out, 0, 1000, 3);
            out << "convergence pass gauss_seidel jacobi  (the lesson's pile, slop 0)\n";
            for (std::size_t k = 0; k < gs.size(); ++k)
                out << "convergence " << k << ' ' << course::fixed6(gs[k]) << ' '
                    << course::fixed6(jacobi[k]) << '\n';
            std::vector<Body> pile = lesson_pile(), same_pile = pile;
            out << "settle gauss_seidel passes " << resolve(pile, 1000, kSlop) << '\n';
            out << "settle jacobi passes " << relax_jacobi(same_pile, 1000, kSlop) << '\n';
            write_film(out, course::join(dir, "09-resolve.png"));
        });
        draw_convergence(gs, jacobi, kSlop).write_png(course::join(dir, "09-convergence.png"));
    });
}
