"""Editor friendliness: compile_commands.json at the top of the course.

CMake writes BUILD/compile_commands.json (CMAKE_EXPORT_COMPILE_COMMANDS); clangd and VS Code's
C++ extension look for it in the folder they open and its parents, not in build/. So after
configuring, `./course` links it from the course root (a symlink, so it follows every later
CMake run). A regular file the user put there is left alone. The link is git-ignored.
"""

import os

NAME = "compile_commands.json"


def link_compile_commands(root, build_dir):
    """Points ROOT/compile_commands.json at BUILD's; returns the link's path or ""."""
    target = os.path.join(build_dir, NAME)
    link = os.path.join(root, NAME)
    if not os.path.isfile(target):
        return ""
    if os.path.lexists(link) and not os.path.islink(link):
        return ""                      # the user's own file
    inside = os.path.abspath(target).startswith(os.path.abspath(root) + os.sep)
    wanted = os.path.relpath(target, root) if inside else os.path.abspath(target)
    if os.path.islink(link) and os.readlink(link) == wanted:
        return link
    try:
        tmp = link + ".tmp"
        if os.path.lexists(tmp):
            os.remove(tmp)
        os.symlink(wanted, tmp)
        os.replace(tmp, link)
    except OSError:
        return ""                      # a file system without symlinks: nothing to do
    return link
