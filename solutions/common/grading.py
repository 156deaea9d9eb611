"""The course's shared types, declared once for every lesson's grading (lessons/common/*.hpp
and gfx/canvas.hpp): how each is written on a probe's stdin, printed back, compared and drawn.

A lesson's grading.py imports what it needs: `from solutions.common.grading import Vec2, Hit`.
"""

from grader import sketch
from grader.declare import Tolerance, array, digest, integer, opaque, real, struct, vector, boolean

# A random case against the reference: a correct answer is a few roundings from it.
NEAR_REFERENCE = Tolerance(abs=1e-9, rel=1e-9)
# A static body is never written to: its -0.0 coordinates must come back with their sign (a
# static body moved by zero turns -0.0 into +0.0 on some axes).
SIGNED_ZERO = Tolerance(signed_zero=True)
NEAR_REFERENCE_SIGNED_ZERO = Tolerance(abs=1e-9, rel=1e-9, signed_zero=True)

Vec2 = struct("Vec2", x=real, y=real)
Vec3 = struct("Vec3", x=real, y=real, z=real)
Aabb = struct("Aabb", minx=real, miny=real, maxx=real, maxy=real,
              draw=lambda b: sketch.outline([(b.minx, b.miny), (b.maxx, b.miny),
                                             (b.maxx, b.maxy), (b.minx, b.maxy)]))
Polygon = vector(Vec2, draw=lambda p: sketch.outline([(v.x, v.y) for v in p]))
# The push-out of the second shape, drawn from its centre: the normal times the depth.
Hit = struct("Hit", hit=boolean, normal=Vec2, depth=real,
             draw=lambda h, at: sketch.push(at.anchor, (h.normal.x, h.normal.y), h.depth)
             if h.hit else [])
# A rotation as a unit quaternion (lessons/07-obb/make_obb.hpp), the argument of make_obb().
Quat = struct("Quat", w=real, x=real, y=real, z=real)
# Lesson 07's oriented box (lessons/07-obb/obb.hpp), which lesson 08 bounds with aabb_of.
Obb = struct("Obb", center=Vec3, axis=array(Vec3, 3), half=Vec3,
             draw=lambda b: sketch.wire((b.center.x, b.center.y, b.center.z),
                                        [(a.x, a.y, a.z) for a in b.axis],
                                        (b.half.x, b.half.y, b.half.z)))
Picture = opaque("Picture", "gfx::Canvas", width=integer, height=integer, pixels=digest)
