// Grader probe for lesson 06: ray_aabb().
#include "probe.hpp"
#include "ray.hpp"

namespace {
using namespace collide;
using probe::Args;

std::string call_ray_aabb(Args& a) {
    Vec2 o{a.num(), a.num()};
    Vec2 d{a.num(), a.num()};
    Aabb box;
    box.minx = a.num();
    box.miny = a.num();
    box.maxx = a.num();
    box.maxy = a.num();
    RayHit r = ray_aabb(o, d, box);
    return probe::fmt_bool(r.hit) + " " + probe::fmt(r.t);
}
} // namespace

int main() { return probe::run({{"ray_aabb", call_ray_aabb}}); }
