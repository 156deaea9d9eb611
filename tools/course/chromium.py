"""Headless Chromium driven through the DevTools protocol over a pipe, standard library only.

    with Browser() as browser:            # raises BrowserMissing when there is no Chromium
        page = browser.page(width=400, height=800)
        page.open("file:///.../index.html")
        value = page.evaluate("document.title")
        page.screenshot("shot.png")

Chromium is started with --remote-debugging-pipe: it reads JSON commands, each ended by a NUL
byte, from file descriptor 3 and writes answers and events the same way to descriptor 4. One
browser serves every page; each page is a target attached in "flat" mode, so a command names
its page by session id. The browser runs with a fresh profile in a temporary folder and
without sandbox, GPU, network services or first-run screens (it runs as root in CI).
"""

import base64
import select
import json
import os
import shutil
import subprocess
import tempfile
import time

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-default-apps", "--hide-scrollbars",
         "--mute-audio", "--remote-debugging-pipe")
TIMEOUT = 30.0   # seconds for one command or one page load


class BrowserMissing(Exception):
    """No Chromium on PATH."""


class BrowserError(Exception):
    """Chromium stopped, did not answer in time, or answered a command with an error."""


def find_chromium():
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    def __init__(self, program=None):
        self.program = program or find_chromium()
        if not self.program:
            raise BrowserMissing("no chromium on PATH (Debian: apt-get install chromium)")
        self._next_id = 0
        self._buffer = b""
        self._events = []

    # --- the process and the pipe ----------------------------------------------------------
    def __enter__(self):
        self.profile = tempfile.mkdtemp(prefix="course-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def wire():   # in the child: the protocol's fixed descriptors 3 and 4
            read_end = os.dup(to_browser_r)     # a copy first: 4 may be the read end's number
            write_end = os.dup(from_browser_w)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.process = subprocess.Popen(
            [self.program, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire, pass_fds=(3, 4))   # kept open after wire() runs
        os.close(to_browser_r)
        os.close(from_browser_w)
        return self

    def __exit__(self, *exc):
        try:
            self.send("Browser.close", timeout=5)
        except BrowserError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self, deadline):
        while b"\0" not in self._buffer:
            if time.monotonic() > deadline:
                raise BrowserError("chromium did not answer in time")

            ready, _w, _x = select.select([self._from_browser], [], [], 0.5)
            if ready:
                chunk = os.read(self._from_browser, 1 << 20)
                if not chunk:
                    raise BrowserError("chromium stopped (its pipe closed)")
                self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def send(self, method, params=None, session=None, timeout=TIMEOUT):
        """Sends one command and returns its result; events that arrive meanwhile are kept."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self._to_browser, data):]
        except OSError as e:
            raise BrowserError(f"chromium stopped ({e})")
        deadline = time.monotonic() + timeout
        while True:
            answer = self._read_message(deadline)
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error'].get('message')}")
                return answer.get("result", {})
            if "method" in answer:
                self._events.append(answer)

    def wait_event(self, method, session, timeout=TIMEOUT):
        deadline = time.monotonic() + timeout
        while True:
            for i, event in enumerate(self._events):
                if event["method"] == method and event.get("sessionId") == session:
                    return self._events.pop(i)
            answer = self._read_message(deadline)
            if "method" in answer:
                self._events.append(answer)

    def page(self, width, height, mobile=False):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target,
                                                      "flatten": True})["sessionId"]
        page = Page(self, target, session)
        page.resize(width, height, mobile)
        self.send("Page.enable", session=session)
        return page


class Page:
    def __init__(self, browser, target, session):
        self.browser = browser
        self.target = target
        self.session = session

    def send(self, method, params=None):
        return self.browser.send(method, params, self.session)

    def resize(self, width, height, mobile=False):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1,
                   "mobile": mobile})

    def open(self, url):
        """Loads the page and waits for its load event (pictures and scripts are in)."""
        self.browser._events = [e for e in self.browser._events
                                if e.get("sessionId") != self.session]
        result = self.send("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise BrowserError(f"{url}: {result['errorText']}")
        self.browser.wait_event("Page.loadEventFired", self.session)
        # and what the page's scripts do once it is ready (menus, buttons) has happened
        self.evaluate("new Promise(done => requestAnimationFrame(() => setTimeout(done, 50)))")

    def evaluate(self, expression):
        """The value of a JavaScript expression (a promise is awaited), as JSON data."""
        result = self.send("Runtime.evaluate", {"expression": expression,
                                                "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise BrowserError(f"script failed: {text}")
        return result["result"].get("value")

    def emulate_dark(self, dark):
        self.emulate_media("", dark)

    def emulate_media(self, media, dark=False):
        """The page shown for @p media ("print", or "" for the screen), light or dark."""
        self.send("Emulation.setEmulatedMedia", {"media": media, "features": [
            {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})

    def screenshot(self, path, full_page=False):
        params = {"format": "png"}
        if full_page:
            size = self.evaluate("[document.documentElement.scrollWidth,"
                                 " document.documentElement.scrollHeight]")
            params["clip"] = {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1}
            params["captureBeyondViewport"] = True
        data = self.send("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})
