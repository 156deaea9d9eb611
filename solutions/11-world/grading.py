"""Lesson 11's grade: circle_polygon_hit, shape_hit, bounding_box, find_contacts and step_world on the
chapter's cases, their hidden cases (hidden.py) and the driver's two files. step answers
through its argument too: the world after the call (every body), after a throw as well, and
the counts. The answers are the reference's, computed at grading time."""

from grader import sketch
from grader.declare import RESULT, boolean, function, helper, hidden, inout, integer, output, \
    real, struct, test, vector
from solutions.common.grading import NEAR_REFERENCE, NEAR_REFERENCE_SIGNED_ZERO, SIGNED_ZERO, \
    Aabb, Hit, Polygon, Vec2

NAN, INF = float("nan"), float("inf")
NZ = -0.0


def _draw_shape(s):
    if s.is_circle:
        return sketch.circle((s.centre.x, s.centre.y), s.radius)
    return sketch.outline([(v.x, v.y) for v in s.vertices])


Shape = struct("Shape", is_circle=boolean, centre=Vec2, radius=real, vertices=Polygon,
               draw=_draw_shape)
Body = struct("Body", shape=Shape, velocity=Vec2, inv_mass=real, swept=boolean,
              draw=lambda b: _draw_shape(b.shape))
Bodies = vector(Body, draw=lambda bodies: [s for b in bodies for s in _draw_shape(b.shape)])
Push = struct("Push", i=integer, j=integer, removed=real)
World = struct("World", bodies=Bodies, gravity=Vec2, passes=integer, slop=real,
               pushes=vector(Push),
               draw=lambda w: [s for b in w.bodies for s in _draw_shape(b.shape)])
Contact = struct("Contact", i=integer, j=integer, hit=Hit)
Counts = struct("Counts", pairs=integer, candidates=integer, contacts=integer)
ContactScan = struct("ContactScan", contacts=vector(Contact), counts=Counts)

# Hit circle_polygon_hit(Vec2 c, double r, const Polygon& p);
circle_polygon_hit = function("circle_polygon_hit", Hit, c=Vec2, r=real, p=Polygon,
                              draw=lambda a: [sketch.circle((a.c.x, a.c.y), a.r),
                                              Polygon.draw(a.p)])
# Hit shape_hit(const Shape& a, const Shape& b);
shape_hit = function("shape_hit", Hit, a=Shape, b=Shape)
# Aabb bounding_box(const Shape& s);
bounding_box = function("bounding_box", Aabb, s=Shape)
# ContactScan find_contacts(const std::vector<Body>& bodies);
find_contacts = function("find_contacts", ContactScan, bodies=Bodies)
# Counts step_world(World& world, double dt);
step_world = function("step_world", Counts, world=inout(World), dt=real)

# The given scenes (lessons/11-world/scene.hpp), evaluated by the reference probe.
lesson_scene = helper("lesson_scene", World)
bullet_scene = helper("bullet_scene", World, swept=boolean)

DT = 1 / 60
SQUARE = [(-1, -1), (1, -1), (1, 1), (-1, 1)]

def circle(cx, cy, r):
    return (True, (cx, cy), r, [])


def poly(vertices):
    return (False, (0, 0), 0, vertices)


def box(x0, y0, x1, y1):
    return poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


def body(shape, inv_mass=1, velocity=(0, 0), swept=False):
    return (shape, velocity, inv_mass, swept)


def world(bodies, gravity=(0, 0), passes=8, slop=0.01, pushes=()):
    return (bodies, gravity, passes, slop, list(pushes))


def shot(speed, swept, wall_left=1):
    """A thin static wall with its left face at wall_left, and a circle of radius 0.25 at
    x = -1 flying right at speed (the tests' shot)."""
    return world([body(box(wall_left, -2, wall_left + 0.1, 2), 0),
                  body(circle(-1, 0, 0.25), 1, (speed, 0), swept)])


