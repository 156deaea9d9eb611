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
#include "scene.hpp"

using namespace collide;

namespace {

using Relax = std::function<int(std::vector<Body>&, int, double)>;

Vec2 centroid(const Polygon& p) {
    Vec2 sum = {0, 0};
    for (Vec2 v : p) sum = sum + v;
    return sum * (1.0 / double(p.size()));
}

std::string positions(const std::vector<Body>& bodies) {
    std::string out;
    for (const Body& b : bodies)
        out += ' ' + course::fixed6(centroid(b.shape).x) + ' ' + course::fixed6(centroid(b.shape).y);
    return out;
}

// [jacobi]
// Jacobi relaxation, for comparison only: every push of a pass is computed from the positions
// at the start of the pass, and applied after all of them are known. Built on your separate().
int relax_jacobi(std::vector<Body>& bodies, int max_passes, double slop) {
    struct Push { std::size_t i, j; Hit hit; };
    int pushing_passes = 0;
    for (int pass = 1; pass <= max_passes; ++pass) {
        std::vector<Push> pushes;
        for (std::size_t i = 0; i < bodies.size(); ++i)
            for (std::size_t j = i + 1; j < bodies.size(); ++j)
            {
                if (bodies[i].inv_mass == 0 && bodies[j].inv_mass == 0) continue;
                Hit h = sat_push_out(bodies[i].shape, bodies[j].shape);
                if (h.hit && h.depth > slop) pushes.push_back({i, j, {true, h.normal, h.depth - slop / 2}});
            }
        if (pushes.empty()) break;
        for (const Push& p : pushes) separate(bodies[p.i], bodies[p.j], p.hit);
        ++pushing_passes;
    }
    return pushing_passes;
}
// [end jacobi]

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

Body square(Vec2 centre, double half, double inv_mass) { return {box_shape(centre, {half, half}), inv_mass}; }

void write_separate_cases(std::ofstream& out) {
    const double huge = 1e308, tiny = std::numeric_limits<double>::denorm_min();
    struct Case { const char* name; double wa, wb; bool hit; };
    const Case cases[] = {
        {"equal_masses", 1, 1, true},           {"object_pushes_player", 0.25, 1, true},
        {"player_pushes_object", 1, 0.25, true}, {"a_static", 0, 1, true},
        {"b_static", 1, 0, true},               {"both_static", 0, 0, true},
        {"hit_false", 1, 1, false},             {"huge_inverse_masses", huge, huge, true},
        {"subnormal_inverse_masses", tiny, tiny, true},
    };
    out << "separate case a_x a_y b_x b_y  (a: 2x2 square at (0, 0); b: at (1.5, 0.25))\n";
    for (const Case& c : cases) {
        Body a = square({0, 0}, 1, c.wa), b = square({1.5, 0.25}, 1, c.wb);
        Hit h = sat_push_out(a.shape, b.shape);
        separate(a, b, {c.hit, h.normal, h.depth});
        out << "separate " << c.name << positions({a, b}) << '\n';
    }
    // What the masses rule would do: weights 4 and 1 are the masses of object_pushes_player.
    Body a = square({0, 0}, 1, 4), b = square({1.5, 0.25}, 1, 1);
    separate(a, b, sat_push_out(a.shape, b.shape));
    double moved = (4 * centroid(a.shape).x + 1 * (centroid(b.shape).x - 1.5)) / 5;
    out << "separate masses_as_weights" << positions({a, b}) << " centre_moved "
        << course::fixed6(moved) << '\n';
    for (double bad : {-1.0, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        Body ok = square({0, 0}, 1, 1), wrong = square({1.5, 0.25}, 1, bad);
        const char* what = "no_exception";
        try { separate(ok, wrong, {false, {0, 0}, 0}); } catch (const std::invalid_argument&) { what = "invalid_argument"; }
        out << "separate inv_mass_" << course::fixed6(bad) << ' ' << what << '\n';
    }
}

void write_resolve_cases(std::ofstream& out) {
    out << "resolve case passes x y of every body\n";
    auto run = [&](const char* name, std::vector<Body> bodies, const Relax& relax, int passes, double slop) {
        int used = relax(bodies, passes, slop);
        out << "resolve " << name << ' ' << used << positions(bodies) << '\n';
    };
    std::vector<Body> reversed = {lesson_column()[2], lesson_column()[1], lesson_column()[0]};
    run("column_one_pass", lesson_column(), resolve, 1, 0);
    run("column_one_pass_jacobi", lesson_column(), relax_jacobi, 1, 0);
    run("column_one_pass_listed_top_down", reversed, resolve, 1, 0);
    run("column_settled", lesson_column(), resolve, 100, kSlop);
    run("column_settled_jacobi", lesson_column(), relax_jacobi, 100, kSlop);
    run("column_to_touching", lesson_column(), resolve, 100, 0);
    run("column_max_passes_0", lesson_column(), resolve, 0, kSlop);
    run("column_slop_above_depth", lesson_column(), resolve, 100, 0.5);
    // A static block sunk into the floor, and a box resting on the floor inside the slop.
    std::vector<Body> statics = {lesson_column()[0], {box_shape({2, 0.25}, {0.5, 0.5}), 0},
                                 {box_shape({-1.5, 0.495}, {0.5, 0.5}), 1}};
    run("two_statics_overlap", statics, resolve, 100, kSlop);
    for (double bad_slop : {-0.01, std::numeric_limits<double>::quiet_NaN()}) {
        std::vector<Body> bodies = lesson_column();
        const char* what = "no_exception";
        try { resolve(bodies, 10, bad_slop); } catch (const std::invalid_argument&) { what = "invalid_argument"; }
        out << "resolve slop_" << course::fixed6(bad_slop) << ' ' << what << positions(bodies) << '\n';
    }
    std::vector<Body> bodies = lesson_column();
    bodies.push_back({box_shape({5, 5}, {1, 1}), -1});   // checked before the column moves
    const char* what = "no_exception";
    try { resolve(bodies, 10, kSlop); } catch (const std::invalid_argument&) { what = "invalid_argument"; }
    out << "resolve negative_inv_mass_last " << what << positions(bodies) << '\n';
}

// A stack of three boxes resting on the floor, kept falling by kFall a frame.
void write_stack(std::ofstream& out, double slop) {
    std::vector<Body> stack = lesson_stack();
    int all_passes = 0, kept[3] = {0, 0, 0};
    const int frames = 30;
    for (int frame = 0; frame < frames; ++frame) {
        fall(stack);
        all_passes += resolve(stack, kFramePasses, slop) == kFramePasses;
        for (std::size_t k = 0; k < 3; ++k) kept[k] += sat_push_out(stack[k].shape, stack[k + 1].shape).hit;
    }
    out << "stack slop " << course::fixed6(slop) << " frames " << frames << " every_pass_used "
        << all_passes << " contact_kept floor-1 " << kept[0] << " 1-2 " << kept[1] << " 2-3 "
        << kept[2] << " top_y " << course::fixed6(centroid(stack[3].shape).y) << '\n';
}

void write_film(std::ofstream& out, const std::string& png) {
    gfx::Canvas film(2 * kPanelWidth, 2 * kPanelHeight);
    const int shown[4] = {0, 13, 26, 39};
    std::vector<Body> bodies = lesson_pile();
    for (int frame = 0, panel = 0; frame < kFrames; ++frame) {
        move_scene(bodies, frame);
        int passes = resolve(bodies, kFramePasses, kSlop);
        out << "frame " << frame << " passes " << passes << " deepest "
            << course::fixed6(deepest_overlap(bodies)) << '\n';
        if (panel < 4 && frame == shown[panel]) {
            std::string label = "frame " + std::to_string(frame) + ", " + std::to_string(passes) + " passes";
            draw_frame(film, kPanelWidth * (panel % 2), kPanelHeight * (panel / 2), bodies, kSlop, label);
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
        std::ofstream out(course::join(dir, "09-resolve.txt"));
        if (!out) throw std::runtime_error("cannot write 09-resolve.txt in " + dir);
        write_separate_cases(out);
        write_resolve_cases(out);
        write_stack(out, 0);
        write_stack(out, kSlop);
        std::vector<double> gs = convergence(resolve, 40), jacobi = convergence(relax_jacobi, 40);
        out << "convergence pass gauss_seidel jacobi  (the lesson's pile, slop 0)\n";
        for (std::size_t k = 0; k < gs.size(); ++k)
            out << "convergence " << k << ' ' << course::fixed6(gs[k]) << ' ' << course::fixed6(jacobi[k]) << '\n';
        for (const auto& method : {std::make_pair("gauss_seidel", Relax(resolve)), std::make_pair("jacobi", Relax(relax_jacobi))}) {
            std::vector<Body> pile = lesson_pile();
            out << "settle " << method.first << " passes " << method.second(pile, 1000, kSlop) << '\n';
        }
        write_film(out, course::join(dir, "09-resolve.png"));
        draw_convergence(gs, jacobi, kSlop).write_png(course::join(dir, "09-convergence.png"));
    });
}
