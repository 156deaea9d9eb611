// Lesson 11 driver: writes OUT_DIR/11-world.txt (the documented cases, the lab sheet's scene
// step by step with what each layer did, and the bullet with and without its sweep, all by
// your functions) and OUT_DIR/11-world.png (the scene settling, and the two bullets).
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "world_cases.hpp"
#include "driver.hpp"
#include "scene.hpp"
#include "text.hpp"
#include "world_view.hpp"

using namespace collide;
using course::fixed6;
using course::vec_text;

namespace {

const gfx::Rgb kGrey = {110, 110, 110}, kWhite = {255, 255, 255}, kRed = {255, 60, 60},
               kYellow = {255, 220, 60}, kDivider = {60, 60, 60}, kLabel = {200, 200, 200};
constexpr int kPanelWidth = 256, kPanelHeight = 160;
// The steps shown of the lab sheet's scene, and how many the text follows.
const int kShownSteps[4] = {0, 40, 120, 300};
constexpr int kSceneSteps = 300;
constexpr int kBulletSteps = 6;

std::string hit_text(const Hit& h) {
    return std::string("hit=") + (h.hit ? "true" : "false") + "  normal=" + vec_text(h.normal) +
           "  depth=" + fixed6(h.depth);
}

void write_cases(std::ostream& out) {
    for (const CirclePolygonCase& c : circle_polygon_cases())
        out << c.name << "  " << hit_text(circle_polygon_hit(c.centre, c.radius, c.polygon))
            << '\n';
    try {
        circle_polygon_hit({0, 0}, 1, {{0, 0}, {1, 0}});
        out << "two-vertices  throws=none\n";
    } catch (const std::invalid_argument&) {
        out << "two-vertices  throws=invalid_argument\n";
    }
    // shape_hit in both orders: one normal convention, whichever shape comes first.
    Shape circle = {true, {1.5, 0}, 1, {}}, square = {false, {0, 0}, 0, lesson_square()};
    Shape other = {true, {0, 1.5}, 1, {}};
    out << "shape-hit-circle-square  " << hit_text(shape_hit(circle, square)) << '\n';
    out << "shape-hit-square-circle  " << hit_text(shape_hit(square, circle)) << '\n';
    out << "shape-hit-circle-circle  " << hit_text(shape_hit(circle, other)) << '\n';
    out << "bounding-box-circle  box=" << course::box_text(bounding_box(circle)) << '\n';
    out << "bounding-box-square  box=" << course::box_text(bounding_box(square)) << '\n';
}

void draw_world(gfx::Canvas& canvas, int left, int top, const World& world,
                const course::View& view, const std::string& label) {
    gfx::Canvas panel(kPanelWidth, kPanelHeight);   // drawn apart, so nothing spills over
    std::vector<bool> touching(world.bodies.size(), false);
    for (const Contact& c : find_contacts(world.bodies).contacts)
        if (c.i >= 0 && c.j >= 0 && c.i < int(touching.size()) && c.j < int(touching.size()))
            touching[c.i] = touching[c.j] = true;
    for (std::size_t k = 0; k < world.bodies.size(); ++k) {
        const Body& b = world.bodies[k];
        gfx::Rgb colour = b.inv_mass == 0 ? kGrey
                          : b.swept       ? kYellow
                          : touching[k]   ? kRed
                                          : kWhite;
        if (b.shape.is_circle) {
            course::circle(panel, view, b.shape.centre, b.shape.radius, colour);
            continue;
        }
        const Polygon& p = b.shape.vertices;
        for (std::size_t i = 0; i < p.size(); ++i)
            course::segment(panel, view, p[i], p[(i + 1) % p.size()], colour);
    }
    gfx::draw_text(panel, 4, 4, label, kLabel);
    for (int y = 0; y < kPanelHeight; ++y)
        for (int x = 0; x < kPanelWidth; ++x) canvas.set(left + x, top + y, panel.get(x, y));
}

void write_scene(std::ostream& out, gfx::Canvas& film) {
    const course::View view = {128, 84, 9.5, {0, 6}};
    World world = lesson_scene();
    out << scene_row("scene", 0, world.bodies.size(), find_contacts(world.bodies).counts)
        << '\n';
    draw_world(film, 0, 0, world, view, "step 0");
    for (int s = 1, panel = 1; s <= kSceneSteps; ++s) {
        Counts counts = step_world(world, kStep);
        if (s % 10 == 0) out << scene_row("scene", s, world.bodies.size(), counts) << '\n';
        if (panel < 4 && s == kShownSteps[panel]) {
            draw_world(film, kPanelWidth * (panel % 2), kPanelHeight * (panel / 2), world, view,
                       "step " + std::to_string(s));
            ++panel;
        }
    }
    Vec2 lowest = {0, 1e9};
    for (const Body& b : world.bodies)
        if (b.inv_mass > 0 && body_centre(b).y < lowest.y) lowest = body_centre(b);
    out << "scene-end  lowest-centre=" << vec_text(lowest) << '\n';
}

void write_bullet(std::ostream& out, gfx::Canvas& film, bool swept, int left) {
    const course::View view = {128, 130, 28, {-0.5, 0.5}};
    World world = bullet_scene(swept);
    World trail = world;                  // every position the bullet takes, drawn together
    trail.bodies[2].swept = true;
    std::string name = swept ? "bullet-swept" : "bullet-not-swept";
    for (int s = 1; s <= kBulletSteps; ++s) {
        step_world(world, kStep);
        trail.bodies.push_back(world.bodies[2]);
        trail.bodies.back().swept = true;      // drawn yellow, swept or not
        out << body_row(name + "-step-" + std::to_string(s), world.bodies[2]) << '\n';
    }
    draw_world(film, left, 2 * kPanelHeight, trail, view,
               swept ? "bullet, swept: stopped" : "not swept: tunnels");
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& dir) {
        gfx::Canvas film(2 * kPanelWidth, 3 * kPanelHeight);
        course::write_text_file(course::join(dir, "11-world.txt"), [&](std::ostream& out) {
            out << "# 11-world: circle_polygon_hit(c, r, p), shape_hit(a, b), and the lab sheet's "
                   "200 bodies step by step\n";
            write_cases(out);
            write_scene(out, film);
            write_bullet(out, film, true, 0);
            write_bullet(out, film, false, kPanelWidth);
        });
        film.line(kPanelWidth, 0, kPanelWidth, film.height() - 1, kDivider);
        film.line(0, kPanelHeight, film.width() - 1, kPanelHeight, kDivider);
        film.line(0, 2 * kPanelHeight, film.width() - 1, 2 * kPanelHeight, kDivider);
        film.write_png(course::join(dir, "11-world.png"));
    });
}
