extension StepPageScript {
  /// The caption panel: what happens, a violation marked here, the glossary's explanation (or
  /// the general note when the glossary has none), what changed and what was not drawn.
  static let caption = #"""
    var kindNames = { call: "call", closure: "closure", "return": "return", gesture: "touch",
      view: "view change", warning: "warning", note: "note", transition: "transition state" };

    function section(parent, title, cls) {
      var box = el("div", cls);
      if (title) box.appendChild(el("h3", null, title));
      parent.appendChild(box);
      return box;
    }

    function sourcesList(sources) {
      var list = el("ul", "sources");
      sources.forEach(function (source) {
        var item = el("li");
        item.appendChild(el("span", "evidence " + source.evidence, source.evidence));
        var name = el(source.link ? "a" : "span", "source", source.name);
        if (source.link) {
          name.setAttribute("href", source.link);
          name.setAttribute("target", "_blank");
          name.setAttribute("rel", "noopener noreferrer");
        }
        item.appendChild(name);
        if (source.detail) item.appendChild(document.createTextNode(": " + source.detail));
        if (source.symbol) item.appendChild(el("div", "symbol", source.symbol));
        list.appendChild(item);
      });
      return list;
    }

    function violationCard(violation) {
      var card = el("div", "card violation");
      card.setAttribute("data-rule", violation.rule);
      card.appendChild(el("h3", null, "Rule broken here"));
      card.appendChild(el("div", "rule mono", violation.rule));
      card.appendChild(el("p", "statement", violation.statement + " (" + violation.obligation + ")"));
      card.appendChild(el("p", "expected", "Expected: " + violation.expected));
      card.appendChild(el("p", "instead", "Instead: " + violation.instead));
      card.appendChild(el("h3", null, "Usual fix"));
      card.appendChild(el("p", "hint", violation.hint));
      card.appendChild(sourcesList(violation.sources));
      return card;
    }

    function renderVerdict() {
      var box = document.getElementById("verdict");
      if (!data.checked) return;
      var count = data.violations.length;
      if (!count) {
        box.appendChild(el("span", "clean", "\u2713 No rule broken"));
        return;
      }
      var button = el("button", null, "\u26A0 " + count + (count === 1 ? " violation" : " violations"));
      button.type = "button";
      button.title = "Go to the next step that breaks a rule";
      button.addEventListener("click", function () {
        var later = data.violations.filter(function (v) { return v.step > current; });
        go((later.length ? later[0] : data.violations[0]).step, { smooth: true });
      });
      box.appendChild(button);
    }

    function renderCaption(index) {
      var step = steps[index];
      captionBox.textContent = "";
      var head = el("div", "cap-head");
      if (step.phase) head.appendChild(el("span", "pill phase " + step.phase[0], step.phase[1]));
      var seq = step.kind === "return" ? "return of seq " + step.seq
        : step.count > 1 ? "seq " + step.seq + "\u2013" + step.last + " \u00D7" + step.count
        : "seq " + step.seq;
      head.appendChild(el("span", "pill seq mono", seq));
      head.appendChild(el("span", "pill kind", kindNames[step.kind] || step.kind));
      captionBox.appendChild(head);
      if (step.who) captionBox.appendChild(el("div", "who", step.who));
      captionBox.appendChild(el("h2", "code", step.code));
      captionBox.appendChild(el("p", "what", step.what));
      step.violations.forEach(function (v) { captionBox.appendChild(violationCard(data.violations[v])); });
      if (step.caption >= 0) {
        var caption = data.captions[step.caption];
        var card = section(captionBox, "What it means", "card gloss");
        card.appendChild(el("p", "meaning", caption.meaning));
        if (caption.belongs) {
          card.appendChild(el("h3", null, "Belongs here"));
          card.appendChild(el("p", "belongs", caption.belongs));
        }
        if (caption.avoid) {
          card.appendChild(el("h3", null, "Not here"));
          card.appendChild(el("p", "avoid", caption.avoid));
        }
        card.appendChild(sourcesList(caption.sources));
      } else if (step.general >= 0) {
        var general = section(captionBox, "In general", "card general");
        general.appendChild(el("p", "general-text", data.generals[step.general]));
      }
      if (step.changes.length) {
        var changes = section(captionBox, "What changed on screen", "changes");
        var list = el("ul");
        step.changes.forEach(function (line) { list.appendChild(el("li", null, line)); });
        changes.appendChild(list);
      }
      if (step.skipped.length) {
        var details = el("details", "skipped");
        var count = step.skipped.length + step.skippedMore;
        details.appendChild(el("summary", null, count + (count === 1 ? " record" : " records")
          + " since the previous step " + (count === 1 ? "is" : "are") + " not drawn"));
        var skipped = el("ul");
        step.skipped.forEach(function (line) { skipped.appendChild(el("li", null, line)); });
        if (step.skippedMore) skipped.appendChild(el("li", null, "\u2026 and " + step.skippedMore + " more"));
        details.appendChild(skipped);
        captionBox.appendChild(details);
      }
    }

