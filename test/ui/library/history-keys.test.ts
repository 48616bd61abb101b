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

  it('of gives an entry the key it was given this session, else its own id', () => {
    const keys = new HistoryKeys();
    expect(keys.of('e1')).toBe('e1');
    expect(keys.given('e1')).toBeUndefined();
    keys.give('e1', 'design-1');
    expect(keys.of('e1')).toBe('design-1');
    expect(keys.given('e1')).toBe('design-1');
  });

  it('forget lets an entry go back to its own id', () => {
    const keys = new HistoryKeys();
    keys.give('e1', 'design-1');
    keys.forget('e1');
    expect(keys.of('e1')).toBe('e1');
    expect(keys.given('e1')).toBeUndefined();
  });
});
