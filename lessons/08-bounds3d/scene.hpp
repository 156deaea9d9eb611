/// @file scene.hpp
/// @brief Given code: the meshes of lesson 08's picture, and its camera. Not the exercise.
#pragma once

#include <string>
#include <vector>

#include "camera.hpp"
#include "make_obb.hpp"

namespace collide {
/// @addtogroup api_08
/// @{

/// A small triangle mesh, kept as what the picture needs: its vertices and its edges.
struct Mesh {
    std::string name;                        ///< short name, as in 08-bounds3d.txt
    std::vector<Vec3> vertices;              ///< the points the volumes are built from
    std::vector<std::pair<int, int>> edges;  ///< pairs of vertex numbers, drawn grey
    bool is_box;                             ///< true for a box made with make_obb()
    Obb box;                                 ///< that box, when is_box (its corners: vertices)
};

/// A box mesh: the 8 corners of make_obb(center, half, rotation) and its 12 edges.
Mesh box_mesh(const std::string& name, Vec3 center, Vec3 half, Quat rotation);

/// The regular octahedron with vertices center +- size along x, y and z, and its 12 edges.
Mesh octahedron(const std::string& name, Vec3 center, double size);

/// The tetrahedron with the given four vertices, and its 6 edges.
Mesh tetrahedron(const std::string& name, Vec3 p0, Vec3 p1, Vec3 p2, Vec3 p3);

/// The picture's meshes, in the order they are listed and drawn.
std::vector<Mesh> scene_meshes();

/// The picture's camera for a panel whose centre pixel is (128, @p cy): see the lesson text.
Camera scene_camera(double cy);

/// @}

} // namespace collide
