// An extra file: the grader takes only the course's file names, so this never compiles.
#error "the grader must not compile extra files"
