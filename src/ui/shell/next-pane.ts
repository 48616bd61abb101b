/**
 * Where F6 (step 1) or Shift+F6 (step -1) moves focus: the next or previous element marked
 * `data-pane` (top bar, design editor, views, inspector, status bar), wrapping around; a
 * collapsed pane's `data-pane-focus` control (its Show button) rather than the pane itself.
 * Null while a modal dialog is open, since focus must stay in it.
 */
export function nextPane(doc: Document, step: 1 | -1): HTMLElement | null {
  if (doc.querySelector('dialog[open]')) return null;
  const panes = [...doc.querySelectorAll<HTMLElement>('[data-pane]')];
  if (panes.length === 0) return null;
  const at = panes.findIndex((p) => p.contains(doc.activeElement));
  const to = at < 0 ? (step > 0 ? 0 : panes.length - 1) : (at + step + panes.length) % panes.length;
  const pane = panes[to]!;
  return pane.querySelector<HTMLElement>('[data-pane-focus]') ?? pane;
}
