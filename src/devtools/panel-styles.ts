/**
 * The site's own panels' styles, in the panel's chunk (not the site's stylesheet, which every
 * visitor loads): plain CSS under `.sdt-panel`, in the devtools' light or dark theme.
 */
export const PANEL_STYLES = `
.sdt-panel { --sdt-bg: #0f172a; --sdt-fg: #f1f5f9; --sdt-muted: #cbd5e1; --sdt-line: #475569; --sdt-accent: #a5b4fc; --sdt-error: #fca5a5; --sdt-ok: #86efac;
  box-sizing: border-box; min-height: 100%; padding: 0.75rem 1rem; background: var(--sdt-bg); color: var(--sdt-fg); font: 13px/1.45 system-ui, sans-serif; }
.sdt-panel.sdt-light { --sdt-bg: #ffffff; --sdt-fg: #0f172a; --sdt-muted: #334155; --sdt-line: #94a3b8; --sdt-accent: #3730a3; --sdt-error: #b91c1c; --sdt-ok: #166534; }
.sdt-panel * { box-sizing: border-box; }
.sdt-panel h2 { margin: 0 0 0.5rem; font-size: 15px; }
.sdt-panel h3 { margin: 1rem 0 0.375rem; font-size: 13px; }
.sdt-panel p { margin: 0.25rem 0; color: var(--sdt-muted); }
.sdt-panel code, .sdt-panel textarea, .sdt-panel td.sdt-mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.sdt-panel button, .sdt-panel select { font: inherit; color: var(--sdt-fg); background: transparent; border: 1px solid var(--sdt-line); border-radius: 0.25rem; padding: 0.125rem 0.5rem; cursor: pointer; }
.sdt-panel select { background: var(--sdt-bg); }
.sdt-panel button:hover { border-color: var(--sdt-accent); }
.sdt-panel button:focus-visible, .sdt-panel select:focus-visible, .sdt-panel textarea:focus-visible, .sdt-panel input:focus-visible { outline: 2px solid var(--sdt-accent); outline-offset: 2px; }
.sdt-panel table { border-collapse: collapse; width: 100%; }
.sdt-panel th, .sdt-panel td { text-align: start; padding: 0.125rem 0.5rem 0.125rem 0; border-bottom: 1px solid var(--sdt-line); vertical-align: top; }
.sdt-panel ul { margin: 0; padding-inline-start: 1.25rem; }
.sdt-panel textarea { width: 100%; min-height: 6rem; color: var(--sdt-fg); background: var(--sdt-bg); border: 1px solid var(--sdt-line); border-radius: 0.25rem; padding: 0.375rem; }
.sdt-panel caption.sdt-caption { text-align: start; color: var(--sdt-muted); padding-bottom: 0.25rem; }
.sdt-row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.375rem 0; }
.sdt-entry { border: 1px solid var(--sdt-line); border-radius: 0.375rem; padding: 0.5rem 0.75rem; margin: 0 0 0.75rem; }
.sdt-error { color: var(--sdt-error); }
.sdt-ok { color: var(--sdt-ok); }
`

/** The class of a panel's root in the devtools' theme. */
export function panelClass(theme: 'light' | 'dark'): string {
  return theme === 'light' ? 'sdt-panel sdt-light' : 'sdt-panel'
}
