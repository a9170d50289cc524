/// The step-through page's script: stepping, the URL fragment, scrolling and the caption.
///
/// Vanilla JavaScript, no library. It reads the page's JSON and only ever writes text with
/// `textContent`, never markup, so nothing from a log can become HTML. The state panel is
/// drawn by `StepPageScript.statePanel`, which this script embeds.
enum StepPageScript {
  static let js = stepping + statePanel + caption + screen + start

  /// Setup, moving between steps, the fragment, scrolling and reveal.
  static let stepping = #"""
    (function () {
    "use strict";
    var data = JSON.parse(document.getElementById("transit-data").textContent);
    var steps = data.steps;
    var body = document.body;
    var pane = document.getElementById("diagram-pane");
    var svg = document.getElementById("transit-svg");
    var heads = document.getElementById("sticky-heads");
    var captionBox = document.getElementById("caption");
    var stateBox = document.getElementById("state");
    var scrub = document.getElementById("scrub");
    var revealBox = document.getElementById("reveal");
    var current = -1;
    var byId = {};
    // Panels that follow the step (each called with its index), and keys they take (each called
    // with the keydown event; true when it took the key).
    var stepListeners = [];
    var keyListeners = [];

    function el(tag, cls, text) {
      var node = document.createElement(tag);
      if (cls) node.className = cls;
      if (text !== undefined && text !== null) node.textContent = String(text);
      return node;
    }

    // Each row's group keeps its id as data-id and loses the id itself: the browser would
    // otherwise scroll the diagram to the element the fragment names once the page has loaded,
    // undoing the scroll that keeps the step in view. Without the script, the ids stay and
    // `#seq-17` still scrolls to the row.
    var groups = steps.map(function (step, index) {
      byId[step.id] = index;
      var group = document.getElementById(step.id);
      if (group) {
        group.classList.add("step");
        group.setAttribute("data-step", String(index));
        group.setAttribute("data-id", step.id);
        group.removeAttribute("id");
      }
      return group;
    });

    data.violations.forEach(function (violation) {
      var group = groups[violation.step];
      if (!group || group.classList.contains("violated")) return;
      group.classList.add("violated");
      var step = steps[violation.step];
      var ns = svg.namespaceURI;
      var badge = document.createElementNS(ns, "g");
      badge.setAttribute("class", "violation-badge");
      var circle = document.createElementNS(ns, "circle");
      // Just right of the label. Graphviz's drawing is translated down by the height: its y
      // runs from -height to 0.
      var x = step.lx1 + 9, y = step.ly - data.height;
      circle.setAttribute("cx", String(x));
      circle.setAttribute("cy", String(y));
      circle.setAttribute("r", "6");
      var mark = document.createElementNS(ns, "text");
      mark.setAttribute("x", String(x));
      mark.setAttribute("y", String(y + 3.5));
      mark.setAttribute("text-anchor", "middle");
      mark.textContent = "!";
      badge.appendChild(circle);
      badge.appendChild(mark);
      // Outside the row's group, so that the mark stays plain while the row is faded.
      badge.setAttribute("data-step", String(violation.step));
      group.parentNode.appendChild(badge);
    });

    // The step a fragment names: its id (`seq-17`, `seq-17-return`), else the row that draws
    // that seq (a folded row stands for several), else the first step whose state includes it.
    function stepForHash(hash) {
      var id = (hash || "").replace(/^#/, "");
      try { id = decodeURIComponent(id); } catch (error) { return null; }
      if (!id) return null;
      if (Object.prototype.hasOwnProperty.call(byId, id)) return byId[id];
      var match = /^seq-(\d+)/.exec(id);
      if (!match || !steps.length) return null;
      var seq = parseInt(match[1], 10);
      for (var i = 0; i < steps.length; i++) {
        if (steps[i].kind !== "return" && steps[i].seq <= seq && seq <= steps[i].last) return i;
      }
      for (i = 0; i < steps.length; i++) if (steps[i].stateSeq >= seq) return i;
      return steps.length - 1;
    }

    function scale() {
      return svg.getBoundingClientRect().width / data.width;
    }

    function scrollToStep(index, smooth) {
      var step = steps[index];
      var k = scale();
      var top = step.y0 * k, bottom = step.y1 * k;
      var headRoom = heads.classList.contains("shown") || top > data.headerBottom * k ? 48 : 0;
      var y = pane.scrollTop, x = pane.scrollLeft;
      if (top < pane.scrollTop + headRoom + 8 || bottom > pane.scrollTop + pane.clientHeight - 24) {
        y = Math.max(0, top - headRoom - pane.clientHeight * 0.3);
      }
      // The whole row when it fits, else its label; moved no further than it takes.
      var left = step.x0 * k, right = step.x1 * k, margin = 24;
      if (right - left > pane.clientWidth - 2 * margin) {
        left = step.lx0 * k;
        right = Math.min(step.lx1 * k, left + pane.clientWidth - 2 * margin);
      }
      if (left < x + margin) x = Math.max(0, left - margin);
      else if (right > x + pane.clientWidth - margin) x = right - pane.clientWidth + margin;
      if (y !== pane.scrollTop || x !== pane.scrollLeft) {
        pane.scrollTo({ top: y, left: x, behavior: smooth ? "smooth" : "auto" });
      }
    }

    function updateHeads() {
      heads.classList.toggle("shown", pane.scrollTop > data.headerBottom * scale());
    }

    function updateReveal() {
      var on = revealBox.checked;
      body.classList.toggle("reveal", on);
      if (on && current >= 0) {
        var hidden = Math.max(0, (data.height - steps[current].y1 - 2) / data.height * 100);
        svg.style.clipPath = "inset(0 0 " + hidden.toFixed(3) + "% 0)";
      } else {
        svg.style.clipPath = "";
      }
    }

    function go(index, options) {
      options = options || {};
      if (!steps.length) return;
      index = Math.max(0, Math.min(steps.length - 1, index));
      var previous = current;
      current = index;
      var low = previous < 0 ? 0 : Math.min(previous, index);
      var high = previous < 0 ? steps.length - 1 : Math.max(previous, index);
      for (var i = low; i <= high; i++) {
        var group = groups[i];
        if (!group) continue;
        group.classList.toggle("past", i < index);
        group.classList.toggle("current", i === index);
        group.classList.toggle("future", i > index);
      }
      updateReveal();
      renderCaption(index);
      renderState(index);
      stepListeners.forEach(function (listener) { listener(index); });
      // The page speaks of seq, as explain, check and the diagram do; the step is its place
      // among the page's steps (a return is a step of its own).
      var step = steps[index];
      document.getElementById("step-seq").textContent =
        (step.last !== step.seq ? step.seq + "\u2013" + step.last : String(step.seq)) +
        (step.kind === "return" ? ", return" : "");
      document.getElementById("step-number").textContent = String(index + 1);
      scrub.value = String(index + 1);
      document.getElementById("first").disabled = index === 0;
      document.getElementById("prev").disabled = index === 0;
      document.getElementById("next").disabled = index === steps.length - 1;
      document.getElementById("last").disabled = index === steps.length - 1;
      if (options.hash !== false) {
        var hash = "#" + steps[index].id;
        if (location.hash !== hash) {
          try { history.replaceState(null, "", hash); } catch (error) { location.hash = hash; }
        }
      }
      scrollToStep(index, options.smooth);
    }

    """#

  /// Wiring: keys, buttons, the slider, clicks on rows, the fragment; then the first step.
  static let start = #"""
    function zoomBy(factor) {
      var now = parseFloat(pane.style.getPropertyValue("--s")) || 1;
      var next = Math.max(0.5, Math.min(2.5, Math.round(now * factor * 100) / 100));
      pane.style.setProperty("--s", String(next));
      updateHeads();
      if (current >= 0) scrollToStep(current, false);
    }

    document.getElementById("first").addEventListener("click", function () { go(0); });
    document.getElementById("prev").addEventListener("click", function () { go(current - 1, { smooth: true }); });
    document.getElementById("next").addEventListener("click", function () { go(current + 1, { smooth: true }); });
    document.getElementById("last").addEventListener("click", function () { go(steps.length - 1); });
    document.getElementById("zoom-in").addEventListener("click", function () { zoomBy(1.15); });
    document.getElementById("zoom-out").addEventListener("click", function () { zoomBy(1 / 1.15); });
    scrub.addEventListener("input", function () { go(parseInt(scrub.value, 10) - 1); });
    revealBox.addEventListener("change", updateReveal);
    pane.addEventListener("scroll", updateHeads, { passive: true });
    svg.addEventListener("click", function (event) {
      var group = event.target.closest ? event.target.closest("[data-step]") : null;
      if (group) go(parseInt(group.getAttribute("data-step"), 10), { smooth: true });
    });
    window.addEventListener("hashchange", function () {
      var index = stepForHash(location.hash);
      if (index !== null && index !== current) go(index, { hash: false });
    });
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      var target = event.target;
      var tag = target && target.tagName;
      if (tag === "TEXTAREA" || (tag === "INPUT" && target.type !== "checkbox")) return;
      switch (event.key) {
        case "ArrowRight": go(current + 1, { smooth: true }); break;
        case "ArrowLeft": go(current - 1, { smooth: true }); break;
        case "Home": go(0); break;
        case "End": go(steps.length - 1); break;
        case "r": case "R": revealBox.checked = !revealBox.checked; updateReveal(); break;
        case "+": case "=": zoomBy(1.15); break;
        case "-": zoomBy(1 / 1.15); break;
        default:
          if (!keyListeners.some(function (listener) { return listener(event); })) return;
      }
      event.preventDefault();
    });

    renderVerdict();
    if (!steps.length) {
      captionBox.appendChild(el("p", "empty", "This log has no records to step through."));
      return;
    }
    var first = stepForHash(location.hash);
    go(first === null ? 0 : first);
    updateHeads();
    })();

    """#
}
