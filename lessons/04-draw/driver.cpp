// Lesson 04 driver: writes OUT_DIR/04-sat.png from draw_sat_scene().
#include "draw.hpp"
#include "driver.hpp"

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        collide::draw_sat_scene().write_png(course::join(out, "04-sat.png"));
    });
}
