"""Talking with a run through its pipes: the grader writes a child's input and reads its
stdout and stderr as they come, keeping the first bytes and dropping the rest, so a flood
never blocks the child and costs the grader neither memory nor disk (sandbox.Box.run)."""

import os
import selectors
import subprocess
import time


def text(data, dropped):
    """What a child printed, as text, saying where it was cut."""
    out = bytes(data).decode("utf-8", errors="replace")
    if dropped:
        out += f"\n[output cut at {len(data)} bytes]"
    return out


class _Exchange:
    """The state of one exchange: the pipes, what is kept of each, what is left to write."""

    def __init__(self, proc, data, cut):
        self.proc, self.cut = proc, cut
        self.kept = {proc.stdout.fileno(): bytearray(), proc.stderr.fileno(): bytearray()}
        self.dropped = dict.fromkeys(self.kept, 0)
        self.sel = selectors.DefaultSelector()
        for fd in self.kept:
            os.set_blocking(fd, False)
            self.sel.register(fd, selectors.EVENT_READ)
        self.stdin, self.pending = proc.stdin.fileno(), memoryview(data)
        os.set_blocking(self.stdin, False)
        if self.pending:
            self.sel.register(self.stdin, selectors.EVENT_WRITE)
        else:
            proc.stdin.close()       # the end of the input: a probe reads calls until it
        try:
            self.ended = os.pidfd_open(proc.pid)
            self.sel.register(self.ended, selectors.EVENT_READ)
        except (AttributeError, OSError):
            self.ended = None        # no pidfd: poll (Popen.wait polls too)

    def drain(self, fd):
        """Reads what @p fd holds now; False at its end."""
        while True:
            try:
                chunk = os.read(fd, 1 << 16)
            except BlockingIOError:
                return True
            if not chunk:
                return False
            room = max(self.cut - len(self.kept[fd]), 0)
            self.kept[fd] += chunk[:room]
            self.dropped[fd] += len(chunk) - min(room, len(chunk))

    def write(self):
        try:
            self.pending = self.pending[os.write(self.stdin, self.pending[:1 << 16]):]
        except BlockingIOError:
            return
        except BrokenPipeError:          # the child stopped reading it
            self.pending = self.pending[:0]
        if not self.pending:
            self.sel.unregister(self.stdin)
            self.proc.stdin.close()

    def open_outputs(self):
        return any(fd in self.sel.get_map() for fd in self.kept)

    def step(self, left):
        """Waits at most @p left seconds for something to do, does it; True once the run has
        ended (what is in the pipes then is read, and no more)."""
        over = False
        for key, _ in self.sel.select(left if self.ended is not None else min(left, 0.05)):
            if key.fd == self.ended:
                over = True
            elif key.fd == self.stdin:
                self.write()
            elif not self.drain(key.fd):
                self.sel.unregister(key.fd)
        if over or (self.ended is None and self.proc.poll() is not None):
            for fd in self.kept:
                if fd in self.sel.get_map():
                    self.drain(fd)
            return True
        return False

    def close(self):
        self.sel.close()
        if self.ended is not None:
            os.close(self.ended)

    def result(self):
        out, err = self.proc.stdout.fileno(), self.proc.stderr.fileno()
        return (self.kept[out], self.dropped[out]), (self.kept[err], self.dropped[err])


def exchange(proc, data, seconds, cut):
    """Writes @p data to @p proc's stdin and reads its stdout and stderr until it ends;
    returns ((stdout, bytes dropped), (stderr, bytes dropped)), each kept to @p cut bytes.
    Raises subprocess.TimeoutExpired after @p seconds. Once the launcher has ended (and with it
    every process of the run), what is in the pipes is read and no more: a process that
    escaped the run (without the jail) may hold them open."""
    ex = _Exchange(proc, data, cut)
    deadline = time.monotonic() + seconds
    try:
        while ex.open_outputs() or proc.poll() is None:
            left = deadline - time.monotonic()
            if left <= 0:
                raise subprocess.TimeoutExpired(proc.args, seconds)
            if ex.step(left):
                break
    finally:
        ex.close()
    return ex.result()
