import { describe, expect, it } from 'vitest';
import {
  defaultPaneWidth,
  PANE_MAX,
  PANE_MIN,
  ShellState
} from '../../../src/ui/shell/shell-state.svelte.ts';
import {
  readThemeChoice,
  ThemeState,
  toggledTheme,
  THEME_KEY
} from '../../../src/ui/shell/theme.svelte.ts';

describe('pane widths', () => {
  it.each([
    ['editor', 1280, 346],
    ['inspector', 1280, 269],
    ['editor', 1600, 432],
    ['inspector', 1600, 336],
    ['editor', 800, 300],
    ['inspector', 4000, 400]
  ] as const)('%s at %i px starts at %i px', (pane, width, expected) => {
    expect(defaultPaneWidth(pane, width)).toBe(expected);
  });

  it('keeps a resized pane within its limits and collapses and expands it', () => {
    const shell = new ShellState(1280);
    shell.resize('editor', 10);
    expect(shell.widths.editor).toBe(PANE_MIN);
    shell.resize('inspector', 5000);
    expect(shell.widths.inspector).toBe(PANE_MAX);
    shell.toggle('editor');
    expect(shell.collapsed.editor).toBe(true);
    shell.expand('editor');
    shell.expand('editor');
    expect(shell.collapsed.editor).toBe(false);
    shell.setColumnWidth('0/0/pk', 123.6);
    expect(shell.columnWidths.get('0/0/pk')).toBe(124);
  });
});

describe('large type', () => {
  it('widens the design editor and folds the inspector away, then puts both back', () => {
    const shell = new ShellState(1280);
    shell.resize('editor', 400);
    shell.largeType(true);
    expect(shell.widths.editor).toBe(536);
    expect(shell.collapsed.inspector).toBe(true);
    shell.largeType(true);
    expect(shell.widths.editor).toBe(536);
    shell.largeType(false);
    expect(shell.widths).toEqual({ editor: 400, inspector: 269 });
    expect(shell.collapsed).toEqual({ editor: false, inspector: false });
    shell.largeType(false);
    expect(shell.widths.editor).toBe(400);
  });
});

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k)
  };
}

describe('theme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [null, 'system'],
    ['purple', 'system'],
    ['', 'system']
  ] as const)('a stored %j reads as %s', (stored, choice) => {
    expect(readThemeChoice(stored)).toBe(choice);
  });

  it.each([
    // shown dark?, system dark?, choice after the toggle
    [false, false, 'dark'],
    [true, false, 'system'],
    [true, true, 'light'],
    [false, true, 'system']
  ] as const)('toggling from dark=%s with a dark system=%s gives %s', (dark, system, next) => {
    expect(toggledTheme(dark, system)).toBe(next);
  });

  it('follows the system until toggled, remembers an explicit choice, forgets it when back in step', () => {
    const store = memoryStore();
    const theme = new ThemeState(store, null);
    expect(theme.choice).toBe('system');
    expect(theme.dark).toBe(false);
    theme.toggle();
    expect(theme.dark).toBe(true);
    expect(store.data.get(THEME_KEY)).toBe('dark');
    theme.toggle();
    expect(theme.dark).toBe(false);
    expect(store.data.has(THEME_KEY)).toBe(false);
    expect(new ThemeState(memoryStore({ [THEME_KEY]: 'dark' }), null).dark).toBe(true);
  });

  it('works when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      }
    };
    const theme = new ThemeState(broken, null);
    expect(theme.choice).toBe('system');
    theme.toggle();
    expect(theme.dark).toBe(true);
  });
});
