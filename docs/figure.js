// The course's live figures (docs_figures.py puts them in the lesson pages; gfx/figure.hpp says
// what they are). A figure's answers come from the lesson's C++, compiled to WebAssembly: this
// script loads the module, draws the lines of text it answers (a sketch) and passes the
// reader's moves back to it. It computes no geometry of its own.
//
// A figure that is not ready (not started, does not compile, no compiler) is a message the
// page already shows; without JavaScript or WebAssembly, and in print, the still picture shows.
(function () {
  "use strict";

  var GRAB_MOUSE = 12, GRAB_TOUCH = 24;   // how near a handle a press takes it, in CSS px
  var HANDLE = 6, DOT = 3.5, HEAD = 9;     // sizes drawn, in CSS px
  var WIDEST = 560;                        // the figure's largest width, in CSS px

  function parseSketch(text) {
    var out = { view: null, shapes: [], handles: [], buttons: [], answers: [], exact: [],
                notes: [], error: null };
    text.split("\n").forEach(function (line) {
      if (!line) return;
      var space = line.indexOf(" ");
      var kind = space < 0 ? line : line.slice(0, space);
      var rest = space < 0 ? "" : line.slice(space + 1);
      if (kind === "answer") out.answers.push(rest);
      else if (kind === "exact") out.exact.push(rest);
      else if (kind === "note") out.notes.push(rest);
      else if (kind === "error") out.error = rest;
      else if (kind === "button") out.buttons.push(rest);
      else if (kind === "view") out.view = rest.split(" ").map(Number);
      else if (kind === "handle") {
        var h = rest.split(" ").map(Number);
        out.handles.push({ id: h[0], x: h[1], y: h[2] });
      } else if (kind === "label") {
        var parts = rest.split(" ");
        out.shapes.push({ kind: "label", ink: parts[0], fill: false,
                          nums: [Number(parts[1]), Number(parts[2])],
                          text: parts.slice(3).join(" ") });
      } else {
        var words = rest.split(" ");
        var ink = words[0].split("/");
        out.shapes.push({ kind: kind, ink: ink[0], fill: ink[1] === "fill",
                          nums: words.slice(1).map(Number) });
      }
    });
    return out;
  }

  function Figure(box, module) {
    this.box = box;
    this.module = module;
    this.words = box.dataset;
    this.start = this.call("figure_start", [], []);
    this.state = this.start;
    this.drags = 0;
    this.dragMs = 0;
    this.lastDrag = null;
    this.playing = null;

    this.canvas = document.createElement("canvas");
    this.canvas.className = "figure-canvas";
    this.canvas.setAttribute("role", "img");
    this.canvas.setAttribute("aria-label", box.querySelector("img") ?
                             box.querySelector("img").alt : "");
    this.controls = document.createElement("div");
    this.controls.className = "figure-controls";
    this.answer = document.createElement("pre");
    this.answer.className = "figure-answer";
    this.exact = document.createElement("pre");
    this.exact.className = "figure-exact";
    this.problem = document.createElement("div");
    this.problem.className = "figure-problem";
    this.live = document.createElement("div");
    this.live.className = "figure-live";
    [this.canvas, this.controls, this.problem, this.answer, this.exact].forEach(function (el) {
      this.live.appendChild(el);
    }, this);
    var caption = box.querySelector(".figure-caption");
    if (caption) this.live.insertBefore(caption, this.answer);
    box.appendChild(this.live);
    box.classList.add("live");
    this.listen();
    this.show(this.state);
  }

  Figure.prototype.call = function (name, types, args) {
    return this.module.ccall(name, "string", types, args);
  };

  // Draws @p state; a move's time (the module's answer and its drawing) is counted by move().
  Figure.prototype.show = function (state) {
    this.state = state;
    this.sketch = parseSketch(this.call("figure_draw", ["string"], [state]));
    this.box.dataset.liveState = state;
    this.render();
  };

  Figure.prototype.fail = function (why) {
    this.stop();
    this.problem.textContent = why;
    this.box.classList.add("failed");
  };

  Figure.prototype.guarded = function (what) {
    try { what.call(this); } catch (e) {
      this.fail((this.words.wordStopped || "The figure stopped: ") + e);
    }
  };

  Figure.prototype.move = function (id, x, y) {
    var before = this.state, t0 = performance.now();
    var after = this.call("figure_drag", ["string", "number", "number", "number"],
                          [before, id, x, y]);
    this.show(after);
    var spent = performance.now() - t0;
    this.drags += 1;
    this.dragMs += spent;
    this.lastDrag = { before: before, id: id, x: String(x), y: String(y), after: after,
                      ms: spent };
  };

  Figure.prototype.press = function (button) {
    if (button === "play") {
      if (this.playing) this.stop(); else this.play();
      return;
    }
    this.stop();
    if (button === "reset") this.show(this.start);
    else this.show(this.call("figure_act", ["string", "string"], [this.state, button]));
  };

  Figure.prototype.play = function () {
    var self = this;
    function frame() {
      if (!self.playing) return;
      self.guarded(function () {
        this.show(this.call("figure_act", ["string", "string"], [this.state, "step"]));
      });
      if (self.playing) self.playing = requestAnimationFrame(frame);
    }
    this.playing = requestAnimationFrame(frame);
    this.renderButtons();
  };

  Figure.prototype.stop = function () {
    if (this.playing) cancelAnimationFrame(this.playing);
    this.playing = null;
    if (this.sketch) this.renderButtons();
  };

  // --- drawing -------------------------------------------------------------------------------
  Figure.prototype.layout = function () {
    var v = this.sketch.view || [0, 0, 1, 1];
    var width = Math.min(WIDEST, this.box.clientWidth || WIDEST);
    var scale = width / (v[2] - v[0]);
    var height = Math.round((v[3] - v[1]) * scale);
    var ratio = window.devicePixelRatio || 1;
    if (this.canvas.width !== Math.round(width * ratio) ||
        this.canvas.height !== Math.round(height * ratio)) {
      this.canvas.width = Math.round(width * ratio);
      this.canvas.height = Math.round(height * ratio);
      this.canvas.style.width = width + "px";
      this.canvas.style.height = height + "px";
    }
    this.scale = scale;
    this.ratio = ratio;
    this.view = v;
  };

  Figure.prototype.toScreen = function (x, y) {
    return [(x - this.view[0]) * this.scale, (this.view[3] - y) * this.scale];
  };

  Figure.prototype.toWorld = function (px, py) {
    return [this.view[0] + px / this.scale, this.view[3] - py / this.scale];
  };

  Figure.prototype.ink = function (name) {
    var style = getComputedStyle(this.box);
    return style.getPropertyValue("--ink-" + name).trim() || "#888";
  };

  Figure.prototype.render = function () {
    var s = this.sketch;
    this.problem.textContent = s.error ? (this.words.wordThrew || "Your code threw: ") + s.error
                                       : "";
    this.box.classList.toggle("failed", !!s.error);
    this.answer.textContent = s.answers.concat(s.notes).join("\n");
    this.exact.textContent = s.exact.join("\n");
    this.renderButtons();
    if (s.error) return;
    this.layout();
    var c = this.canvas.getContext("2d");
    c.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    c.clearRect(0, 0, this.canvas.width, this.canvas.height);
    c.lineWidth = 2;
    c.lineJoin = "round";
    c.font = "13px sans-serif";
    var self = this;
    s.shapes.forEach(function (shape) { self.drawShape(c, shape); });
    c.lineWidth = 1.5;
    s.handles.forEach(function (h) {
      var p = self.toScreen(h.x, h.y);
      c.beginPath();
      c.arc(p[0], p[1], HANDLE, 0, 2 * Math.PI);
      c.fillStyle = self.ink("handle-fill");
      c.fill();
      c.strokeStyle = self.ink("handle");
      c.stroke();
    });
  };

  Figure.prototype.drawShape = function (c, shape) {
    var n = shape.nums, self = this, colour = this.ink(shape.ink);
    var at = function (i) { return self.toScreen(n[i], n[i + 1]); };
    c.strokeStyle = colour;
    c.fillStyle = colour;
    c.beginPath();
    if (shape.kind === "box") {
      var p = at(0), q = at(2);
      c.rect(p[0], q[1], q[0] - p[0], p[1] - q[1]);
    } else if (shape.kind === "circle") {
      var m = at(0);
      c.arc(m[0], m[1], Math.max(0, n[2] * this.scale), 0, 2 * Math.PI);
    } else if (shape.kind === "poly") {
      for (var i = 0; i + 1 < n.length; i += 2) {
        var v = at(i);
        if (i === 0) c.moveTo(v[0], v[1]); else c.lineTo(v[0], v[1]);
      }
      c.closePath();
    } else if (shape.kind === "line" || shape.kind === "arrow") {
      var a = at(0), b = at(2);
      c.moveTo(a[0], a[1]);
      c.lineTo(b[0], b[1]);
      if (shape.kind === "arrow") {
        var dx = b[0] - a[0], dy = b[1] - a[1], len = Math.hypot(dx, dy);
        if (len > 0) {
          var ux = dx / len, uy = dy / len;
          c.moveTo(b[0] - HEAD * (ux - 0.5 * uy), b[1] - HEAD * (uy + 0.5 * ux));
          c.lineTo(b[0], b[1]);
          c.lineTo(b[0] - HEAD * (ux + 0.5 * uy), b[1] - HEAD * (uy - 0.5 * ux));
        }
      }
    } else if (shape.kind === "xline") {
      var reach = 2 * Math.hypot(this.view[2] - this.view[0], this.view[3] - this.view[1]);
      var d = Math.hypot(n[2], n[3]);
      if (d > 0) {
        var from = this.toScreen(n[0] - n[2] / d * reach, n[1] - n[3] / d * reach);
        var to = this.toScreen(n[0] + n[2] / d * reach, n[1] + n[3] / d * reach);
        c.setLineDash([6, 4]);
        c.moveTo(from[0], from[1]);
        c.lineTo(to[0], to[1]);
      }
    } else if (shape.kind === "dot") {
      var o = at(0);
      c.arc(o[0], o[1], DOT, 0, 2 * Math.PI);
    } else if (shape.kind === "label") {
      var l = at(0);
      c.fillText(shape.text, l[0] + 4, l[1] - 4);
      return;
    } else {
      return;    // a kind this script does not know: drawn by a newer one
    }
    if (shape.fill) {
      c.globalAlpha = 0.55;
      c.fill();
      c.globalAlpha = 1;
    } else {
      c.stroke();
    }
    c.setLineDash([]);
  };

  Figure.prototype.renderButtons = function () {
    var wanted = this.sketch.buttons.join(" ") + (this.playing ? " playing" : "");
    if (this.controls.dataset.shown === wanted) return;
    this.controls.dataset.shown = wanted;
    this.controls.textContent = "";
    var self = this;
    this.sketch.buttons.forEach(function (name) {
      var button = document.createElement("button");
      button.type = "button";
      button.dataset.button = name;
      var key = name === "play" && self.playing ? "pause" : name;
      button.textContent = self.words["word" + key[0].toUpperCase() + key.slice(1)] || key;
      button.addEventListener("click", function () {
        self.guarded(function () { this.press(name); });
      });
      self.controls.appendChild(button);
    });
  };

  // --- the reader's moves ---------------------------------------------------------------------
  // The handle nearest the point (x, y), in CSS px of the canvas, within @p reach; on a tie the
  // one drawn last (drawn on top).
  Figure.prototype.handleAt = function (x, y, reach) {
    var best = null, bestDistance = reach;
    var self = this;
    this.sketch.handles.forEach(function (h) {
      var p = self.toScreen(h.x, h.y);
      var distance = Math.hypot(p[0] - x, p[1] - y);
      if (distance <= bestDistance) { best = h; bestDistance = distance; }
    });
    return best;
  };

  // Where each handle is on the page (for a check that drags one, as a reader would).
  Figure.prototype.handlePoints = function () {
    var r = this.canvas.getBoundingClientRect(), self = this;
    return this.sketch.handles.map(function (h) {
      var p = self.toScreen(h.x, h.y);
      return { id: h.id, x: r.left + p[0], y: r.top + p[1] };
    });
  };

  Figure.prototype.listen = function () {
    var self = this, grip = null;
    var canvas = this.canvas;
    var local = function (e) {
      var r = canvas.getBoundingClientRect();
      return [e.clientX - r.left, e.clientY - r.top];
    };
    canvas.addEventListener("pointerdown", function (e) {
      if (!self.sketch || self.sketch.error) return;
      var p = local(e);
      var h = self.handleAt(p[0], p[1], e.pointerType === "touch" ? GRAB_TOUCH : GRAB_MOUSE);
      if (!h) return;
      e.preventDefault();
      self.stop();
      canvas.setPointerCapture(e.pointerId);
      grip = { id: h.id, hx: h.x, hy: h.y, px: p[0], py: p[1] };
      canvas.classList.add("dragging");
    });
    canvas.addEventListener("pointermove", function (e) {
      if (!grip) {
        var p0 = local(e);
        canvas.classList.toggle("over-handle", !!(self.sketch && self.handleAt(
          p0[0], p0[1], GRAB_MOUSE)));
        return;
      }
      e.preventDefault();
      var p = local(e);
      var x = grip.hx + (p[0] - grip.px) / self.scale;
      var y = grip.hy - (p[1] - grip.py) / self.scale;
      self.guarded(function () { this.move(grip.id, x, y); });
    });
    var release = function () {
      grip = null;
      canvas.classList.remove("dragging");
    };
    canvas.addEventListener("pointerup", release);
    canvas.addEventListener("pointercancel", release);
    window.addEventListener("resize", function () { if (self.sketch) self.render(); });
    // the page's light and dark switch: the inks change with it
    new MutationObserver(function () { if (self.sketch) self.render(); })
      .observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  };

  // --- loading ---------------------------------------------------------------------------------
  function load(box) {
    if (typeof WebAssembly !== "object") return;    // the still picture stays
    var script = document.createElement("script");
    script.src = box.dataset.script;
    script.onload = function () {
      var factory = window[box.dataset.module];
      if (typeof factory !== "function") return;
      factory().then(function (module) {
        try {
          box.courseFigure = new Figure(box, module);
        } catch (e) {
          box.classList.add("failed");
          box.dataset.problem = String(e);
        }
      }, function (e) {
        box.dataset.problem = String(e);
      });
    };
    document.head.appendChild(script);
  }

  function atLoad() {
    document.querySelectorAll(".live-figure[data-figure-state='ready']").forEach(load);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", atLoad);
  else atLoad();
})();