# --- circle_polygon_hit ---------------------------------------------------------------------

@test(2, "circle_polygon_hit: beside an edge, touching, the normal from the circle to the "
         "polygon, either winding",
      mistakes=["touching_is_a_hit"])
def _():
    return [circle_polygon_hit((1.5, 0), 1, SQUARE, label="beside-an-edge"),
            circle_polygon_hit((2, 0), 1, SQUARE, label="touching-an-edge"),
            circle_polygon_hit((1, 0), 0, SQUARE, label="point-on-an-edge"),
            circle_polygon_hit((1.5, 0), 1, SQUARE[::-1], label="clockwise-square"),
            circle_polygon_hit((0, -0.5), 0.75, [(-1, 0), (1, 0), (0, 1)],
                               label="below-a-triangle")]


@test(2, "circle_polygon_hit: near a corner, the nearest vertex's axis decides",
      mistakes=["corner_axis_forgotten"])
def _():
    return [circle_polygon_hit((1.8, 1.8), 1, SQUARE, label="near-a-corner-apart"),
            circle_polygon_hit((-1.8, -1.7), 1, SQUARE, label="near-the-opposite-corner-apart"),
            circle_polygon_hit((1.5, 1.5), 1, SQUARE, label="near-a-corner")]


@test(1, "circle_polygon_hit: a centre inside, on an edge, on a vertex, at the middle (ties "
         "to the first edge, +n)",
      mistakes=["minus_on_a_tie"])
def _():
    return [circle_polygon_hit((0.5, 0.25), 0.25, SQUARE, label="centre-inside"),
            circle_polygon_hit((1, 0), 0.5, SQUARE, label="centre-on-an-edge"),
            circle_polygon_hit((1, 1), 0.5, SQUARE, label="centre-on-a-vertex"),
            circle_polygon_hit((0, 0), 0.5, SQUARE, label="equal-centres"),
            circle_polygon_hit((0.5, 0), 0, SQUARE, label="point-inside")]


@test(1, "circle_polygon_hit: degenerate input (two vertices throw; bad radius or coordinate "
         "is no hit; an infinite radius hits)")
def _():
    return [circle_polygon_hit((0, 0), 1, [(0, 0), (1, 0)], label="two-vertices"),
            circle_polygon_hit((0, 0), -1, SQUARE, label="negative-radius"),
            circle_polygon_hit((0, 0), NAN, SQUARE, label="nan-radius"),
            circle_polygon_hit((NAN, 0), 1, SQUARE, label="nan-centre"),
            circle_polygon_hit((0, 0), 1, [(-1, -1), (INF, -1), (1, 1)],
                               label="infinite-vertex"),
            circle_polygon_hit((5, 0), INF, SQUARE, label="infinite-radius"),
            circle_polygon_hit((1.5, 0), 1, [(-1, -1), (1, -1), (1, -1), (1, 1), (-1, 1)],
                               label="repeated-vertex")]


# --- shape_hit and bounding_box ---------------------------------------------------------------

@test(2, "shape_hit: one convention in both orders (circle-polygon, polygon-circle, two "
         "circles, two polygons)",
      mistakes=["normal_flipped_polygon_first"])
def _():
    c, s = circle(1.5, 0, 1), poly(SQUARE)
    return [shape_hit(c, s, label="circle first"),
            shape_hit(s, c, label="polygon first"),
            shape_hit(circle(0.25, -1.75, 1), s, label="circle below, first"),
            shape_hit(s, circle(0.25, -1.75, 1), label="circle below, second"),
            shape_hit(circle(0, 0, 1), circle(1.5, 0, 1), label="two circles"),
            shape_hit(box(-1, -1, 1, 1), box(0.5, -1, 2.5, 1), label="two boxes")]


@test(1, "bounding_box: a circle, a polygon, and invalid shapes (four NaNs)",
      mistakes=["invalid_shape_boxed"])
