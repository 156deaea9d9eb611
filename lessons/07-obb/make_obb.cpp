// Given code for lesson 07: boxes from rotations, and their corners.
#include "make_obb.hpp"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace collide {

namespace {

bool finite(Vec3 v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

[[noreturn]] void reject(const std::string& what) {
    throw std::invalid_argument("make_obb: " + what);
}

} // namespace

Quat quat_from_axis_angle(Vec3 axis, double radians) {
    double len = length(axis);
    if (!(len > 0) || !std::isfinite(len) || !std::isfinite(radians))
        throw std::invalid_argument("quat_from_axis_angle: the axis must be finite and non-zero");
    Vec3 u = axis * (1.0 / len);
    double s = std::sin(radians / 2);
    return {std::cos(radians / 2), s * u.x, s * u.y, s * u.z};
}

Quat quat_mul(Quat q2, Quat q1) {
    return {q2.w * q1.w - q2.x * q1.x - q2.y * q1.y - q2.z * q1.z,
            q2.w * q1.x + q2.x * q1.w + q2.y * q1.z - q2.z * q1.y,
            q2.w * q1.y - q2.x * q1.z + q2.y * q1.w + q2.z * q1.x,
            q2.w * q1.z + q2.x * q1.y - q2.y * q1.x + q2.z * q1.w};
}

Obb make_obb(Vec3 center, Vec3 half, Quat q) {
    if (!finite(center)) reject("the centre is not finite");
    const double h[3] = {half.x, half.y, half.z};
    for (int k = 0; k < 3; ++k) {
        if (!std::isfinite(h[k]) || h[k] < 0) {
            std::ostringstream msg;
            msg << "half-extent " << "xyz"[k] << " is " << h[k] << "; it must be finite and >= 0";
            reject(msg.str());
        }
    }
    double n = std::sqrt(q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z);
    if (!(n > 0) || !std::isfinite(n)) reject("the quaternion is zero or not finite");
    double w = q.w / n, x = q.x / n, y = q.y / n, z = q.z / n;
    // The columns of the rotation matrix of a unit quaternion.
    Obb box;
    box.center = center;
    box.half = half;
    box.axis[0] = {1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)};
    box.axis[1] = {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)};
    box.axis[2] = {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)};
    return box;
}

void obb_corners(const Obb& box, Vec3 corners[8]) {
    for (int k = 0; k < 8; ++k) {
        double sx = (k & 1) ? 1 : -1, sy = (k & 2) ? 1 : -1, sz = (k & 4) ? 1 : -1;
        corners[k] = box.center + box.axis[0] * (sx * box.half.x) +
                     box.axis[1] * (sy * box.half.y) + box.axis[2] * (sz * box.half.z);
    }
}

Vec3 candidate_axis(const Obb& a, const Obb& b, int k) {
    if (k < 0 || k >= kAxisCount) return {0, 0, 0};
    if (k < 3) return a.axis[k];
    if (k < 6) return b.axis[k - 3];
    return cross(a.axis[(k - 6) / 3], b.axis[(k - 6) % 3]);
}

const int kObbEdges[12][2] = {
    {0, 1}, {2, 3}, {4, 5}, {6, 7},  // along axis[0]
    {0, 2}, {1, 3}, {4, 6}, {5, 7},  // along axis[1]
    {0, 4}, {1, 5}, {2, 6}, {3, 7},  // along axis[2]
};

} // namespace collide
