extension StepPageScript {
  /// The screen panel: the window's views drawn to scale at the selected step, and the virtual
  /// clock played at real speed or slowed, each animation interpolated along its curve.
  ///
  /// It replays the operations `StepPageScreen` lists, as `ScreenGeometry` and `AnimationClock`
  /// fold the same records in Swift: a view shows its model values plus, for each animation
  /// still running, what it lacks of the new value times what is left of the animation. Each
  /// view is a box nested in its superview's, so that the browser composes positions,
  /// transforms (about the centre), opacity and clipping as UIKit's layer tree does. It only
  /// writes text with `textContent`.
  static let screen = #"""
    var screenNode = document.getElementById("transit-screen");
    var screenView = screenNode ? makeScreen(JSON.parse(screenNode.textContent)) : null;

    function makeScreen(d) {
      var stage = document.getElementById("screen-stage");
      var playButton = document.getElementById("play");
      var speedBox = document.getElementById("speed");
      var clockBox = document.getElementById("clock");
      var clockText = document.getElementById("clock-time");
      var DEFAULTS = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
      var ids = d.views.map(function (v) { return v[0]; });
      var windowIndex = ids.indexOf("window");
      var nodes = {};
      var root = null;
      var fingerNode = el("div", "finger");
      var st, cursor, shownTree = -1;
      var clock = 0, playing = false, lastNow = 0, driving = false, scale = 1;
      var width = 0, height = 0, needsFit = true;
      clockBox.max = String(Math.round(d.end * 1000));

      function reset() {
        st = { kids: {}, parent: {}, model: {}, hidden: {}, clips: {}, contribs: {}, clocks: {},
          finger: null, containers: {}, tree: 0 };
        cursor = 0;
      }

      function detach(v) {
        var p = st.parent[v];
        if (p === undefined) return;
        var list = st.kids[p];
        var at = list.indexOf(v);
        if (at >= 0) list.splice(at, 1);
        delete st.parent[v];
      }

      // The curves, as TimingCurve evaluates them.
      function bezier(x, x1, y1, x2, y2) {
        function at(s, p1, p2) { var i = 1 - s; return 3 * i * i * s * p1 + 3 * i * s * s * p2 + s * s * s; }
        function slope(s, p1, p2) { var i = 1 - s; return 3 * i * i * p1 + 6 * i * s * (p2 - p1) + 3 * s * s * (1 - p2); }
        var s = x, k;
        for (k = 0; k < 8; k++) {
          var error = at(s, x1, x2) - x;
          if (Math.abs(error) < 1e-7) return at(s, y1, y2);
          var dx = slope(s, x1, x2);
          if (Math.abs(dx) < 1e-6) break;
          s -= error / dx;
        }
        var low = 0, high = 1;
        s = x;
        for (k = 0; k < 40; k++) {
          var value = at(s, x1, x2);
          if (Math.abs(value - x) < 1e-7) break;
          if (value < x) low = s; else high = s;
          s = (low + high) / 2;
        }
        return at(s, y1, y2);
      }

      function spring(x, damping, velocity) {
        var z = Math.min(Math.max(isFinite(damping) ? damping : 1, 0.05), 20), settle = 8.9, w;
        if (z < 0.999) {
          w = settle / z;
          var wd = w * Math.sqrt(1 - z * z);
          return 1 - Math.exp(-z * w * x) * (Math.cos(wd * x) + (z * w - velocity) / wd * Math.sin(wd * x));
        }
        if (z <= 1.001) return 1 - Math.exp(-settle * x) * (1 + (settle - velocity) * x);
        var root = Math.sqrt(z * z - 1);
        w = settle / (z - root);
        var fast = -w * (z + root), slow = -w * (z - root);
        var c1 = (velocity + slow) / (slow - fast);
        return 1 - (c1 * Math.exp(fast * x) + (1 - c1) * Math.exp(slow * x));
      }

      var NAMED = { easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1] };
      function curveAt(curve, x, duration) {
        x = Math.min(Math.max(x, 0), 1);
        if (x >= 1) return 1;
        if (curve === "linear") return x;
        if (typeof curve === "string") curve = NAMED[curve];
        if (Array.isArray(curve)) return bezier(x, curve[0], curve[1], curve[2], curve[3]);
        return spring(x, curve.d, curve.v * Math.max(duration, 0));
      }