    """#

  /// The state panel: transitions, who presents whom, each view controller's appearance, and
  /// the window's view tree as nested boxes (subviews back to front), from the replayed state.
  static let statePanel = #"""
    var phaseTitles = { present: "Presentation", dismiss: "Dismissal", push: "Push", pop: "Pop",
      tabSwitch: "Tab switch", sizeChange: "Size change" };
    var callbackNames = ["willAppear", "isAppearing", "didAppear", "willDisappear", "didDisappear"];

    // A flat pre-order tree of triples (view index, subviews that follow, subviews left out)
    // as nested nodes; the window first, then the detached subtrees.
    function decodeTree(flat) {
      var roots = [], stack = [];
      for (var i = 0; i + 2 < flat.length; i += 3) {
        var node = { view: flat[i], count: flat[i + 1], hidden: flat[i + 2], kids: [] };
        if (stack.length) stack[stack.length - 1].kids.push(node); else roots.push(node);
        if (node.count > 0) {
          stack.push(node);
        } else {
          while (stack.length && stack[stack.length - 1].kids.length >= stack[stack.length - 1].count) stack.pop();
        }
      }
      return roots;
    }

    function parentsOf(roots) {
      var parents = {};
      var stack = roots.map(function (root) { return [root, null]; });
      while (stack.length) {
        var item = stack.pop();
        var id = data.views[item[0].view][0];
        parents[id] = item[1];
        item[0].kids.forEach(function (kid) { stack.push([kid, id]); });
      }
      return parents;
    }

    function viewBox(node, context) {
      var info = data.views[node.view];
      var id = info[0];
      var box = el("div", "view");
      box.setAttribute("data-view", id);
      var head = el("div", "vh");
      head.appendChild(el("span", "vid", id));
      if (info[1]) head.appendChild(el("span", "vcls", info[1]));
      if (info[2]) {
        box.classList.add("root-view");
        head.appendChild(el("span", "vtag owner", "view of " + info[2]));
      }
      var of = context.containers[id];
      if (of) {
        box.classList.add("container");
        box.setAttribute("data-container", of.join(" "));
        head.appendChild(el("span", "vtag role", "container view of #" + of.join(", #")));
      }
      var change = context.changes[id];
      if (change) {
        box.classList.add("changed");
        head.appendChild(el("span", "vtag moved", change));
      }
      box.appendChild(head);
      if (node.kids.length) {
        var kids = el("div", "kids");
        if (node.hidden) kids.appendChild(el("span", "vtag more", "\u2026 " + node.hidden + " more behind"));
        node.kids.forEach(function (kid) { kids.appendChild(viewBox(kid, context)); });
        box.appendChild(kids);
      } else {
        box.classList.add("leaf");
      }
      return box;
    }

    // Scrolls the state panel, no further than needed, to show what this step changed.
    function keepInSight(node) {
      if (!node) return;
      var box = stateBox.getBoundingClientRect(), rect = node.getBoundingClientRect();
      if (rect.top < box.top) stateBox.scrollTop += rect.top - box.top - 12;
      else if (rect.bottom > box.bottom) {
        stateBox.scrollTop += Math.min(rect.bottom - box.bottom + 12, rect.top - box.top - 12);
      }
    }

