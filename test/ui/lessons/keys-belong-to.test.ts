// Presenter keys never steal a key from a text field or from a widget that answers keys itself.
import { describe, expect, it } from 'vitest';
import { keysBelongTo } from '../../../src/ui/lessons/keys-belong-to.ts';

/** An element as the page would pass it: tag, type, its own role, and its ancestors' roles. */
function el(
  tagName: string,
  attrs: { type?: string; role?: string; inside?: string[]; inDialog?: boolean } = {}
) {
  const roles = [...(attrs.role ? [attrs.role] : []), ...(attrs.inside ?? [])];
  return {
    tagName,
    type: attrs.type ?? '',
    isContentEditable: false,
    getAttribute: (name: string) => (name === 'role' ? (attrs.role ?? null) : null),
    closest: (selector: string) =>
      selector === '[role]' && roles.length
        ? { getAttribute: (name: string) => (name === 'role' ? roles[0]! : null) }
        : selector.startsWith('dialog') && attrs.inDialog
          ? {}
          : null
  } as unknown as EventTarget;
}

describe('keysBelongTo', () => {
  it.each([
    ['a key template field', el('INPUT', { type: 'text' }), true],
    ['a search field', el('INPUT', { type: 'search' }), true],
    ['a textarea', el('TEXTAREA'), true],
    ['a select', el('SELECT'), true],
    ['a radio button', el('INPUT', { type: 'radio' }), true],
    ['a view tab', el('BUTTON', { role: 'tab' }), true],
    ['a pane divider', el('DIV', { role: 'separator' }), true],
    ['an option of the jump box', el('LI', { role: 'option' }), true],
    ['a span inside a list box option', el('SPAN', { inside: ['option'] }), true],
    ['a plain button', el('BUTTON'), false],
    ['a checkbox', el('INPUT', { type: 'checkbox' }), false],
    ['a button in the shortcuts sheet or the Open menu', el('BUTTON', { inDialog: true }), true],
    ['a table cell', el('DIV', { role: 'cell' }), false],
    ['the page itself', el('BODY'), false],
    ['nothing', null, false]
  ])('%s: %s', (_, target, owns) => {
    expect(keysBelongTo(target)).toBe(owns);
  });

  it('counts an editable element as a field', () => {
    const div = { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget;
    expect(keysBelongTo(div)).toBe(true);
  });
});
