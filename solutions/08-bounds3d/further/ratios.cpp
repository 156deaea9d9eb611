// Going further, measured: how much larger Ritter's sphere is than the smallest one (Welzl's),
// on the lesson's meshes and on random point clouds, and how much larger aabb_of() of a turned
// box is than the box. `08-bounds3d-ratios` prints the tables of the text (fixed seeds, so the
// same figures every run); `--smoke` runs a few clouds only.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

#include "course_random.hpp"
#include "make_obb.hpp"
#include "random_obb.hpp"  // lesson 07's random_rotation()
#include "scene.hpp"
#include "welzl.hpp"

using namespace collide;

namespace {

const double kPi = 3.14159265358979323846;

Vec3 in_cube(course::Random& rng) {
    return {rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)};
}

Vec3 in_ball(course::Random& rng) {
    for (;;) {
        Vec3 p = in_cube(rng);
        if (length_squared(p) <= 1) return p;
    }
}

Vec3 on_sphere(course::Random& rng) {
    for (;;) {
        Vec3 p = in_cube(rng);
        double n = length(p);
        if (n > 0.1 && n <= 1) return p * (1 / n);
    }
}

Vec3 in_plank(course::Random& rng) {
    return {rng.uniform(-4, 4), rng.uniform(-1, 1), rng.uniform(-1, 1)};
}

Vec3 two_clusters(course::Random& rng) {
    Vec3 p = in_ball(rng) * 0.5;
    return rng.integer(0, 1) ? p + Vec3{2, 1, 0} : p - Vec3{2, 1, 0};
}

struct Cloud {
    const char* name;
    Vec3 (*draw)(course::Random&);
};

struct Stats {
    double sum = 0, max = 0;
    int count = 0;
    void add(double v) {
        sum += v;
        max = std::fmax(max, v);
        ++count;
    }
    double mean() const { return count ? sum / count : 0; }
};

double box_volume(const Aabb3& b) {
    return (b.max.x - b.min.x) * (b.max.y - b.min.y) * (b.max.z - b.min.z);
}

} // namespace

int main(int argc, char** argv) {
    bool smoke = argc > 1 && std::strcmp(argv[1], "--smoke") == 0;
    std::printf("Ritter's radius / the smallest radius (Welzl), on the lesson's meshes:\n\n");
    std::printf("| mesh | points | Ritter | smallest | ratio |\n|---|---|---|---|---|\n");
    for (const Mesh& m : scene_meshes()) {
        Sphere r = bounding_sphere(m.vertices), w = smallest_sphere(m.vertices);
        std::printf("| %s | %zu | %.4f | %.4f | %.4f |\n", m.name.c_str(), m.vertices.size(),
                    r.radius, w.radius, r.radius / w.radius);
    }

    const Cloud clouds[] = {{"uniform in a cube", in_cube},
                            {"uniform in a ball", in_ball},
                            {"on a sphere", on_sphere},
                            {"in a 8 x 2 x 2 plank", in_plank},
                            {"two clusters", two_clusters}};
    const int sizes[] = {10, 100, 1000, 10000};
    const int repeats = smoke ? 2 : 200;
    std::printf(
        "\nOn random clouds, %d clouds of each kind and size (seed 808), radius ratio mean / "
        "max:\n\n",
        repeats);
    std::printf("| points drawn | 10 | 100 | 1,000 | 10,000 |\n|---|---|---|---|---|\n");
    course::Random rng(808);
    for (const Cloud& c : clouds) {
        std::printf("| %s |", c.name);
        for (int n : sizes) {
            if (smoke && n > 1000) {
                std::printf(" - |");
                continue;
            }
            Stats s;
            for (int k = 0; k < repeats; ++k) {
                std::vector<Vec3> points;
                for (int i = 0; i < n; ++i) points.push_back(c.draw(rng));
                s.add(bounding_sphere(points).radius / smallest_sphere(points).radius);
            }
            std::printf(" %.3f / %.3f |", s.mean(), s.max);
        }
        std::printf("\n");
    }

    std::printf(
        "\nThe cost of aabb_of: the volume of the axis-aligned box around a turned box over the\n"
        "box's own volume, %d random rotations (seed 809), mean / max; and the same for its\n"
        "bounding sphere (Ritter's, of the 8 corners):\n\n",
        smoke ? 100 : 100000);
    std::printf("| box (half-extents) | aabb_of / box | sphere / box |\n|---|---|---|\n");
    const Vec3 halves[] = {{1, 1, 1}, {2, 0.5, 0.5}, {1, 1, 0.25}};
    course::Random turns(809);
    for (Vec3 h : halves) {
        Stats box, sphere;
        for (int k = 0; k < (smoke ? 100 : 100000); ++k) {
            Obb b = make_obb({0, 0, 0}, h, random_rotation(turns));
            double own = 8 * h.x * h.y * h.z;
            box.add(box_volume(aabb_of(b)) / own);
            std::vector<Vec3> corners(8);
            obb_corners(b, corners.data());
            double r = bounding_sphere(corners).radius;
            sphere.add(4.0 / 3 * kPi * r * r * r / own);
        }
        std::printf("| %g x %g x %g | %.3f / %.3f | %.3f / %.3f |\n", h.x, h.y, h.z, box.mean(),
                    box.max, sphere.mean(), sphere.max);
    }
    for (const Mesh& m : scene_meshes()) {
        if (!m.is_box) continue;
        Aabb3 b = aabb_of(m.box);
        double own = 8 * m.box.half.x * m.box.half.y * m.box.half.z;
        double r = bounding_sphere(m.vertices).radius;
        std::printf("| the scene's %s | %.3f | %.3f |\n", m.name.c_str(), box_volume(b) / own,
                    4.0 / 3 * kPi * r * r * r / own);
    }
    return 0;
}
