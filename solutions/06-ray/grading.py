"""Lesson 06's grade: ray_aabb on the chapter's rays, its hidden cases (hidden.py) and the
driver's files. The precision tier holds the directions so short that t overflows (the chapter's
Precision aside); a direction component of -0 is core: it is the lesson's zero component."""

from grader import sketch
from grader.declare import boolean, function, hidden, output, real, struct, test
from solutions.common.grading import Aabb, Vec2

NAN, INF = float("nan"), float("inf")


def _hit_point(r, at):
    """Where the ray meets the box: o + t d, marked with a cross."""
    if not r.hit:
        return []
    o, d, box = at.args.o, at.args.d, at.args.box
    span = max(box.maxx - box.minx, box.maxy - box.miny, 1.0)
    p = (o.x + d.x * r.t, o.y + d.y * r.t)
    return sketch.segment((o.x, o.y), p) + sketch.cross(p, 0.05 * span)


RayHit = struct("RayHit", hit=boolean, t=real, draw=_hit_point)


def _ray_and_box(a):
    span = max(a.box.maxx - a.box.minx, a.box.maxy - a.box.miny, 1.0)
    return [Aabb.draw(a.box), sketch.ray((a.o.x, a.o.y), (a.d.x, a.d.y), 3 * span)]


ray_aabb = function("ray_aabb", RayHit, o=Vec2, d=Vec2, box=Aabb, draw=_ray_and_box)
BOX = (-1, -1, 1, 1)
R = 0.7071067811865476


@test(1, "ray_aabb: the five rays of the lesson")
def _():
    return [ray_aabb((-3, 0), (1, 0), BOX, label="r1"),
            ray_aabb((-3, 3), (1, 0), BOX, label="r2"),
            ray_aabb((0, 0), (1, 0), BOX, label="r3"),
            ray_aabb((-3, -3), (R, R), BOX, label="r4"),
            ray_aabb((3, 0), (1, 0), BOX, label="r5")]


@test(1, "ray_aabb: a zero direction component")
def _():
    return [ray_aabb((0, -3), (0, 1), BOX, label="straight-up-through-the-box"),
            ray_aabb((2, -3), (0, 1), BOX, label="straight-up-beside-the-box"),
            ray_aabb((1, -3), (0, 1), BOX, label="along-the-boxs-right-side")]


@test(1, "ray_aabb: d = (0,0) hits only from inside")
def _():
    return [ray_aabb((0.5, 0), (0, 0), BOX, label="inside"),
            ray_aabb((3, 0), (0, 0), BOX, label="outside")]


@test(1, "ray_aabb: t is in units of d")
def _():
    return [ray_aabb((-3, 0), (2, 0), BOX, label="d-twice-as-long-t-1"),
            ray_aabb((0, 5), (0, -0.5), BOX, label="downwards-short-d")]


@test(1, "ray_aabb: a t beyond the largest double is a miss (subnormal directions)",
      tier="precision")
def _():
    return [ray_aabb((-3, 0), (1e-320, 0), BOX, label="t-beyond-dbl-max-a-miss"),
            ray_aabb((-3, -5), (1e-320, 4e-320), BOX,
                     label="a-tiny-d-beside-the-box-both-slabs-overflow-a-miss"),
            # The control: a direction as tiny whose t stays finite is still a hit, which a
            # placeholder that always misses fails.
            ray_aabb((-3, 0), (1e-300, 0), BOX, label="control-a-tiny-d-with-a-finite-t-hits")]


@test(1, "ray_aabb: NaN or infinity anywhere, or an inverted box, is a miss")
def _():
    return [ray_aabb((NAN, 0), (1, 0), BOX, label="nan-origin"),
            ray_aabb((-3, 0), (1, NAN), BOX, label="nan-direction"),
            ray_aabb((-3, 0), (1, 0), (-1, NAN, 1, 1), label="nan-box"),
            ray_aabb((-3, 0.5), (1, 0), BOX, label="control-no-nan-a-hit"),
            ray_aabb((-3, 0), (INF, 0), BOX, label="infinite-direction"),
            ray_aabb((0, -3), (0, 1), (1, -1, -1, 1), label="an-inverted-box-min-above-max"),
            ray_aabb((-3, 0), (1, 0), (1, -1, -1, 1), label="an-inverted-box-crossed")]


@test(1, "ray_aabb: a direction component of -0 is a zero component too")
def _():
    return [ray_aabb((0, -3), (-0.0, 1), BOX, label="up-x-component-minus-0"),
            ray_aabb((0, 3), (-0.0, -1), BOX, label="down-x-component-minus-0"),
            ray_aabb((-3, 0), (1, -0.0), BOX, label="right-y-component-minus-0")]


hidden(1, "ray_aabb: hidden edge cases", "edges")
hidden(1, "ray_aabb: hidden cases at the ends of the double range", "edges_precision",
       tier="precision")
hidden(1, "ray_aabb: random rays (hidden seed)", "random")

output(1, "06-ray.txt")
output(1, "06-ray.png")
