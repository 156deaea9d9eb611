// Given code for lesson 08: the meshes of the picture, and its camera.
#include "scene.hpp"

namespace collide {

Mesh box_mesh(const std::string& name, Vec3 center, Vec3 half, Quat rotation) {
    Mesh m{name, std::vector<Vec3>(8), {}, true, make_obb(center, half, rotation)};
    obb_corners(m.box, m.vertices.data());
    for (const auto& e : kObbEdges) m.edges.push_back({e[0], e[1]});
    return m;
}

Mesh octahedron(const std::string& name, Vec3 c, double s) {
    Mesh m{name,
           {c + Vec3{s, 0, 0}, c + Vec3{-s, 0, 0}, c + Vec3{0, s, 0}, c + Vec3{0, -s, 0},
            c + Vec3{0, 0, s}, c + Vec3{0, 0, -s}},
           {},
           false,
           {}};
    for (int ring : {0, 1, 2, 3}) {  // the four vertices around the middle, and both tips
        m.edges.push_back({ring, 4});
        m.edges.push_back({ring, 5});
    }
    m.edges.insert(m.edges.end(), {{0, 2}, {2, 1}, {1, 3}, {3, 0}});
    return m;
}

Mesh tetrahedron(const std::string& name, Vec3 p0, Vec3 p1, Vec3 p2, Vec3 p3) {
    return {name, {p0, p1, p2, p3}, {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}, false, {}};
}

// [scene]
std::vector<Mesh> scene_meshes() {
    const double pi = 3.14159265358979323846;
    Quat none = {1, 0, 0, 0};
    Quat turn = quat_from_axis_angle({0, 0, 1}, pi / 6);  // 30 degrees about z
    return {
        octahedron("octahedron-low", {-3.6, 0, -0.3}, 1),
        octahedron("octahedron-high", {-1.8, 0, 0.9}, 1),
        box_mesh("cube", {0.4, 0, 0}, {0.7, 0.7, 0.7}, none),
        box_mesh("turned-cube", {2.4, 0, 0}, {0.6, 0.6, 0.6}, turn),
        tetrahedron("tetrahedron", {2.8, -2.9, -0.9}, {4.0, -2.7, -0.9}, {3.4, -1.9, -0.9},
                    {3.4, -2.5, 0.2}),
    };
}
// [end scene]

// [camera]
Camera scene_camera(double cy) { return look_at({0, -10, 4}, {0, 0, 0}, {0, 0, 1}, 240, 128, cy); }
// [end camera]

} // namespace collide
