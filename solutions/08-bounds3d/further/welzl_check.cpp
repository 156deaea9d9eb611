// Welzl's sphere is the smallest: it equals the brute-force search of the lesson's tests on
// small random sets, and holds every point of large ones. Exit status 0 when it does.
#include <cmath>
#include <cstdio>

#include "course_random.hpp"
#include "oracles.hpp"
#include "welzl.hpp"

using namespace collide;

int main() {
    course::Random rng(1991);
    int wrong = 0;
    for (int i = 0; i < 2000; ++i) {
        std::vector<Vec3> points;
        int n = static_cast<int>(rng.integer(1, 8));
        for (int k = 0; k < n; ++k)
            points.push_back({rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)});
        Sphere w = smallest_sphere(points), b = course::smallest_sphere_brute_force(points);
        if (std::fabs(w.radius - b.radius) > 1e-9 * (1 + b.radius) ||
            length(w.center - b.center) > 1e-6) {
            if (++wrong <= 5)
                std::printf("set %d: Welzl radius %.17g, brute force %.17g\n", i, w.radius,
                            b.radius);
        }
    }
    for (int n : {1000, 100000}) {
        std::vector<Vec3> points;
        for (int k = 0; k < n; ++k)
            points.push_back({rng.uniform(-1, 1), rng.uniform(-2, 2), rng.uniform(-0.5, 0.5)});
        Sphere w = smallest_sphere(points);
        int outside = 0;
        for (Vec3 p : points) outside += length(p - w.center) > w.radius * (1 + 1e-9);
        Sphere r = bounding_sphere(points);
        std::printf(
            "%d points in a 2 x 4 x 1 box: Welzl radius %.6f, Ritter %.6f, %d points outside "
            "Welzl's\n",
            n, w.radius, r.radius, outside);
        wrong += outside > 0 || w.radius > r.radius * (1 + 1e-12);
    }
    std::printf("2000 small sets against the brute force: %d disagreements or misses\n", wrong);
    return wrong == 0 ? 0 : 1;
}
