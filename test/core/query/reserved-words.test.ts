import { describe, expect, it } from 'vitest';
import { isReservedWord } from '../../../src/core/query/reserved-words.ts';

describe('isReservedWord', () => {
  it.each(['name', 'STATUS', 'Data', 'and', 'size'])('%s is reserved', (w) => {
    expect(isReservedWord(w)).toBe(true);
  });
  it.each(['PK', 'SK', 'GSI1PK', 'begins_with', 'n'])('%s is not', (w) => {
    expect(isReservedWord(w)).toBe(false);
  });
});
