import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../../src/store/library-schema.ts';
import { describeEntry } from '../../../src/ui/library/describe-entry.ts';

const entry: LibraryEntry = {
  id: 'a',
  name: 'Gaming',
  tables: 1,
  items: 1200,
  generatedItems: 0,
  createdAt: 1,
  updatedAt: 5,
  revision: 1,
  deletedAt: null
};
const at = (t: number) => `at ${t}`;

describe('describeEntry', () => {
  it.each([
    [{}, '1 table · 1,200 items · edited at 5'],
    [{ tables: 2, items: 1 }, '2 tables · 1 item · edited at 5'],
    [
      { generatedItems: 4000 },
      '1 table · 1,200 items + 4,000 generated (rebuilt from the seed) · edited at 5'
    ],
    // A damaged record's placeholders (readLibraryEntry) are said to be unknown.
    [{ tables: Number.NaN }, 'tables unknown · 1,200 items · edited at 5'],
    [{ items: Number.NaN }, '1 table · items unknown · edited at 5'],
    [
      { generatedItems: Number.NaN },
      '1 table · 1,200 items + generated items unknown · edited at 5'
    ],
    [{ updatedAt: Number.NaN }, '1 table · 1,200 items · when last edited is unknown']
  ])('describes %o as %j', (change, text) => {
    expect(describeEntry({ ...entry, ...change }, at)).toBe(text);
  });
});
