"""The course's shared types, declared once for every lesson's grading (lessons/common/*.hpp
and gfx/canvas.hpp): how each is written on a probe's stdin, printed back, compared and drawn.

A lesson's grading.py imports what it needs: `from solutions.common.grading import Vec2, Hit`.
"""

from grader import sketch
from grader.declare import digest, integer, opaque, real, struct, vector, boolean

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
Picture = opaque("Picture", "gfx::Canvas", width=integer, height=integer, pixels=digest)
