// What sweeping every moving body would cost (the chapter's "Swept bodies"): the chapter's
// scene widened to n bodies as the benchmark widens it, settled 120 steps; then, from that
// snapshot, the sweeps alone (every moving body's first_touch against every static body) for
// 60 steps' worth, and 60 steps with no body swept against 60 with every moving body swept,
// alternated five times in one process. CPU time (std::clock), medians. NOTES.md gives the
// command. Not part of the build: a measurement, kept with the figures it made.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include "course_random.hpp"
#include "pieces.hpp"
#include "scene.hpp"
#include "../bench/wide_scene.hpp"

using namespace collide;

namespace {

double ms_since(std::clock_t start, int steps) {
    return double(std::clock() - start) / CLOCKS_PER_SEC / steps * 1e3;
}

// Milliseconds of CPU time a step, over @p steps steps from @p w.
double stepping(World w, bool swept, int steps) {
    for (Body& b : w.bodies) b.swept = swept && b.inv_mass > 0;
    std::clock_t start = std::clock();
    for (int s = 0; s < steps; ++s) step_world(w, kStep);
    return ms_since(start, steps);
}

} // namespace

int main() {
    const int kSteps = 60;
    for (int n : {200, 2000}) {
        World w = wide_scene(n);
        for (int s = 0; s < 120; ++s) step_world(w, kStep);
        int touches = 0;
        std::clock_t start = std::clock();
        for (int s = 0; s < kSteps; ++s)
            for (const Body& b : w.bodies)
                for (const Body& wall : w.bodies)
                    if (b.inv_mass > 0 && wall.inv_mass == 0)
                        touches += first_touch(wall.shape, b.shape, b.velocity * kStep).hit;
        double sweeps = ms_since(start, kSteps);
        std::vector<double> plain, swept;
        for (int r = 0; r < 5; ++r) {
            plain.push_back(stepping(w, false, kSteps));
            swept.push_back(stepping(w, true, kSteps));
        }
        std::sort(plain.begin(), plain.end());
        std::sort(swept.begin(), swept.end());
        std::printf("%d bodies: the sweeps alone %.3f ms a step (%d touches); step_world %.3f ms "
                    "with no body swept, %.3f ms with every moving body swept: %.2f times\n",
                    n, sweeps, touches, plain[2], swept[2], swept[2] / plain[2]);
    }
}
