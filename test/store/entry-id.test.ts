import { describe, expect, it } from 'vitest';
import { entryId } from '../../src/store/entry-id.ts';

describe('entryId', () => {
  it('is the key itself when the key is text', () => {
    expect(entryId('3f2a')).toBe('3f2a');
  });

  it.each([
    [5, '\u0000number 5'],
    [new Date(7), '\u0000date 7'],
    [new Uint8Array([1, 255]).buffer, '\u0000binary 01ff'],
    [new Uint8Array([0, 1, 255]).subarray(1), '\u0000binary 01ff'],
    [['a', 5], '\u0000list ["a", number 5]'],
    [undefined, '\u0000missing']
  ])('gives the key %o an id no text key has: %j', (key, id) => {
    expect(entryId(key)).toBe(id);
  });

  it('gives distinct keys distinct ids', () => {
    const keys = [5, '5', [5], ['5'], new Date(5), [[5]], 5.5];
    expect(new Set(keys.map(entryId)).size).toBe(keys.length);
  });
});