def _():
    return [bounding_box(circle(1.5, 0, 1), label="a circle"),
            bounding_box(poly([(0, 0), (2, -1), (3, 4)]), label="a triangle"),
            bounding_box(circle(0, 0, -1), label="a negative radius"),
            bounding_box(circle(0, 0, INF), label="an infinite radius"),
            bounding_box(poly([(0, 0), (1, 0)]), label="two vertices"),
            bounding_box(poly([(0, 0), (1, 0), (INF, 1)]), label="an infinite vertex")]


# --- find_contacts --------------------------------------------------------------------------

@test(2, "find_contacts: the three counts, contacts sorted by (i, j), normals from i to j",
      mistakes=["contacts_unsorted", "corner_axis_forgotten", "normal_flipped_polygon_first"])
def _():
    layers = [body(poly(SQUARE)), body(circle(1.8, 1.8, 1)), body(circle(0, 1.5, 1)),
              body(box(10, 10, 11, 11))]
    right_to_left = [body(circle(2.75, 0, 1.8)), body(box(0.5, -1, 2.5, 1)),
                     body(circle(0, 0, 1))]
    return [find_contacts(layers, label="a corner's near miss among three layers"),
            find_contacts(right_to_left, label="listed right to left")]


@test(1, "find_contacts: touching boxes are candidates; empty and one-body worlds; invalid "
         "shapes pair with nothing but count among the pairs",
      mistakes=["touching_boxes_dropped", "invalid_shape_boxed", "valid_bodies_paired"])
def _():
    return [find_contacts([body(box(0, 0, 1, 1)), body(box(1, 0, 2, 1))],
                          label="two boxes sharing an edge"),
            find_contacts([body(circle(0, 0, 1)), body(circle(2, 2, 1))],
                          label="two circles whose boxes touch at a corner"),
            find_contacts([], label="no bodies"),
            find_contacts([body(circle(0, 0, 1))], label="one body"),
            find_contacts([body(circle(0, 0, 1)), body(circle(0, 0, NAN)),
                           body(poly([(0, 0), (1, 0)])), body(circle(0, 0, INF)),
                           body(circle(0.5, 0, 1))], label="invalid shapes among valid ones"),
            find_contacts([body(box(0, 0, 2, 1), 0), body(box(1, 0, 3, 1), 0)],
                          label="two static boxes: a contact")]


@test(1, "find_contacts: the pairs possible of 50,000 bodies, more than an int holds",
      mistakes=["pair_count_in_int"])
def _():
    row = [body(circle(3.0 * k, 0, 1)) for k in range(50000)]
    return [find_contacts(row, label="50,000 circles in a row, apart"),
            find_contacts(row[:3], label="control: three of them")]


@test(1, "step_world: the lab sheet's scene at rest (dt 0: 19,900 pairs, 2 candidates) and its "
         "first step", fields=[RESULT], mistakes=["touching_boxes_dropped"])
def _():
    return [step_world(lesson_scene(), 0, label="the scene, dt 0"),
            step_world(lesson_scene(), DT, label="the scene, one step")]


# --- step -----------------------------------------------------------------------------------

@test(2, "step_world: move, then find the contacts, then resolve (half the slop left) and remove "
         "the closing velocity; dt = 0 still resolves",
      mistakes=["contacts_before_motion", "full_slop_pushed_out", "velocities_kept",
                "depth_not_updated"])
def _():
    return [step_world(world([body(circle(0, 0, 1), 0), body(circle(2.5, 0, 1), 1, (-60, 0))]), DT,
                 label="a circle moving 0.5 into a static one"),
            step_world(world([body(box(-1, -1, 1, 1), 1), body(box(0.5, -1, 2.5, 1), 3)], slop=0.1),
                 0, label="inverse masses 1 and 3 share the push"),
            step_world(world([body(circle(0, 0, 1), 1, (2, 0)), body(circle(1.9, 0, 1), 1, (-2, 0))]),
                 0, label="two circles closing: their closing speed removed"),
            step_world(world([body(circle(0, 0, 1), 0), body(circle(1.5, 0, 1), 1, (7, 1))], (0, -10)),
                 0, label="dt 0: nothing moves, the overlap is still resolved")]


