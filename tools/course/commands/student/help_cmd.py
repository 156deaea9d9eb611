"""`./course help`."""

from ...cli import make_parser


def register(sub):
    p = sub.add_parser("help", help="this list")
    p.set_defaults(run=lambda args: make_parser().print_help())