      // The clocks, as AnimationClock runs them.
      function segmentAt(c, t) {
        for (var i = c.segs.length - 1; i >= 0; i--) if (c.segs[i].t <= t) return c.segs[i];
        return null;
      }
      function fraction(c, offset) {
        if (c.dur <= 0) return offset >= c.delay ? 1 : 0;
        return Math.min(Math.max((offset - c.delay) / c.dur, 0), 1);
      }
      function mapped(c, seg, f) {
        var value = curveAt(seg.curve, f, c.dur);
        if (seg.fa === null) return value;
        var at = curveAt(seg.curve, seg.fa, c.dur), p = seg.pa, e = 1e-9;
        if (f >= seg.fa) {
          if (Math.abs(1 - at) > e) return p + (1 - p) * (value - at) / (1 - at);
          if (1 - seg.fa > e) return p + (1 - p) * (f - seg.fa) / (1 - seg.fa);
          return 1;
        }
        if (Math.abs(at) > e) return p * value / at;
        return seg.fa > e ? p * f / seg.fa : 0;
      }
      function progress(c, t) {
        if (c.removedAt !== null && c.removedAt <= t) return null;
        var seg = segmentAt(c, t);
        if (!seg) return null;
        var offset = seg.off + seg.rate * (t - seg.t);
        if (seg.rate > 0 && offset >= c.delay + c.dur) return null;
        if (seg.rate < 0 && offset <= 0) return null;
        return mapped(c, seg, fraction(c, offset));
      }

      function apply(op) {
        var kind = op[2], v, c, last;
        switch (kind) {
          case 0:
            v = op[3];
            detach(v);
            var list = st.kids[op[4]] || (st.kids[op[4]] = []);
            list.splice(Math.min(Math.max(op[5], 0), list.length), 0, v);
            st.parent[v] = op[4];
            st.tree++;
            break;
          case 1:
            detach(op[3]);
            st.tree++;
            break;
          case 2:
            v = op[3];
            var model = st.model[v] || (st.model[v] = DEFAULTS.slice());
            var anim = op[4], triples = op[5];
            for (var i = 0; i < triples.length; i += 3) {
              if (anim >= 0 && triples[i + 2] !== 0 && st.clocks[anim]) {
                (st.contribs[v] || (st.contribs[v] = [])).push([anim, triples[i], triples[i + 2]]);
              }
              model[triples[i]] = triples[i + 1];
            }
            if (op[6] >= 0) st.hidden[v] = op[6] === 1;
            if (op[7] >= 0) st.clips[v] = op[7] === 1;
            break;
          case 3:
            st.clocks[op[3]] = { dur: Math.max(op[4], 0), delay: Math.max(op[5], 0), removedAt: null,
              segs: [{ t: op[0], off: 0, rate: op[7], curve: d.curves[op[6]], fa: null, pa: 0 }] };
            break;
          case 4:
            c = st.clocks[op[3]];
            if (!c) break;
            if (op[7] === 1) {
              if (c.removedAt === null) c.removedAt = op[0];
              break;
            }
            last = c.segs[c.segs.length - 1];
            var start = Math.max(op[0], last.t);
            var off = op[4] !== null ? op[4] : last.off + last.rate * (start - last.t);
            var seg = { t: start, off: off, rate: op[5] !== null ? op[5] : last.rate,
              curve: last.curve, fa: last.fa, pa: last.pa };
            if (op[6] >= 0) {
              var f = fraction(c, off);
              seg.pa = mapped(c, last, f);
              seg.fa = f;
              seg.curve = d.curves[op[6]];
            }
            if (start === last.t) c.segs[c.segs.length - 1] = seg; else c.segs.push(seg);
            break;
          case 5:
            st.finger = { t: op[0], phase: op[3], x: op[4], y: op[5] };
            break;
          case 6:
            st.containers[op[3]] = true;
            break;
        }
      }

      // Applies the operations up to a step's seq, or up to a moment.
      function advance(bySeq, limit) {
        var index = bySeq ? 1 : 0;
        if (cursor > 0 && d.ops[cursor - 1][index] > limit) reset();
        while (cursor < d.ops.length && d.ops[cursor][index] <= limit) apply(d.ops[cursor++]);
      }

      function channels(v, t) {
        var out = (st.model[v] || DEFAULTS).slice();
        var list = st.contribs[v];
        if (list) {
          for (var i = 0; i < list.length; i++) {
            var c = st.clocks[list[i][0]];
            var p = c ? progress(c, t) : null;
            if (p !== null) out[list[i][1]] += list[i][2] * (1 - p);
          }
        }
        return out;
      }

