"""`./course grade`, `./course grade-class` and `./course gradescope`: the grader (grader/).

The course command never imports the grader (the grader imports the course's modules): these
commands are listed here, and `./course` hands each, with its arguments, to
`python3 -m grader` (course.cli.main).
"""

import os
import signal
import subprocess
import sys

from ...language import COURSE, N_
from ...lessons import ROOT

_ = COURSE.gettext

COMMANDS = ("grade", "grade-class", "gradescope")
_HELP = {"grade": N_("grade a submission: function checks and output files, with points "
                     "(instructors; students may try it too)"),
         "grade-class": N_("grade one submission per sub-folder into a CSV"),
         "gradescope": N_("write the Gradescope autograder bundle (a zip)")}


def available(root=ROOT):
    return os.path.isfile(os.path.join(root, "grader", "__main__.py"))


def run(argv, root=ROOT):
    """Runs the grader's own command line on @p argv (its first word one of COMMANDS)."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [os.path.join(root, "tools"), root] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    child = subprocess.Popen([sys.executable, "-m", "grader", *argv], cwd=root, env=env)
    # SIGTERM or SIGINT sent to this command alone goes to the grader too, which then removes
    # its boxes and its session's folder before it stops (grader/session.py).
    forward = lambda signum, frame: child.send_signal(signum)  # noqa: E731
    previous = {sig: signal.signal(sig, forward) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        status = child.wait()           # the handler runs, and the wait goes on (PEP 475)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 128 - status if status < 0 else status


def register(sub):
    if not available():
        return   # a copy of the course without the grader
    for name in COMMANDS:
        p = sub.add_parser(name, help=_(_HELP[name]), add_help=False)
        p.set_defaults(run=lambda args: 2)   # never reached: course.cli.main hands them over
