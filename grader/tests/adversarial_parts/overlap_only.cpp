// (grader/tests/adversarial_parts/overlap_only.cpp, written in by adversarial_one.materialize)
// Lesson 01's overlap() as the reference has it, and penetration() as the starter does: a
// hostile submission with this earns exactly the overlap checks, whatever else it does.
namespace {

bool valid_box(const collide::Aabb& b) {
    return !std::isnan(b.minx) && !std::isnan(b.miny) && !std::isnan(b.maxx) &&
           !std::isnan(b.maxy) && b.minx <= b.maxx && b.miny <= b.maxy;
}

} // namespace

namespace collide {

bool overlap(const Aabb& a, const Aabb& b) {
    if (!valid_box(a) || !valid_box(b)) return false;
    return !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}

Vec2 penetration(const Aabb&, const Aabb&) { return {0, 0}; }

} // namespace collide
