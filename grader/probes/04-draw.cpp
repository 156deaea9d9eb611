// Grader probe for lesson 04: world_to_screen() and draw_sat_scene().
#include "draw.hpp"
#include "probe.hpp"

namespace {
using probe::Args;

std::string call_world_to_screen(Args& a) {
    collide::Vec2 w{a.num(), a.num()};
    collide::ScreenPoint p = collide::world_to_screen(w);
    return std::to_string(p.x) + " " + std::to_string(p.y);
}

std::string call_draw(Args&) { return probe::fmt_canvas(collide::draw_sat_scene()); }
} // namespace

int main() {
    return probe::run({{"world_to_screen", call_world_to_screen}, {"draw_sat_scene", call_draw}});
}
