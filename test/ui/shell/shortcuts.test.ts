import { describe, expect, it } from 'vitest';
import { shortcutFor } from '../../../src/ui/shell/shortcuts.ts';

const press = (
  key: string,
  mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>> = {},
  tag?: string,
  type?: string
) => ({
  key,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
  altKey: !!mods.alt,
  target: tag ? ({ tagName: tag, type } as unknown as EventTarget) : null
});

describe('shortcutFor', () => {
  it.each([
    [press('k', { ctrl: true }), 'quick-jump'],
    [press('K', { meta: true }), 'quick-jump'],
    [press('k', { ctrl: true }, 'INPUT', 'text'), 'quick-jump'],
    [press('k', { ctrl: true, shift: true }), null],
    [press('k'), null],
    [press('s', { ctrl: true }), 'save'],
    [press('S', { meta: true }, 'INPUT', 'text'), 'save'],
    [press('s', { ctrl: true, shift: true }), null],
    [press('s'), null],
    [press('?', { shift: true }), 'shortcuts'],
    [press('?', { shift: true }, 'BUTTON'), 'shortcuts'],
    [press('?', { shift: true }, 'INPUT', 'checkbox'), 'shortcuts'],
    [press('?', { shift: true }, 'INPUT', 'text'), null],
    [press('?', { shift: true }, 'INPUT', 'search'), null],
    [press('?', { shift: true }, 'TEXTAREA'), null],
    [press('?', { shift: true, ctrl: true }), null],
    [press('F6'), 'next-pane'],
    [press('F6', { shift: true }), 'previous-pane'],
    [press('F6', {}, 'INPUT', 'text'), 'next-pane'],
    [press('F6', { alt: true }), null],
    [press('z', { ctrl: true }), 'undo'],
    [press('z', { ctrl: true, shift: true }), 'redo'],
    [press('y', { ctrl: true }), 'redo'],
    [press('z', { ctrl: true, alt: true }), null],
    [press('z', { ctrl: true }, 'TEXTAREA'), null]
  ])('%j → %s', (event, action) => {
    expect(shortcutFor(event)).toBe(action);
  });
});
