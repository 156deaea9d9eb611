"""The `course` command's library: lessons, builds, checks and comparisons.

Standard library only: students should not need pip, and this machine has no PyPI.
"""
