/// The step-through page's stylesheet: the layout (diagram left, caption and state right),
/// the two themes `--theme` chooses, and how the diagram's rows look as steps go by.
enum StepPageStyle {
  /// The stylesheet: the look every page of Transit shares, then the step-through layout.
  static let css = look + layout

  /// What the step-through page and the diff page share: the two themes' colours, the fonts,
  /// the buttons.
  static let look = #"""
    :root { color-scheme: light; --bg: #ffffff; --panel: #f6f8fa; --card: #ffffff;
      --border: #d0d7de; --text: #1f2328; --muted: #57606a; --accent: #0969da;
      --accent-soft: #ddf4ff; --mark: #fff1a8; --danger: #cf222e; --danger-soft: #ffebe9;
      --ok: #1a7f37; --ok-soft: #dafbe1; --warn: #9a6700; --warn-soft: #fff8c5;
      --shadow: 0 1px 3px rgba(31, 35, 40, .12); }
    .theme-dark { color-scheme: dark; --bg: #0d1117; --panel: #161b22; --card: #0d1117;
      --border: #30363d; --text: #e6edf3; --muted: #8b949e; --accent: #58a6ff;
      --accent-soft: #10243e; --mark: #4b3a00; --danger: #f85149; --danger-soft: #3c1618;
      --ok: #3fb950; --ok-soft: #0f2d1a; --warn: #d29922; --warn-soft: #3b2e00;
      --shadow: 0 1px 3px rgba(0, 0, 0, .6); }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
    code, .code, .mono { font-family: "DejaVu Sans Mono", ui-monospace, monospace; }
    button { font: inherit; color: var(--text); background: var(--card);
      border: 1px solid var(--border); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
    button:hover:not(:disabled) { border-color: var(--accent); }
    button:disabled { opacity: .45; cursor: default; }
    button:focus-visible, input:focus-visible, #diagram-pane:focus-visible {
      outline: 2px solid var(--accent); outline-offset: 1px; }
    #bar { display: flex; align-items: center; gap: 14px; flex-wrap: wrap; padding: 8px 14px;
      background: var(--panel); border-bottom: 1px solid var(--border); }
    #title { display: flex; align-items: baseline; gap: 8px; min-width: 0; }
    #title .brand { font-weight: 700; color: var(--accent); letter-spacing: .02em; }
    #title h1 { font-size: 16px; margin: 0; font-weight: 600; white-space: nowrap;
      overflow: hidden; text-overflow: ellipsis; }

    """#

  /// The step-through page's own layout: diagram left, caption and state right.
  static let layout = #"""
    body { display: flex; flex-direction: column; overflow: hidden; }

    #stepper { display: flex; align-items: center; gap: 6px; }
    #counter { min-width: 16em; text-align: center; font-variant-numeric: tabular-nums; }
    #scrub { flex: 1 1 160px; min-width: 120px; accent-color: var(--accent); }
    #tools { display: flex; align-items: center; gap: 10px; }
    #tools label { display: flex; align-items: center; gap: 4px; cursor: pointer; }
    .zoom button { padding: 3px 9px; }
    .zoom button + button { margin-left: 4px; }
    #verdict button { color: var(--danger); border-color: var(--danger);
      background: var(--danger-soft); font-weight: 600; }
    #verdict .clean { color: var(--ok); font-weight: 600; }

    main { flex: 1; display: flex; min-height: 0; }
    #diagram-pane { flex: 1; min-width: 0; overflow: auto; position: relative;
      background: var(--bg); }
    #diagram { position: relative; }
    #transit-svg { display: block; width: 100%; height: auto; }
    #sticky-heads { position: sticky; top: 0; height: 0; z-index: 2; opacity: 0;
      pointer-events: none; transition: opacity .15s; }
    #sticky-heads.shown { opacity: 1; }
    #sticky-heads .head { position: absolute; top: 4px; display: flex; flex-direction: column;
      align-items: center; justify-content: center; height: 36px; overflow: hidden;
      border: 1px solid var(--muted); border-radius: 6px; background: var(--panel);
      box-shadow: var(--shadow); font: 12px/1.15 "DejaVu Sans Mono", monospace;
      white-space: nowrap; }
    #sticky-heads .head span { font-size: 10.5px; color: var(--muted); }

    #side { width: clamp(340px, 36vw, 560px); display: flex; flex-direction: column;
      border-left: 1px solid var(--border); background: var(--panel); min-height: 0; }
    #caption { padding: 14px 16px 10px; overflow: auto; max-height: 55%;
      border-bottom: 1px solid var(--border); flex: 0 0 auto; }
    #state { padding: 10px 16px 16px; overflow: auto; flex: 1 1 0; min-height: 0; }
    h2.code { font-size: 15px; margin: 6px 0 8px; font-weight: 600; word-break: break-word; }
    #side h3 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em;
      color: var(--muted); margin: 12px 0 4px; font-weight: 600; }
    #caption p { margin: 0 0 6px; }
    .cap-head { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    .pill { font-size: 12px; padding: 1px 8px; border-radius: 999px;
      border: 1px solid var(--border); background: var(--card); color: var(--muted); }
    .pill.phase { color: var(--text); font-weight: 600; }
    .pill.phase.presentation { border-color: #4c8ee0; } .pill.phase.dismissal { border-color: #d98b3a; }
    .pill.phase.management { border-color: #4f9a58; } .pill.phase.push { border-color: #8a63d2; }
    .pill.phase.pop { border-color: #c6538c; } .pill.phase.tabSwitch { border-color: #2f9e8f; }
    .who { color: var(--muted); font-size: 13px; margin-top: 6px; }
    .what { font-size: 14.5px; }
    .card { border: 1px solid var(--border); background: var(--card); border-radius: 8px;
      padding: 8px 12px; margin: 10px 0; box-shadow: var(--shadow); }
    .card.gloss { border-left: 4px solid var(--accent); }
    .card.general { border-left: 4px solid var(--muted); }
    .card.violation { border: 1px solid var(--danger); border-left: 4px solid var(--danger);
      background: var(--danger-soft); }
    .card.violation .rule { font-weight: 700; color: var(--danger); }
    .card h3:first-child { margin-top: 2px !important; }
    .sources { list-style: none; padding: 0; margin: 6px 0 0; font-size: 12px; color: var(--muted); }
    .sources li { margin: 2px 0; }
    .sources a.source { color: inherit; }
    .sources .symbol { font: 11px "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
    .evidence { font: 10.5px/1 "DejaVu Sans Mono", monospace; padding: 2px 5px; border-radius: 4px;
      margin-right: 6px; border: 1px solid var(--border); }
    .evidence.DOCUMENTED { color: var(--ok); border-color: var(--ok); }
    .evidence.OBSERVED { color: var(--accent); border-color: var(--accent); }
    .evidence.INFERRED { color: var(--warn); border-color: var(--warn); }
    .no-entry { font-size: 12px; color: var(--muted); font-style: italic; }
    .changes ul, .skipped ul { margin: 2px 0 0; padding-left: 18px; }
    .changes li { font-family: "DejaVu Sans Mono", monospace; font-size: 12.5px; }
    .skipped { font-size: 12.5px; color: var(--muted); margin-top: 8px; }
    .skipped li { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
    .empty { color: var(--muted); font-style: italic; margin: 2px 0; }

    .transitions { list-style: none; padding: 0; margin: 0; }
    .transitions li { padding: 4px 8px; border-radius: 6px; margin: 3px 0; font-size: 13px;
      border: 1px solid var(--border); background: var(--card); }
    .transitions li.now { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
    .transitions li.over { opacity: .6; }
    .tstate { font-weight: 600; }
    .chain { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 3px 0; }
    .chain .vc { font-family: "DejaVu Sans Mono", monospace; font-size: 12.5px; padding: 2px 8px;
      border-radius: 6px; border: 1px solid var(--border); background: var(--card); }
    .chain .arrow { color: var(--muted); font-size: 12px; }
    table.appearance { border-collapse: collapse; width: 100%; font-size: 13px; }
    table.appearance td { padding: 4px 6px; border-top: 1px solid var(--border); vertical-align: top; }
    table.appearance tr.changed td { background: var(--mark); }
    table.appearance .cls, .vcls { color: var(--muted); font-size: 11.5px; }
    .astate { font-weight: 600; padding: 1px 7px; border-radius: 999px; font-size: 12px;
      border: 1px solid currentColor; white-space: nowrap; }
    .astate.disappeared { color: var(--muted); } .astate.appearing { color: var(--accent); }
    .astate.appeared { color: var(--ok); } .astate.disappearing { color: var(--warn); }
    .counts { color: var(--muted); font-size: 12px; }
    .life { font-size: 12px; } .life.alive { color: var(--ok); } .life.released { color: var(--muted); }
    ul.retained { color: var(--warn); font-size: 12px; }
    td.state-cell { text-align: right; width: 1%; white-space: nowrap; }

    .tree-note { font-size: 12px; color: var(--muted); margin: 0 0 6px; }
    .view { border: 1px solid var(--border); border-radius: 7px; background: var(--card);
      padding: 3px 7px 5px; margin: 0; min-width: 0; }
    .view.leaf { padding: 2px 7px; }
    .view .vh { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px; }
    .vid { font-family: "DejaVu Sans Mono", monospace; font-size: 12.5px; font-weight: 600; }
    .vtag { font-size: 11px; padding: 0 6px; border-radius: 999px; background: var(--panel);
      border: 1px solid var(--border); color: var(--muted); }
    .kids { display: flex; flex-wrap: wrap; gap: 5px; margin: 5px 0 0 6px; }
    .kids > .view:not(.leaf) { flex-basis: 100%; }
    .view.root-view { border-color: var(--ok); }
    .view.root-view > .vh .vtag.owner { color: var(--ok); border-color: var(--ok); }
    .view.container { border: 2px dashed var(--accent); background: var(--accent-soft); }
    .view.container > .vh .vtag.role { color: var(--accent); border-color: var(--accent); }
    .view.changed { box-shadow: 0 0 0 2px var(--warn); }
    .vtag.moved { color: var(--warn); border-color: var(--warn); }
    .detached { margin-top: 10px; opacity: .75; }
    .detached .view { border-style: dotted; }

    #diagram g.step { cursor: pointer; }
    #diagram g.step.future { opacity: .16; }
    body.reveal #diagram g.step.future { opacity: 0; }
    #diagram g.step.current > g:first-of-type path { stroke: var(--accent); stroke-width: 2.6px; }
    #diagram g.step.current > g:first-of-type polygon,
    #diagram g.step.current > g:first-of-type ellipse { fill: var(--accent); stroke: var(--accent); }
    #diagram g.step.current > g:last-of-type polygon { fill: var(--mark); stroke: var(--accent);
      stroke-width: 1.5px; }
    #diagram g.step.violated > g:last-of-type polygon { stroke: var(--danger); stroke-width: 1.5px; }
    #diagram .violation-badge { cursor: pointer; }
    #diagram .violation-badge circle { fill: var(--danger); }
    #diagram .violation-badge text { fill: #ffffff; font: bold 10px sans-serif; }
    #keys { padding: 6px 16px; border-top: 1px solid var(--border); font-size: 11.5px;
      color: var(--muted); flex: 0 0 auto; }
    #keys code { font-size: 11px; }
    .noscript { padding: 8px 14px; margin: 0; background: var(--warn-soft); }
    @media (max-width: 860px) {
      main { flex-direction: column; }
      #side { width: auto; border-left: 0; border-top: 1px solid var(--border); max-height: 50%; }
    }
    @media (prefers-reduced-motion: reduce) { #sticky-heads { transition: none; } }

    """#
}
