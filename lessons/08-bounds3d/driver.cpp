// Lesson 08 driver: writes OUT_DIR/08-bounds3d.txt (every documented case) and
// OUT_DIR/08-scene.png (the scene's meshes in their boxes, top, and in their spheres, bottom,
// red where a volume collides with another of its kind).
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bounds3d.hpp"
#include "bounds3d_cases.hpp"
#include "camera.hpp"
#include "driver.hpp"
#include "scene.hpp"

using namespace collide;

namespace {

const gfx::Rgb kWhite = {255, 255, 255};
const gfx::Rgb kRed = {255, 60, 60};
const gfx::Rgb kGrey = {110, 110, 110};
const gfx::Rgb kDivider = {60, 60, 60};

std::string text(Vec3 v) {
    return "(" + course::fixed6(v.x) + ", " + course::fixed6(v.y) + ", " + course::fixed6(v.z) +
           ")";
}
std::string text(const Aabb3& b) { return "min=" + text(b.min) + " max=" + text(b.max); }
std::string text(const Sphere& s) {
    return "center=" + text(s.center) + " radius=" + course::fixed6(s.radius);
}
std::string text(const Hit3& h) {
    return std::string("hit=") + (h.hit ? "true" : "false") + "  normal=" + text(h.normal) +
           "  depth=" + course::fixed6(h.depth);
}

// bounding_aabb() and bounding_sphere() throw on bad input: the row then says so.
template <class Build>
std::string built(Build build) {
    try {
        return build();
    } catch (const std::invalid_argument& e) {
        return std::string("throws invalid_argument (") + e.what() + ")";
    }
}

// [volumes]
// The volumes the picture draws: the box around each mesh (aabb_of() for a box mesh, which is
// exactly the box around its corners, bounding_aabb() of the vertices otherwise) and its sphere.
Aabb3 box_around(const Mesh& m) { return m.is_box ? aabb_of(m.box) : bounding_aabb(m.vertices); }
Sphere sphere_around(const Mesh& m) { return bounding_sphere(m.vertices); }
// [end volumes]

void write_text(std::ostream& out, const std::vector<Mesh>& meshes) {
    out << "# 08-bounds3d: boxes are min=(x, y, z) max=(x, y, z); normals push the second shape "
           "out\n";
    for (const BoxPairCase& c : box_pair_cases())
        out << "aabb3_overlap " << c.name << "  " << (aabb3_overlap(c.a, c.b) ? "overlap" : "apart")
            << "\n";
    for (const SpherePairCase& c : sphere_pair_cases())
        out << "sphere_hit " << c.name << "  " << text(sphere_hit(c.a, c.b)) << "\n";
    for (const PointBoxCase& c : closest_point_cases())
        out << "closest_point " << c.name << "  " << text(closest_point(c.box, c.p)) << "\n";
    for (const SphereBoxCase& c : sphere_box_cases())
        out << "sphere_aabb_hit " << c.name << "  " << text(sphere_aabb_hit(c.box, c.sphere))
            << "\n";
    for (const ObbCase8& c : aabb_of_cases())
        out << "aabb_of " << c.name << "  " << text(aabb_of(c.box)) << "\n";
    for (const PointsCase& c : points_cases()) {
        out << "bounding_aabb " << c.name << "  "
            << built([&] { return text(bounding_aabb(c.points)); }) << "\n";
        out << "bounding_sphere " << c.name << "  "
            << built([&] { return text(bounding_sphere(c.points)); }) << "\n";
    }
    std::vector<Aabb3> boxes;
    std::vector<Sphere> spheres;
    for (const Mesh& m : meshes) {
        boxes.push_back(box_around(m));
        spheres.push_back(sphere_around(m));
        out << "scene " << m.name << "  box " << text(boxes.back()) << "\n";
        out << "scene " << m.name << "  sphere " << text(spheres.back()) << "\n";
    }
    for (size_t i = 0; i < meshes.size(); ++i) {
        for (size_t j = i + 1; j < meshes.size(); ++j) {
            bool boxes_meet = aabb3_overlap(boxes[i], boxes[j]);
            bool spheres_meet = sphere_hit(spheres[i], spheres[j]).hit;
            out << "scene " << meshes[i].name << " & " << meshes[j].name << "  boxes "
                << (boxes_meet ? "overlap" : "apart") << "  spheres "
                << (spheres_meet ? "hit" : "apart") << "\n";
        }
    }
}

// [picture]
// One panel: every mesh in grey, then every volume, red when it collides with another volume
// of its kind, white otherwise.
template <class Volume, class Collide, class Draw>
void draw_panel(gfx::Canvas& canvas, const Camera& camera, const std::vector<Mesh>& meshes,
                const std::vector<Volume>& volumes, Collide collide, Draw draw) {
    for (const Mesh& m : meshes)
        for (auto e : m.edges)
            draw_segment(canvas, camera, m.vertices[e.first], m.vertices[e.second], kGrey);
    for (size_t i = 0; i < volumes.size(); ++i) {
        bool red = false;
        for (size_t j = 0; j < volumes.size(); ++j)
            red = red || (i != j && collide(volumes[i], volumes[j]));
        draw(canvas, camera, volumes[i], red ? kRed : kWhite);
    }
}
// [end picture]

// Copies @p panel into @p canvas with its top-left pixel at row @p top.
void paste(gfx::Canvas& canvas, const gfx::Canvas& panel, int top) {
    for (int y = 0; y < panel.height(); ++y)
        for (int x = 0; x < panel.width(); ++x) canvas.set(x, top + y, panel.get(x, y));
}

void write_picture(const std::string& path, const std::vector<Mesh>& meshes) {
    std::vector<Aabb3> boxes;
    std::vector<Sphere> spheres;
    for (const Mesh& m : meshes) {
        boxes.push_back(box_around(m));
        spheres.push_back(sphere_around(m));
    }
    // Each panel is drawn on a canvas of its own, 256 x 128, so that nothing spills over.
    gfx::Canvas top(256, 128), bottom(256, 127);
    draw_panel(
        top, scene_camera(64), meshes, boxes,
        [](const Aabb3& a, const Aabb3& b) { return aabb3_overlap(a, b); },
        [](gfx::Canvas& c, const Camera& cam, const Aabb3& b, gfx::Rgb col) {
            draw_box(c, cam, b.min, b.max, col);
        });
    draw_panel(
        bottom, scene_camera(63), meshes, spheres,
        [](const Sphere& a, const Sphere& b) { return sphere_hit(a, b).hit; },
        [](gfx::Canvas& c, const Camera& cam, const Sphere& s, gfx::Rgb col) {
            draw_sphere(c, cam, s.center, s.radius, col);
        });
    gfx::Canvas canvas(256, 256);
    paste(canvas, top, 0);
    canvas.line(0, 128, 255, 128, kDivider);
    paste(canvas, bottom, 129);
    canvas.write_png(path);
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& out) {
        std::vector<Mesh> meshes = scene_meshes();
        course::write_text_file(course::join(out, "08-bounds3d.txt"),
                                [&](std::ostream& file) { write_text(file, meshes); });
        write_picture(course::join(out, "08-scene.png"), meshes);
    });
}
