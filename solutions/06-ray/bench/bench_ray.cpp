// Lesson 06, going further: ray-box tests per second for ray_aabb() (divisions and branches)
// and ray_aabb_branchless() (one division per ray, none per box). Both are compiled in their
// own files and called out of line, so the comparison is of the tests, not of inlining.
//
//   06-ray-bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include "bench_smoke.hpp"

#include <cmath>
#include <vector>

#include "course_random.hpp"
#include "further/ray_branchless.hpp"

using collide::Aabb;
using collide::Vec2;

namespace {

struct Ray {
    Vec2 o;
    Vec2 d;
};

const int kBoxes = 1024;
const int kRays = 256;

// Boxes of side 0.5 to 4 scattered over a 100 x 100 world; rays from anywhere in it, in every
// direction, one in eight along an axis (a zero component: ray_aabb's other branch).
struct Scene {
    std::vector<Aabb> boxes;
    std::vector<Ray> rays;
    Scene() {
        course::Random rng(6);
        for (int i = 0; i < kBoxes; ++i) {
            double x = rng.uniform(-50, 50), y = rng.uniform(-50, 50);
            boxes.push_back({x, y, x + rng.uniform(0.5, 4), y + rng.uniform(0.5, 4)});
        }
        for (int i = 0; i < kRays; ++i) {
            double angle = rng.uniform(0, 6.283185307179586);
            Vec2 d = {std::cos(angle), std::sin(angle)};
            if (i % 8 == 0) d = {i % 16 == 0 ? 1.0 : 0.0, i % 16 == 0 ? 0.0 : -1.0};
            rays.push_back({{rng.uniform(-50, 50), rng.uniform(-50, 50)}, d});
        }
    }
};

const Scene& scene() {
    static const Scene s;
    return s;
}

void finish(benchmark::State& state, long long hits) {
    state.SetItemsProcessed(state.iterations() * kRays * kBoxes);   // ray-box tests
    state.counters["hits per pass"] = static_cast<double>(hits) / state.iterations();
}

void BM_ray_aabb(benchmark::State& state) {
    const Scene& s = scene();
    long long hits = 0;
    for (auto _ : state)
        for (const Ray& r : s.rays)
            for (const Aabb& b : s.boxes) {
                collide::RayHit h = collide::ray_aabb(r.o, r.d, b);
                benchmark::DoNotOptimize(h);
                hits += h.hit;
            }
    finish(state, hits);
}
BENCHMARK(BM_ray_aabb);

void BM_branchless(benchmark::State& state) {
    const Scene& s = scene();
    long long hits = 0;
    for (auto _ : state)
        for (const Ray& r : s.rays) {
            collide::PreparedRay p = collide::prepare_ray(r.o, r.d);   // once per ray
            for (const Aabb& b : s.boxes) {
                collide::RayHit h = collide::ray_aabb_branchless(p, b);
                benchmark::DoNotOptimize(h);
                hits += h.hit;
            }
        }
    finish(state, hits);
}
BENCHMARK(BM_branchless);

void BM_branchless_prepared_per_box(benchmark::State& state) {
    const Scene& s = scene();
    long long hits = 0;
    for (auto _ : state)
        for (const Ray& r : s.rays)
            for (const Aabb& b : s.boxes) {
                collide::RayHit h = collide::ray_aabb_branchless(collide::prepare_ray(r.o, r.d), b);
                benchmark::DoNotOptimize(h);
                hits += h.hit;
            }
    finish(state, hits);
}
BENCHMARK(BM_branchless_prepared_per_box);

} // namespace

COURSE_BENCHMARK_MAIN()