# The wall's push turns the corner contact's axis: a step that asks shape_hit for the normals
# again after the pushes leaves the circle closing on the corner along the normal it was found
# with. Many rules meet in this case, so it names no mistakes of its own.
@test(1, "step_world: the velocities use the normals found with the contacts")
def _():
    return [step_world(world([body(box(-2, -2, 0, 0), 0), body(circle(0.5, 0.3, 1), 1, (-3, -2)),
                              body(box(1.2, -2, 3, 2), 0)], passes=100), 0,
                       label="a circle in a box's corner, pushed by a wall beside it"),
            step_world(world([body(box(-2, -2, 0, 0), 0), body(circle(0.5, 0.3, 1), 1)],
                             passes=100), 0, label="control: the circle at rest, no wall")]


# The wall is a circle and the ball rests in it, with slop 0 and one pass: the check then
# depends on the static rule alone (not on shape_hit's order, the slop left, the depths kept
# up to date over passes or the velocity response).
@test(1, "step_world: a static body never moves (not by its velocity, not by a push)",
      mistakes=["static_body_moved"])
def _():
    wall = body(circle(0, 0, 1), 0, (5, 5))
    ball = body(circle(-1.2, -1.2, 1), 1)
    return [step_world(world([wall, ball], passes=1, slop=0), DT, label="the wall first"),
            step_world(world([ball, wall], passes=1, slop=0), DT, label="the wall second")]


# The same at -0.0: a push of zero would make it +0.0 (the chapter's precision aside).
@test(1, "step_world: a static body keeps every bit, not moved even by a push of zero (-0.0 "
         "stays)", tolerance=SIGNED_ZERO, tier="precision",
      mistakes=["static_body_moved", "static_body_pushed_by_zero"])
def _():
    wall = body(circle(NZ, NZ, 1), 0, (5, 5))
    ball = body(circle(-1.2, -1.2, 1), 1)
    return [step_world(world([wall, ball], passes=1, slop=0), DT, label="the -0.0 wall first"),
            step_world(world([ball, wall], passes=1, slop=0), DT, label="the -0.0 wall second")]


@test(1, "step_world: push shares that do not overflow (two bodies of inverse mass 1e308)",
      tier="precision", mistakes=["shares_overflow", "full_slop_pushed_out"])
def _():
    return [step_world(world([body(box(-1, -1, 1, 1), 1e308), body(box(0.5, -1, 2.5, 1), 1e308)],
                             passes=1), 0, label="0.5 deep: half the push to each"),
            step_world(world([body(box(-1, -1, 1, 1), 1), body(box(0.5, -1, 2.5, 1), 1)],
                             passes=1), 0, label="control: inverse masses 1")]


# The sweep's rules are about where a body ends and how fast: only the world is compared (the
# counts have checks of their own).
@test(2, "step_world: a swept body stops at the first static wall; without the sweep it "
         "tunnels; a moving body is no wall", fields=["world"],
      mistakes=["swept_body_not_swept", "swept_against_moving", "touching_is_a_hit"])
def _():
    moving_wall = shot(240, True)
    moving_wall[0][0] = body(box(1, -2, 1.1, 2), 1)
    two_walls = shot(240, True, 2)
    two_walls[0].append(body(box(1, -2, 1.1, 2), 0))
    plank = body(poly([(-5, -5), (-4.95, -5.05), (5.05, 4.95), (5, 5)]), 0)
    return [step_world(shot(240, True), DT, label="a swept body at a thin wall"),
            step_world(shot(240, False), DT, label="the same shot, not swept: it tunnels"),
            step_world(moving_wall, DT, label="the wall a moving body: the swept body passes"),
            step_world(two_walls, DT, label="two walls: it stops at the first"),
            step_world(world([plank, body(circle(0.6, -0.6, 0.25), 1, (-84.85, 84.85), True)]),
                       DT, label="a slanted plank whose box holds the swept circle")]


