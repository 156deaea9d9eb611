"""The course's grader: trusted grading of untrusted submissions (see grader/README.md)."""
