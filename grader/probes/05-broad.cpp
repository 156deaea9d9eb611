// Grader probe for lesson 05: brute_force_pairs() and sort_and_sweep_pairs(). The boxes are
// given as their count, then minx miny maxx maxy for each; the result is the number of pairs,
// the pairs, then the number of checks.
#include "broad.hpp"
#include "probe.hpp"

namespace {
using namespace collide;
using probe::Args;

std::vector<Aabb> boxes(Args& a) {
    std::vector<Aabb> v(a.count());
    for (Aabb& b : v) {
        b.minx = a.num();
        b.miny = a.num();
        b.maxx = a.num();
        b.maxy = a.num();
    }
    return v;
}

std::string scan_text(const PairScan& s) {
    std::string out = std::to_string(s.pairs.size());
    for (const auto& p : s.pairs) out += " " + std::to_string(p.first) + " " + std::to_string(p.second);
    return out + " " + std::to_string(s.checks);
}

std::string call_brute(Args& a) { return scan_text(brute_force_pairs(boxes(a))); }
std::string call_sweep(Args& a) { return scan_text(sort_and_sweep_pairs(boxes(a))); }
} // namespace

int main() {
    return probe::run({{"brute_force_pairs", call_brute}, {"sort_and_sweep_pairs", call_sweep}});
}