@test(1, "step_world: a swept body at each edge of the step (touching at the start, at the very "
         "end, out of reach, moving away)", fields=["world"],
      mistakes=["swept_body_not_swept", "swept_against_moving", "touching_is_a_hit"])
def _():
    return [step_world(shot(240, True, -0.75), DT, label="touching at t = 0, moving in"),
            step_world(shot(60, True, 0.25), DT, label="touching at t = 1"),
            step_world(shot(60, True, 0.5), DT, label="out of reach: control"),
            step_world(shot(-240, True, 0.5), DT, label="moving away")]


@test(1, "step_world: bad arguments throw before anything changes; empty and one-body worlds "
         "(the one body falls after it has moved)",
      mistakes=["checked_while_moving", "negative_dt_accepted", "static_velocity_unchecked",
                "gravity_unchecked", "pushes_unchecked", "gravity_before_motion"])
def _():
    good = [body(circle(0, 0, 1), 0), body(circle(1.5, 0, 1), 1, (1, 1))]
    out = [step_world(world(good, (0, -10)), dt, label=f"dt {dt}") for dt in (-DT, NAN, INF)]
    out += [step_world(world(good, (0, -10), passes=-1), DT, label="passes -1"),
            step_world(world(good, (0, -10), slop=NAN), DT, label="slop NaN"),
            step_world(world(good, (0, NAN)), DT, label="gravity NaN"),
            step_world(world(good, (0, -10), pushes=[(0, 1, NAN)]), DT, label="a NaN push"),
            step_world(world(good + [body(circle(9, 9, 1), 0, (INF, 0))], (0, -10)), DT,
                       label="a static body's infinite velocity")]
    for last in (body(circle(9, 9, 1), -1), body(circle(9, 9, 1), 1, (NAN, 0)),
                 body(circle(9, 9, -1)), body(poly([(9, 9), (10, 9)]))):
        out.append(step_world(world(good + [last], (0, -10)), DT, label="a bad last body"))
    return out + [step_world(world([], (0, -10)), DT, label="no bodies"),
                  step_world(world([body(circle(0, 0, 1))], (0, -10)), DT, label="one body falls")]


@test(1, "step_world: the bullet's scene, swept and not (gravity after the motion)",
      fields=["world"],
      mistakes=["swept_body_not_swept", "swept_against_moving", "gravity_before_motion",
                "touching_is_a_hit"])
def _():
    return [step_world(bullet_scene(True), 3 * DT, label="swept, a triple step"),
            step_world(bullet_scene(False), 3 * DT, label="not swept, a triple step")]


# --- hidden cases (hidden.py) ---------------------------------------------------------------

hidden(1, "circle_polygon_hit: hidden edge cases", "circle_polygon_edges")
hidden(1, "circle_polygon_hit: hidden cases at the ends of the double range",
       "circle_polygon_precision", tier="precision")
hidden(2, "circle_polygon_hit: random pairs (hidden seed)", "random_circle_polygon",
       tolerance=NEAR_REFERENCE)
hidden(1, "shape_hit: random pairs in both orders (hidden seed)", "random_collide",
       tolerance=NEAR_REFERENCE)
hidden(2, "find_contacts: random worlds (hidden seed)", "random_worlds",
       tolerance=NEAR_REFERENCE)
hidden(2, "step_world: random worlds, several steps' worth (hidden seed)", "random_steps",
       tolerance=NEAR_REFERENCE_SIGNED_ZERO)

output(1, "11-world.txt")
output(1, "11-world.png")