    function renderState(index) {
      var step = steps[index];
      var state = data.states[step.state];
      var before = index > 0 ? data.states[steps[index - 1].state] : null;
      stateBox.textContent = "";

      var box = section(stateBox, "Transitions", "transitions-box");
      if (!state.transitions.length) box.appendChild(el("p", "empty", "No transition yet."));
      var list = el("ul", "transitions");
      state.transitions.forEach(function (t) {
        var item = el("li");
        item.setAttribute("data-transition", String(t.id));
        if (t.id === step.transition) item.classList.add("now");
        if (t.state === "ended") item.classList.add("over");
        var title = (phaseTitles[t.kind] || "Transition") + " #" + t.id + ": ";
        item.appendChild(document.createTextNode(title + (t.from || "?") + " \u2192 " + (t.to || "?") + " \u00B7 "));
        item.appendChild(el("span", "tstate", t.state + (t.outcome ? " (" + t.outcome + ")" : "")));
        var traits = [t.style, t.interactive === true ? "interactive" : null,
          t.container ? "in " + t.container : null].filter(Boolean);
        if (traits.length) item.appendChild(document.createTextNode(" \u00B7 " + traits.join(", ")));
        list.appendChild(item);
      });
      if (state.transitions.length) box.appendChild(list);
      if (state.moreInFlight) box.appendChild(el("p", "empty", "\u2026 and " + state.moreInFlight + " earlier ones in flight"));

      box = section(stateBox, "Who presents whom", "chains");
      if (!state.chains.length) box.appendChild(el("p", "empty", "Nothing is presented."));
      state.chains.forEach(function (chain) {
        var line = el("div", "chain");
        chain.forEach(function (vc, i) {
          if (i) line.appendChild(el("span", "arrow", "presents \u2192"));
          if (typeof vc === "number") line.appendChild(el("span", "vc more", "\u2026 " + vc + " more"));
          else line.appendChild(el("span", "vc", vc));
        });
        box.appendChild(line);
      });

      box = section(stateBox, "Appearance", "appearance-box");
      if (!state.vcs.length) box.appendChild(el("p", "empty", "No view controller yet."));
      var table = el("table", "appearance");
      var earlier = {};
      if (before) before.vcs.forEach(function (entry) { earlier[entry[0]] = entry.join(","); });
      state.vcs.forEach(function (entry) {
        var info = data.vcs[entry[0]];
        var row = el("tr");
        row.setAttribute("data-vc", info[0]);
        if (before && earlier[entry[0]] !== entry.join(",")) row.classList.add("changed");
        var name = el("td");
        var title = el("div");
        title.appendChild(el("span", "mono", info[0]));
        title.appendChild(el("span", "cls", " " + info[1]));
        name.appendChild(title);
        var fired = callbackNames.map(function (n, i) { return entry[i + 2] ? n + " \u00D7" + entry[i + 2] : null; }).filter(Boolean);
        name.appendChild(el("div", "counts", fired.length ? "so far: " + fired.join(", ") : "no appearance callback yet"));
        row.appendChild(name);
        var cell = el("td", "state-cell");
        cell.appendChild(el("span", "astate " + entry[1], entry[1]));
        row.appendChild(cell);
        table.appendChild(row);
      });
      if (state.vcs.length) box.appendChild(table);
      if (state.moreVCs) box.appendChild(el("p", "empty", "\u2026 and " + state.moreVCs + " more on screen"));

      if (state.objects) {
        box = section(stateBox, "Objects: alive or released", "objects-box");
        var objects = el("table", "objects");
        state.objects.forEach(function (entry) {
          var info = data.objects[entry[0]];
          var row = el("tr");
          row.setAttribute("data-object", info[0]);
          var name = el("td");
          name.appendChild(el("span", "mono", info[0]));
          name.appendChild(el("span", "cls", " " + info[1]));
          row.appendChild(name);
          var released = entry[1] > 0;
          var text = released ? "released at seq " + entry[1] + (entry[2] ? " by " + entry[2] : "") : "alive";
          var cell = el("td", "state-cell");
          cell.appendChild(el("span", "life " + (released ? "released" : "alive"), text));
          row.appendChild(cell);
          objects.appendChild(row);
        });
        box.appendChild(objects);
        if (state.moreObjects) box.appendChild(el("p", "empty", "\u2026 and " + state.moreObjects + " named earlier"));
        if (state.retained.length) {
          var kept = el("ul", "retained");
          state.retained.forEach(function (line) { kept.appendChild(el("li", null, line)); });
          box.appendChild(kept);
        }
      }

      box = section(stateBox, "Views", "views-box");
      box.appendChild(el("p", "tree-note", "Subviews are listed back to front: the last one is in front."));
      var roots = decodeTree(data.trees[state.tree]);
      var containers = {};
      state.transitions.forEach(function (t) {
        if (t.container) (containers[t.container] = containers[t.container] || []).push(t.id);
      });
      var changes = {};
      if (before) {
        var old = parentsOf(decodeTree(data.trees[before.tree]));
        var now = parentsOf(roots);
        Object.keys(now).forEach(function (id) {
          if (!(id in old)) { changes[id] = "new"; return; }
          if (old[id] === now[id]) return;
          changes[id] = now[id] === null ? "removed" : (old[id] === null ? "added" : "moved");
        });
      }
      var context = { containers: containers, changes: changes };
      var tree = el("div", "tree");
      if (roots.length) tree.appendChild(viewBox(roots[0], context));
      box.appendChild(tree);
      if (roots.length > 1) {
        var detached = section(box, "Not in the window", "detached");
        roots.slice(1).forEach(function (root) { detached.appendChild(viewBox(root, context)); });
        if (state.moreDetached) detached.appendChild(el("p", "empty", "\u2026 and " + state.moreDetached + " earlier ones"));
      }

      keepInSight(stateBox.querySelector(".view.changed, tr.changed"));

      if (state.warnings.length) {
        box = section(stateBox, "Recent warnings", "warnings");
        var warnings = el("ul");
        state.warnings.forEach(function (line) { warnings.appendChild(el("li", null, line)); });
        box.appendChild(warnings);
      }
    }

    """#
}
