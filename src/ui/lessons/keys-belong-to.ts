import { typesText } from '../shell/shortcuts.ts';

/** Roles whose widgets answer arrow keys, Home, End or letters themselves (WAI-ARIA APG). */
const KEYED_ROLES = new Set([
  'combobox',
  'grid',
  'listbox',
  'menu',
  'menubar',
  'menuitem',
  'option',
  'radio',
  'radiogroup',
  'scrollbar',
  'separator',
  'slider',
  'spinbutton',
  'tab',
  'tablist',
  'textbox',
  'tree',
  'treeitem'
]);

interface KeyTarget {
  readonly tagName?: string;
  readonly type?: string;
  readonly isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
  closest?(selector: string): KeyTarget | null;
}

/**
 * Whether a key press on `target` belongs to the control there rather than to presenter mode:
 * a text field (what `typesText` says), a radio button, anything in a dialog or menu, or a
 * widget that takes arrow keys and letters itself — a tab list, a divider, a list box.
 * Presenter keys never steal those.
 *
 * @example
 * keysBelongTo(document.activeElement); // true on a key template field or a view tab
 */
export function keysBelongTo(target: EventTarget | null): boolean {
  const t = target as KeyTarget | null;
  if (!t?.tagName) return false;
  if (typesText(target)) return true;
  if (t.tagName === 'INPUT' && t.type === 'radio') return true;
  // A dialog or menu over the studio (the shortcuts sheet, the Open menu) has the keys.
  if (t.closest?.('dialog, [popover], [role="dialog"]')) return true;
  const owner = t.closest?.('[role]') ?? null;
  const role = owner?.getAttribute?.('role');
  return role !== null && role !== undefined && KEYED_ROLES.has(role);
}