      function nodeFor(v) {
        var node = nodes[v];
        if (node) return node;
        var box = el("div", v === windowIndex ? "sv window" : "sv");
        box.setAttribute("data-view", ids[v]);
        var label = el("span", "sl", d.views[v][1]);
        box.appendChild(label);
        node = nodes[v] = { box: box, label: label, written: {} };
        return node;
      }

      // Rebuilds the nesting of the boxes when the hierarchy changed.
      function arrange() {
        if (shownTree === st.tree && root) return;
        shownTree = st.tree;
        if (!root) {
          root = nodeFor(windowIndex).box;
          root.id = "screen-window";
          stage.appendChild(root);
        }
        var seen = {};
        (function place(v) {
          seen[v] = true;
          var box = nodeFor(v).box;
          (st.kids[v] || []).forEach(function (kid) {
            box.appendChild(nodeFor(kid).box);
            place(kid);
          });
        })(windowIndex);
        Object.keys(nodes).forEach(function (key) {
          var v = Number(key);
          if (!seen[v] && nodes[v].box.parentNode) nodes[v].box.parentNode.removeChild(nodes[v].box);
        });
        root.appendChild(fingerNode);
      }

      // Sizes the stage to the pane: reading the pane's layout costs a layout pass, so it is
      // done when the window's size, the page's size or the step (and with it the note) changed,
      // not at every frame.
      function fit() {
        var w = channels(windowIndex, clock);
        var newWidth = w[2] || 393, newHeight = w[3] || 852;
        if (!needsFit && newWidth === width && newHeight === height) return;
        needsFit = false;
        width = newWidth;
        height = newHeight;
        // The pane's height, less its controls, its note and its gaps.
        var pane = stage.parentNode, room = pane.clientHeight - 28;
        for (var i = 0; i < pane.children.length; i++) {
          if (pane.children[i] !== stage) room -= pane.children[i].offsetHeight + 6;
        }
        scale = Math.max(0.2, Math.min(room / height, 0.42 * window.innerWidth / width, 1));
        stage.style.width = (width * scale).toFixed(1) + "px";
        stage.style.height = (height * scale).toFixed(1) + "px";
        stage.setAttribute("data-scale", String(scale));
      }

      // Writes a style property only when its value changed: a frame rewrites only what moved.
      function put(node, target, key, value) {
        var slot = target === node.box.style ? key : "label." + key;
        if (node.written[slot] === value) return;
        node.written[slot] = value;
        target[key] = value;
      }

      function style(v, t, parentBounds) {
        var node = nodes[v], s = node.box.style, c = channels(v, t);
        var hidden = st.hidden[v] === true;
        put(node, s, "display", hidden ? "none" : "");
        if (hidden) return;
        var left = v === windowIndex ? 0 : c[0] - c[2] / 2 - parentBounds[0];
        var top = v === windowIndex ? 0 : c[1] - c[3] / 2 - parentBounds[1];
        put(node, s, "left", left.toFixed(3) + "px");
        put(node, s, "top", top.toFixed(3) + "px");
        put(node, s, "width", Math.max(c[2], 0).toFixed(3) + "px");
        put(node, s, "height", Math.max(c[3], 0).toFixed(3) + "px");
        var cos = Math.cos(c[10]), sin = Math.sin(c[10]);
        var m = [c[11] * cos, c[11] * sin, c[13] * cos - c[12] * sin, c[13] * sin + c[12] * cos, c[8], c[9]];
        var own = "matrix(" + m.map(function (n) { return n.toFixed(5); }).join(",") + ")";
        put(node, s, "transform", v === windowIndex ? "scale(" + scale + ") " + own : own);
        put(node, s, "opacity", String(Math.min(Math.max(c[6], 0), 1)));
        var rgb = [c[14], c[15], c[16]].map(function (n) { return Math.round(Math.min(Math.max(n, 0), 1) * 255); });
        var alpha = Math.min(Math.max(c[17], 0), 1);
        put(node, s, "backgroundColor",
          alpha > 0 ? "rgba(" + rgb.join(",") + "," + alpha.toFixed(3) + ")" : "");
        put(node, s, "borderRadius", c[7] > 0 ? c[7].toFixed(2) + "px" : "");
        put(node, s, "overflow", st.clips[v] ? "hidden" : "");
        var container = st.containers[v] === true;
        if (node.written.container !== container) {
          node.written.container = container;
          node.box.classList.toggle("container", container);
        }
        var dark = alpha > 0.5 && (rgb[0] * 0.299 + rgb[1] * 0.587 + rgb[2] * 0.114) < 128;
        if (node.written.dark !== dark) {
          node.written.dark = dark;
          node.label.classList.toggle("on-dark", dark);
        }
        put(node, node.label.style, "fontSize", (10 / scale).toFixed(2) + "px");
        // A box that covers its superview exactly leaves the label to the superview.
        var same = parentBounds.length > 2 && Math.abs(left) < 1 && Math.abs(top) < 1
          && Math.abs(c[2] - parentBounds[2]) < 1 && Math.abs(c[3] - parentBounds[3]) < 1
          && m[0] === 1 && m[3] === 1 && m[1] === 0 && m[2] === 0 && c[8] === 0 && c[9] === 0;
        put(node, node.label.style, "display",
          same || c[2] * scale < 36 || c[3] * scale < 14 ? "none" : "");
        (st.kids[v] || []).forEach(function (kid) { style(kid, t, [c[4], c[5], c[2], c[3]]); });
      }

