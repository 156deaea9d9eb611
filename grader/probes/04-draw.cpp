// Grader probe for lesson 04: draw_sat_scene().
#include "draw.hpp"
#include "probe.hpp"

namespace {
std::string call_draw(probe::Args&) { return probe::fmt_canvas(collide::draw_sat_scene()); }
} // namespace

int main() { return probe::run({{"draw_sat_scene", call_draw}}); }
