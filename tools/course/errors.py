"""The one exception type the command turns into a message and exit status 2."""


class UsageError(Exception):
    """A mistake by the user: unknown lesson, unknown subcommand, missing file."""
