import { describe, expect, it } from 'vitest';
import { HistoryKeys } from '../../../src/ui/library/history-keys.ts';

describe('HistoryKeys', () => {
  it('fresh gives a key no design has had yet', () => {
    const keys = new HistoryKeys();
    expect([keys.fresh(), keys.fresh(), keys.fresh()]).toEqual([
      'design-1',
      'design-2',
      'design-3'
    ]);
  });

  it('of gives an entry never given a key a fresh one, never its id', () => {
    const keys = new HistoryKeys();
    expect(keys.of('e1', 1)).toBe('design-1');
    expect(keys.given('e1')).toBeUndefined();
  });

  it('of gives an entry the key it was given while it is at the revision this tab left it', () => {
    const keys = new HistoryKeys();
    keys.give('e1', 'design-7', 1);
    expect(keys.of('e1', 1)).toBe('design-7');
    keys.leftAt('e1', 4);
    expect(keys.of('e1', 4)).toBe('design-7');
    expect(keys.given('e1')).toBe('design-7');
  });

  // Another tab wrote the entry since: the old history's steps would be saved over its version.
  const written: { what: string; left: number; read: number }[] = [
    { what: 'one save by another tab', left: 3, read: 4 },
    { what: 'many saves by another tab', left: 3, read: 9 },
    { what: 'a revision this tab never knew below its own', left: 3, read: 2 }
  ];
  it.each(written)('of gives a fresh key once the entry moved without this tab: $what', (c) => {
    const keys = new HistoryKeys();
    keys.give('e1', 'kept', 1);
    keys.leftAt('e1', c.left);
    expect(keys.of('e1', c.read)).toBe('design-1');
  });

  it('moved counts a revision this tab made (delete, restore, rename): the history holds', () => {
    const keys = new HistoryKeys();
    keys.give('e1', 'kept', 1);
    keys.leftAt('e1', 3);
    keys.moved('e1');
    keys.moved('e1');
    expect(keys.of('e1', 5)).toBe('kept');
  });

  it('moved falls short when another tab wrote between: the history does not hold', () => {
    const keys = new HistoryKeys();
    keys.give('e1', 'kept', 3);
    // Stored: 3, another tab's save 4, this tab's delete 5; this tab counts 4.
    keys.moved('e1');
    expect(keys.of('e1', 5)).toBe('design-1');
  });

  it('leftAt and moved do nothing for an entry never given a key', () => {
    const keys = new HistoryKeys();
    keys.leftAt('e1', 2);
    keys.moved('e1');
    expect(keys.given('e1')).toBeUndefined();
  });

  it('forget lets an entry go: it is given a fresh key, not the one it had', () => {
    const keys = new HistoryKeys();
    keys.give('e1', 'kept', 1);
    keys.forget('e1');
    expect(keys.given('e1')).toBeUndefined();
    expect(keys.of('e1', 1)).toBe('design-1');
  });
});
