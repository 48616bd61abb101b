/**
 * Which history action a key press asks for: Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo.
 * Presses inside a multi-line editor keep the browser's own text undo.
 */
export function isUndoKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}): 'undo' | 'redo' | null {
  if (!event.ctrlKey && !event.metaKey) return null;
  const target = event.target as { tagName?: string } | null;
  if (target?.tagName === 'TEXTAREA') return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
