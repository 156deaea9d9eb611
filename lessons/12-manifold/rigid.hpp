/// @file rigid.hpp
/// @brief Given code of lesson 12: a small rigid-body step with rotation, to show what the
/// manifold's points are for. Boxes move and turn; every step asks a manifold function where
/// each pair touches and turns each point into an impulse with a lever arm (sequential
/// impulses, as box2d-lite's Arbiter and World do).
///
/// The step takes the manifold as a function, so that one scene runs twice: with
/// polygon_manifold (up to two points) and with deepest_point_only(polygon_manifold) (one).
#pragma once

#include <functional>
#include <vector>

#include "manifold.hpp"
#include "polygon.hpp"
#include "vec2.hpp"

namespace collide {
/// @addtogroup api_12
/// @{

/// A rectangle that moves and turns. A static box (the ground) has inverse mass and inverse
/// inertia 0: impulses do not move it.
struct RigidBox {
    Vec2 position{0, 0};          ///< its centre
    double angle = 0;             ///< radians, counter-clockwise from its start
    Vec2 velocity{0, 0};          ///< of its centre, units per second
    double angular_velocity = 0;  ///< radians per second, counter-clockwise
    Vec2 half{0.5, 0.5};          ///< half its width and height, along its own axes
    double inv_mass = 0;          ///< 1 / mass; 0 for a static box
    double inv_inertia = 0;       ///< 1 / moment of inertia about its centre; 0 for a static box
};

/// A box of @p mass (> 0) and uniform density: inertia mass (w^2 + h^2) / 12.
RigidBox dynamic_box(Vec2 position, Vec2 half, double mass);
/// A box that never moves.
RigidBox static_box(Vec2 position, Vec2 half);
/// Its four corners, counter-clockwise, starting from the lower left one before turning.
Polygon corners(const RigidBox& box);

/// Where two polygons touch: polygon_manifold, or a function with its signature.
using ManifoldFunction = std::function<Manifold(const Polygon&, const Polygon&)>;

/// How much deeper the second point of a manifold must be than the first for
/// deepest_point_only to keep it: a box lying flat has two points equally deep, and two right
/// manifolds may differ there in the last bit; either keeps the first point.
constexpr double kDeeperBy = 1e-9;

/// @p full's manifold with one point left: the deepest (the second only when it is deeper than
/// the first by more than kDeeperBy). Count, normal and the kept point's depth and id are
/// @p full's.
ManifoldFunction deepest_point_only(ManifoldFunction full);

/// One contact point as the solver keeps it from one step to the next.
struct SolverPoint {
    ContactId id;                 ///< matched with last step's points (warm starting)
    Vec2 point{0, 0};             ///< where the impulse acts (halfway between the surfaces)
    double depth = 0;             ///< the manifold's depth
    Vec2 arm_a{0, 0};             ///< from box a's centre to the point (its lever arm)
    Vec2 arm_b{0, 0};             ///< from box b's centre to the point
    double normal_mass = 0;       ///< 1 / (what a unit impulse along the normal changes
    double tangent_mass = 0;      ///<     the approach speed by); the same along the tangent
    double bias = 0;              ///< the speed of separation that corrects the depth
    double normal_impulse = 0;    ///< accumulated this step (and warm started), >= 0
    double tangent_impulse = 0;   ///< accumulated, within +-friction * normal_impulse
};

/// The contact of one pair of boxes: its normal (from box a towards box b) and points.
struct Arbiter {
    int a = 0;            ///< one box's index
    int b = 0;            ///< the other's, a < b
    Vec2 normal{0, 0};    ///< the manifold's normal
    int count = 0;        ///< its points, 1 or 2
    SolverPoint points[2];  ///< the first `count` are the contact's points
};

/// Boxes, the manifold function and the solver's settings.
struct RigidWorld {
    std::vector<RigidBox> boxes;     ///< every box; an index names a box
    ManifoldFunction manifold;       ///< asked once per pair per step
    Vec2 gravity{0, -10};            ///< acceleration of every moving box, units per second squared
    int iterations = 10;             ///< passes over all contacts per step
    double friction = 0.6;           ///< Coulomb: |tangent impulse| <= friction * normal one
    bool warm_starting = true;       ///< start each point from last step's impulses
    std::vector<Arbiter> arbiters;   ///< the contacts of the last step
};

/// How far a penetration is allowed before it is corrected (the slop): box2d-lite's value.
constexpr double kAllowedPenetration = 0.01;
/// The share of the rest of a penetration corrected per step (Baumgarte's factor):
/// box2d-lite's value.
constexpr double kBiasFactor = 0.2;
/// A point of the last step with another id but within this distance of a new point is taken
/// for the same contact (warm starting).
constexpr double kWarmStartReach = 0.05;

/// One step of @p dt seconds: find the contacts (each pair's manifold), add gravity to the
/// velocities, solve the contacts' impulses, then move and turn every box.
void rigid_step(RigidWorld& world, double dt);

/// Ground on top of y = 0 (40 wide), and @p count unit boxes of mass 1 standing on it in a
/// column centred on x = 0, each resting on the one below (touching, depth 0).
RigidWorld box_stack(ManifoldFunction manifold, int count = 10);
/// Ground as box_stack's, and unit boxes of mass 1 in rows of @p base, base - 1, ..., 1, each
/// row's boxes 0.25 apart and centred over the gaps of the row below.
RigidWorld box_pyramid(ManifoldFunction manifold, int base = 6);

/// @}
} // namespace collide
