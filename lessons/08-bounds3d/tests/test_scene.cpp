// The picture's scene, with your functions: the pairs where the box and the sphere disagree.
#include "bounds_checks.hpp"
#include "scene.hpp"

using namespace collide;

namespace {

const Mesh& mesh(const std::vector<Mesh>& meshes, const std::string& name) {
    for (const Mesh& m : meshes)
        if (m.name == name) return m;
    FAIL("no mesh named " << name);
    return meshes.front();
}

Aabb3 box_around(const Mesh& m) { return m.is_box ? aabb_of(m.box) : bounding_aabb(m.vertices); }

} // namespace

TEST_CASE("the scene: the octahedra's boxes overlap, their spheres do not",
          "[reread:The picture]") {
    std::vector<Mesh> meshes = scene_meshes();
    const Mesh &low = mesh(meshes, "octahedron-low"), &high = mesh(meshes, "octahedron-high");
    INFO("boxes " << course::describe(box_around(low)) << " and "
                  << course::describe(box_around(high)));
    CHECK(aabb3_overlap(box_around(low), box_around(high)));
    INFO("spheres " << course::describe(bounding_sphere(low.vertices)) << " and "
                    << course::describe(bounding_sphere(high.vertices)));
    CHECK_FALSE(sphere_hit(bounding_sphere(low.vertices), bounding_sphere(high.vertices)).hit);
}

TEST_CASE("the scene: the two cubes' spheres hit, their boxes do not", "[reread:The picture]") {
    std::vector<Mesh> meshes = scene_meshes();
    const Mesh &cube = mesh(meshes, "cube"), &turned = mesh(meshes, "turned-cube");
    INFO("boxes " << course::describe(box_around(cube)) << " and "
                  << course::describe(box_around(turned)));
    CHECK_FALSE(aabb3_overlap(box_around(cube), box_around(turned)));
    INFO("spheres " << course::describe(bounding_sphere(cube.vertices)) << " and "
                    << course::describe(bounding_sphere(turned.vertices)));
    CHECK(sphere_hit(bounding_sphere(cube.vertices), bounding_sphere(turned.vertices)).hit);
}
