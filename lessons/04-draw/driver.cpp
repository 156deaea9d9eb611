// Lesson 04 driver: writes OUT_DIR/04-sat.txt, the pixel world_to_screen() gives each corner
// of the scene's squares and the two ends of the push-out vector (scene.hpp), one row each, and
// OUT_DIR/04-sat.png from draw_sat_scene().
#include "draw.hpp"
#include "driver.hpp"
#include "scene.hpp"

#include <ostream>
#include <string>

namespace {

void write_table(std::ostream& out) {
    out << "# 04-draw: world_to_screen(p), sx = 128 + 40 x and sy = 128 - 40 y rounded; the"
           " push-out vector runs from B's centroid\n";
    const collide::Polygon a = collide::scene_square({0, 0});
    const collide::Polygon b = collide::scene_square({1.5, 0.5});
    for (size_t i = 0; i < a.size(); ++i)
        out << collide::point_row("a" + std::to_string(i), a[i]) << "\n";
    for (size_t i = 0; i < b.size(); ++i)
        out << collide::point_row("b" + std::to_string(i), b[i]) << "\n";
    out << collide::push_out_row("push-out", a, b) << "\n";
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        course::write_text_file(course::join(out, "04-sat.txt"), write_table);
        collide::draw_sat_scene().write_png(course::join(out, "04-sat.png"));
    });
}