      function render(t) {
        arrange();
        fit();
        style(windowIndex, t, [0, 0]);
        var finger = st.finger, shown = false;
        if (finger) {
          var down = finger.phase < 2;
          shown = down || t - finger.t < 0.25;
          fingerNode.classList.toggle("lifted", !down);
          fingerNode.style.left = finger.x + "px";
          fingerNode.style.top = finger.y + "px";
        }
        fingerNode.style.display = shown ? "block" : "none";
        clockBox.value = String(Math.round(t * 1000));
        clockText.textContent = t.toFixed(3) + " s";
      }

      // The step the clock has reached: the last whose moment is not after it.
      function stepAt(t) {
        var found = 0;
        for (var i = 0; i < d.stepTimes.length; i++) if (d.stepTimes[i] <= t + 1e-9) found = i;
        return found;
      }

      function follow(t) {
        var index = stepAt(t);
        if (index !== current) {
          driving = true;
          go(index, { smooth: false });
          driving = false;
        }
      }

      function showAt(t) {
        clock = Math.min(Math.max(t, 0), d.end);
        advance(false, clock);
        render(clock);
      }

      function frame(now) {
        if (!playing) return;
        var speed = parseFloat(speedBox.value) || 1;
        var elapsed = Math.min((now - lastNow) / 1000, 0.1);
        lastNow = now;
        showAt(clock + elapsed * speed);
        follow(clock);
        if (clock >= d.end) { pause(); return; }
        requestAnimationFrame(frame);
      }

      function play() {
        if (playing) return;
        if (clock >= d.end) clock = 0;
        playing = true;
        playButton.textContent = "\u275A\u275A Pause";
        playButton.setAttribute("aria-pressed", "true");
        requestAnimationFrame(function (now) { lastNow = now; requestAnimationFrame(frame); });
      }

      // Paused, the stage is fitted again to the pane, whose note the steps played may have
      // changed.
      function pause() {
        if (playing) {
          needsFit = true;
          render(clock);
        }
        playing = false;
        playButton.textContent = "\u25B6 Play";
        playButton.setAttribute("aria-pressed", "false");
      }

      playButton.addEventListener("click", function () { if (playing) pause(); else play(); });
      clockBox.addEventListener("input", function () {
        pause();
        showAt(parseInt(clockBox.value, 10) / 1000);
        follow(clock);
      });
      window.addEventListener("resize", function () { needsFit = true; render(clock); });
      reset();

      return {
        // A step chosen by keys, clicks or the fragment: the screen after its records.
        showStep: function (index) {
          if (driving) return;
          pause();
          needsFit = true;
          advance(true, steps[index].stateSeq);
          clock = d.stepTimes[index];
          render(clock);
        },
        toggle: function () { if (playing) pause(); else play(); },
      };
    }

    if (screenView) {
      stepListeners.push(screenView.showStep);
      // Space or P plays and pauses, unless a button has the focus: Space presses it.
      keyListeners.push(function (event) {
        var key = event.key;
        if (key !== " " && key !== "p" && key !== "P") return false;
        if (key === " " && event.target && event.target.tagName === "BUTTON") return false;
        screenView.toggle();
        return true;
      });
    }

    """#
}
