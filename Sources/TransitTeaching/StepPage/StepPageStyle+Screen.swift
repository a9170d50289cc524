extension StepPageStyle {
  /// The screen panel's look: a column between the diagram and the caption, the window drawn
  /// on a dark device frame, each view a box with a faint edge and a small label.
  static let screen = #"""
    #screen-pane { flex: 0 0 auto; display: flex; flex-direction: column; align-items: center;
      gap: 6px; padding: 10px 12px; border-left: 1px solid var(--border);
      background: var(--panel); min-height: 0; max-width: 46vw; }
    #screen-controls { display: flex; align-items: center; gap: 6px; align-self: stretch; }
    #screen-controls select { font: inherit; color: var(--text); background: var(--card);
      border: 1px solid var(--border); border-radius: 6px; padding: 2px 4px; }
    #clock-time { margin-left: auto; font-size: 12px; color: var(--muted);
      font-variant-numeric: tabular-nums; }
    #clock { align-self: stretch; accent-color: var(--accent); }
    #screen-stage { position: relative; overflow: hidden; flex: 0 0 auto; background: #000;
      border-radius: 14px; box-shadow: 0 0 0 5px #24292f, var(--shadow); }
    #screen-note { margin: 0; font-size: 11px; color: var(--muted); max-width: 30em;
      text-align: center; }
    .sv { position: absolute; box-shadow: inset 0 0 0 1px rgba(128, 128, 128, .45); }
    #screen-window { left: 0; top: 0; transform-origin: 0 0; box-shadow: none; }
    .sv.container::after { content: ""; position: absolute; inset: 0; z-index: 1;
      border: 2px dashed #2f81f7; border-radius: inherit; pointer-events: none; }
    .sv > .sl { position: absolute; left: 2px; top: 1px; max-width: calc(100% - 4px);
      overflow: hidden; white-space: nowrap; text-overflow: ellipsis; pointer-events: none;
      font-family: "DejaVu Sans Mono", ui-monospace, monospace; line-height: 1.2;
      color: rgba(0, 0, 0, .62); }
    .sv > .sl.on-dark { color: rgba(255, 255, 255, .8); }
    .finger { position: absolute; display: none; width: 44px; height: 44px;
      margin: -22px 0 0 -22px; border-radius: 50%; pointer-events: none;
      background: rgba(110, 118, 129, .45); box-shadow: 0 0 0 3px rgba(255, 255, 255, .85); }
    .finger.lifted { opacity: .35; }
    @media (max-width: 860px) { #screen-pane { max-width: none; border-left: 0; } }

    """#
}
