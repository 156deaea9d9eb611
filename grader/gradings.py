"""Each lesson's grading, found from the lessons themselves: the lessons are the lessons/NN-*
folders (course.lessons), and a lesson's grading is solutions/NN-name/grading.py (its
functions and checks) with solutions/NN-name/hidden.py (its hidden cases), loaded by path.
Adding a lesson touches no file of the grader.

The weight of each tier of checks (declare.tier_weights) is declared once for the course, in
solutions/common/grading.py (`TIER_WEIGHTS = tier_weights(precision=0.5)`); without it, the
defaults (declare.DEFAULT_TIER_WEIGHTS). A check's points as loaded are already weighted."""

import importlib
import os
import sys
import types
from dataclasses import dataclass, field

from course.lessons import all_lessons

from . import declare


@dataclass
class LessonGrading:
    id: str
    dir: str                                      # lessons/NN-name
    checks: list = field(default_factory=list)
    functions: dict = field(default_factory=dict)  # name -> declare.Function (helpers too)
    hidden: object = None                         # the hidden.py module, or None
    module: object = None

    def function(self, name):
        return self.functions.get(name)

    def headers(self):
        """The lesson's headers, which the probe includes (its API and its given code)."""
        return sorted(f for f in os.listdir(self.dir) if f.endswith(".hpp"))


class NotLoaded(Exception):
    """A lesson's grading could not be loaded: the reason, in words."""


_cache = {}


def grading_file(lesson):
    return os.path.join(lesson.solution_dir, "grading.py")


def load(lesson):
    """The LessonGrading of @p lesson, or None when it has no solutions/NN-name/grading.py;
    raises NotLoaded when the file is there but cannot be loaded."""
    path = grading_file(lesson)
    if not os.path.isfile(path):
        return None
    key = os.path.realpath(path)
    if key in _cache:
        return _cache[key]
    root = os.path.realpath(lesson.root)
    if root not in [os.path.realpath(p) for p in sys.path]:
        sys.path.insert(0, root)          # `from solutions.common.grading import Vec2`
    package = "grading_" + lesson.id.replace("-", "_")
    pkg = types.ModuleType(package)
    pkg.__path__ = [lesson.solution_dir]
    sys.modules[package] = pkg
    decls = declare.Declarations(lesson.id)
    declare.collecting(decls)
    try:
        module = importlib.import_module(f"{package}.grading")
        if os.path.isfile(os.path.join(lesson.solution_dir, "hidden.py")):
            decls.hidden = importlib.import_module(f"{package}.hidden")
        weights = course_weights(root)
    except Exception as e:  # noqa: BLE001  (an author's file: said, never a traceback)
        raise NotLoaded(f"solutions/{lesson.id}/grading.py cannot be loaded: {e!r}") from e
    finally:
        declare.collecting(None)
    declare.weigh(decls.checks, weights)
    grading = LessonGrading(lesson.id, lesson.dir, decls.checks,
                            {f.name: f for f in vars(module).values()
                             if isinstance(f, declare.Function)},
                            decls.hidden, module)
    _cache[key] = grading
    return grading


COMMON_GRADING = "solutions.common.grading"


def course_weights(root):
    """The tiers' weights: solutions/common/grading.py's TIER_WEIGHTS (a {Tier: weight} made by
    declare.tier_weights), or the defaults when it has none (or there is no such file)."""
    if not os.path.isfile(os.path.join(root, "solutions", "common", "grading.py")):
        return dict(declare.DEFAULT_TIER_WEIGHTS)
    module = importlib.import_module(COMMON_GRADING)
    weights = getattr(module, "TIER_WEIGHTS", None)
    if weights is None:
        return dict(declare.DEFAULT_TIER_WEIGHTS)
    if not isinstance(weights, dict) or set(weights) - set(declare.Tier):
        raise ValueError("solutions/common/grading.py: TIER_WEIGHTS is not tier_weights(...)")
    return {**declare.DEFAULT_TIER_WEIGHTS, **weights}


def load_all(root, ids=None):
    """{lesson id: LessonGrading} of the written lessons that have a grading (all of them, or
    @p ids), in lesson order, and {lesson id: why} for those whose grading cannot be loaded."""
    out, problems = {}, {}
    for lesson in all_lessons(root):
        if not lesson.exists or (ids is not None and lesson.id not in ids):
            continue
        try:
            g = load(lesson)
        except NotLoaded as e:
            problems[lesson.id] = str(e)
            continue
        if g is not None:
            out[lesson.id] = g
    return out, problems
