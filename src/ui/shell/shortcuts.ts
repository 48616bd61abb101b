import { isUndoKey } from '../studio/undo-keys.ts';

/** What a global key press asks the studio to do. */
export type ShortcutAction =
  'quick-jump' | 'shortcuts' | 'undo' | 'redo' | 'next-pane' | 'previous-pane' | 'save';

/** One line of the shortcuts sheet: the keys as shown, and what they do. */
export interface Shortcut {
  readonly keys: string;
  readonly does: string;
  /** For aria-keyshortcuts on the control that does the same. */
  readonly aria?: string;
}

/** Keys that work anywhere in the studio (handled by `shortcutFor`). */
export const GLOBAL_SHORTCUTS: readonly Shortcut[] = [
  {
    keys: 'Ctrl+K',
    aria: 'Control+K',
    does: 'Jump to an entity, a partition key value, an access pattern or a finding'
  },
  { keys: '?', aria: 'Shift+?', does: 'Show these shortcuts (outside text fields)' },
  { keys: 'Ctrl+S', aria: 'Control+S', does: 'Save now (edits are also saved as you go)' },
  { keys: 'Ctrl+Z', aria: 'Control+Z', does: 'Undo the last edit' },
  { keys: 'Ctrl+Shift+Z or Ctrl+Y', aria: 'Control+Shift+Z', does: 'Redo' },
  { keys: 'F6 / Shift+F6', aria: 'F6', does: 'Move to the next / previous pane' }
];

/** Keys of particular controls, listed on the sheet too. */
export const CONTROL_SHORTCUTS: readonly Shortcut[] = [
  {
    keys: '← / →',
    does: 'On a divider: make the pane or column narrower or wider (Shift: faster)'
  },
  { keys: 'Enter', does: 'On a pane divider: hide or show the pane' },
  { keys: '← / → Home End', does: 'On the view tabs: choose a view' },
  { keys: '↑ / ↓ then Enter', does: 'In the jump box: choose where to go' },
  { keys: 'Escape', does: 'Close a dialog or menu; in a name field, restore the name' }
];

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Whether typing into `target` would put the character in a field. */
export function typesText(target: EventTarget | null): boolean {
  const t = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (!t?.tagName) return false;
  if (t.isContentEditable) return true;
  if (t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true;
  return t.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit'].includes(t.type ?? '');
}

/**
 * The studio action a key press asks for, if any: Ctrl/⌘+K and Ctrl/⌘+S anywhere, `?` outside text fields,
 * F6 and Shift+F6 between panes, and undo/redo as `isUndoKey` says.
 *
 * @example
 * shortcutFor({ key: 'k', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, target: null });
 * // 'quick-jump'
 */
export function shortcutFor(event: KeyPress): ShortcutAction | null {
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k')
    return 'quick-jump';
  if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's') return 'save';
  if (event.key === 'F6' && !command && !event.altKey)
    return event.shiftKey ? 'previous-pane' : 'next-pane';
  if (event.key === '?' && !command && !event.altKey && !typesText(event.target))
    return 'shortcuts';
  if (event.altKey) return null;
  return isUndoKey(event);
}
