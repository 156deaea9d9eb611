// Lesson 07, reference solution: the separating axis test in a's frame, 4 axes in 2D, 15 in 3D.
#include "obb.hpp"
#include "make_obb.hpp"

#include <cmath>

namespace collide {

// [obb2-overlap]
bool obb2_overlap(const Obb2& a, const Obb2& b) {
    const Vec2 d = b.center - a.center;
    const Vec2 axes[4] = {a.axis[0], a.axis[1], b.axis[0], b.axis[1]};
    for (Vec2 L : axes) {
        double ra = a.half.x * std::fabs(dot(a.axis[0], L)) +
                    a.half.y * std::fabs(dot(a.axis[1], L));
        double rb = b.half.x * std::fabs(dot(b.axis[0], L)) +
                    b.half.y * std::fabs(dot(b.axis[1], L));
        // A filter: touching counts as overlap. Written as "not at most" so that a NaN, which
        // fails every comparison, separates: a broken rectangle overlaps nothing.
        if (!(std::fabs(dot(d, L)) <= ra + rb)) return false;
    }
    return true;
}
// [end obb2-overlap]

namespace {

// [frame]
// b seen from a. Row i of R (with t[i]) is all that a's face axis i needs, so the frame is
// filled one row at a time and a test that stops at a0 never computes the other rows. Each
// entry is still computed once; every axis test below is a few multiply-adds on these.
struct Frame {
    double R[3][3];     // R[i][j] = ai . bj: b's axes written in a's frame
    double absR[3][3];  // |R[i][j]|, used by every projected radius
    double t[3];        // d = b.center - a.center written in a's frame
    double ha[3];       // a's half-extents
    double hb[3];       // b's half-extents
    Vec3 d;             // d in world coordinates, until every t[i] is filled
};

// `inline` here and below is a hint: without it g++ -O2 keeps some helpers as calls, and the
// test, which is a few multiply-adds per axis, pays for the calls (measured in the text).
inline Frame start_frame(const Obb& a, const Obb& b) {
    Frame f;
    f.d = b.center - a.center;
    f.ha[0] = a.half.x; f.ha[1] = a.half.y; f.ha[2] = a.half.z;
    f.hb[0] = b.half.x; f.hb[1] = b.half.y; f.hb[2] = b.half.z;
    return f;
}

inline void fill_row(Frame& f, const Obb& a, const Obb& b, int i) {
    for (int j = 0; j < 3; ++j) {
        f.R[i][j] = dot(a.axis[i], b.axis[j]);
        f.absR[i][j] = std::fabs(f.R[i][j]);
    }
    f.t[i] = dot(f.d, a.axis[i]);
}
// [end frame]

// [axis-tests]
// One candidate axis L: the centre distance d . L (signed) and ra + rb, both measured on L
// as it comes (an edge axis ai x bj has length sqrt(1 - Rij^2), not 1).
struct Projection {
    double dist;
    double radius;
};

// L = ai.
inline Projection face_a(const Frame& f, int i) {
    return {f.t[i],
            f.ha[i] + f.hb[0] * f.absR[i][0] + f.hb[1] * f.absR[i][1] + f.hb[2] * f.absR[i][2]};
}

// L = bj.
inline Projection face_b(const Frame& f, int j) {
    return {f.t[0] * f.R[0][j] + f.t[1] * f.R[1][j] + f.t[2] * f.R[2][j],
            f.ha[0] * f.absR[0][j] + f.ha[1] * f.absR[1][j] + f.ha[2] * f.absR[2][j] + f.hb[j]};
}

// L = ai x bj. In a's frame, ai = e_i and bj = column j of R; i1, i2 (j1, j2) are the two
// other indices in cyclic order, so e_i x e_i1 = e_i2.
inline Projection edge(const Frame& f, int i, int j) {
    int i1 = (i + 1) % 3, i2 = (i + 2) % 3, j1 = (j + 1) % 3, j2 = (j + 2) % 3;
    return {f.t[i2] * f.R[i1][j] - f.t[i1] * f.R[i2][j],
            f.ha[i1] * f.absR[i2][j] + f.ha[i2] * f.absR[i1][j] +
                f.hb[j1] * f.absR[i][j2] + f.hb[j2] * f.absR[i][j1]};
}

// |ai x bj|^2 = 1 - Rij^2: the parallel test costs one multiply, no cross product.
inline double edge_length_squared(const Frame& f, int i, int j) {
    return 1 - f.R[i][j] * f.R[i][j];
}

inline bool edges_parallel(const Frame& f, int i, int j) {
    return edge_length_squared(f, i, j) < kParallelEpsilon * kParallelEpsilon;
}

// Scaling L scales both sides alike, so both tests hold on the raw edge axis. Each is written
// as "not" the overlap, so that a NaN, which fails every comparison, separates.
// obb_hit: touching is no hit (a push of 0 resolves nothing).
inline bool separates(Projection p) { return !(std::fabs(p.dist) < p.radius); }

// obb_overlap, a filter: touching counts as overlap, so only a gap separates.
inline bool gap(Projection p) { return !(std::fabs(p.dist) <= p.radius); }

inline bool edge_gap(const Frame& f, int i, int j) {
    return !edges_parallel(f, i, j) && gap(edge(f, i, j));
}
// [end axis-tests]

// [least]
// The axis of least overlap so far; a later axis must be strictly less to win (ties: lower).
struct Least {
    int axis = -1;
    double depth = 0;

