"""`./course help`."""

from ...cli import make_parser
from ...language import COURSE

_ = COURSE.gettext


def register(sub):
    p = sub.add_parser("help", help=_("this list"))
    p.set_defaults(run=lambda args: make_parser().print_help())