    void consider(Projection p, double length, int k) {
        double depth_k = (p.radius - std::fabs(p.dist)) / length;
        if (axis < 0 || depth_k < depth) {
            axis = k;
            depth = depth_k;
        }
    }
};
// [end least]

// No hit, found on axis k: the one result that carries data, so a function, not a kNoHit.
ObbHit no_hit(int k) { return {false, {0, 0, 0}, 0, k}; }

} // namespace

// [obb-hit]
ObbHit obb_hit(const Obb& a, const Obb& b) {
    Frame f = start_frame(a, b);
    Least least;
    for (int i = 0; i < 3; ++i) {
        fill_row(f, a, b, i);
        Projection p = face_a(f, i);
        if (separates(p)) return no_hit(i);
        least.consider(p, 1, i);
    }
    for (int j = 0; j < 3; ++j) {
        Projection p = face_b(f, j);
        if (separates(p)) return no_hit(3 + j);
        least.consider(p, 1, 3 + j);
    }
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            if (edges_parallel(f, i, j)) continue;  // the face axes already cover it
            Projection p = edge(f, i, j);
            if (separates(p)) return no_hit(6 + 3 * i + j);
            least.consider(p, std::sqrt(edge_length_squared(f, i, j)), 6 + 3 * i + j);
        }
    }
    Vec3 axis = candidate_axis(a, b, least.axis);  // given, in make_obb.hpp: world, any length
    Vec3 L = normalized(axis);
    // Signed in world terms, from a towards b (+L when d . L is 0): the frame's d . L of an
    // edge axis assumes a right-handed a, and a mirrored box is the same box.
    Vec3 normal = dot(f.d, axis) < 0 ? -L : L;
    return {true, normal, least.depth, least.axis};
}
// [end obb-hit]

// [obb-overlap]
// The same axes with no depth to keep, and the filter's touching rule. After a's face axes,
// the other twelve are written out in the order of the table, so every index is a constant
// the compiler folds away: this is the function an OBB tree calls millions of times.
bool obb_overlap(const Obb& a, const Obb& b) {
    Frame f = start_frame(a, b);
    for (int i = 0; i < 3; ++i) {
        fill_row(f, a, b, i);
        if (gap(face_a(f, i))) return false;
    }
    return !(gap(face_b(f, 0)) || gap(face_b(f, 1)) || gap(face_b(f, 2)) ||
             edge_gap(f, 0, 0) || edge_gap(f, 0, 1) || edge_gap(f, 0, 2) ||
             edge_gap(f, 1, 0) || edge_gap(f, 1, 1) || edge_gap(f, 1, 2) ||
             edge_gap(f, 2, 0) || edge_gap(f, 2, 1) || edge_gap(f, 2, 2));
}
// [end obb-overlap]

} // namespace collide
