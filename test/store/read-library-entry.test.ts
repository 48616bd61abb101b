// Every field of an `entries` record, damaged, is named with what it held, its placeholder is
// never taken for a value, and the sound fields around it are kept.
import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../src/store/library-schema.ts';
import { readLibraryEntry, UNNAMED_DESIGN } from '../../src/store/read-library-entry.ts';

const good: LibraryEntry = {
  id: 'a1',
  name: 'Battle royale gaming',
  tables: 1,
  items: 120,
  generatedItems: 4000,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  revision: 3,
  deletedAt: null
};

/** [field, damaged value, message, placeholder the entry reads with]. */
const DAMAGED: [keyof LibraryEntry, unknown, string, unknown][] = [
  ['id', 5, 'id is 5, not text', '\u0000number 5'],
  ['name', 42, 'name is 42, not text', UNNAMED_DESIGN],
  ['name', undefined, 'name is missing, not text', UNNAMED_DESIGN],
  ['name', null, 'name is null, not text', UNNAMED_DESIGN],
  ['tables', 'x', 'tables is the text "x", not a count', Number.NaN],
  ['tables', -1, 'tables is -1, not a count', Number.NaN],
  ['tables', 1.5, 'tables is 1.5, not a count', Number.NaN],
  ['items', null, 'items is null, not a count', Number.NaN],
  ['items', Number.POSITIVE_INFINITY, 'items is Infinity, not a count', Number.NaN],
  ['generatedItems', [], 'generatedItems is a list, not a count', Number.NaN],
  ['generatedItems', 10n, 'generatedItems is the big integer 10, not a count', Number.NaN],
  ['createdAt', {}, 'createdAt is an object, not a time', Number.NaN],
  ['createdAt', new Date(0), 'createdAt is a date, not a time', Number.NaN],
  ['updatedAt', null, 'updatedAt is null, not a time', Number.NaN],
  ['updatedAt', 1e300, 'updatedAt is 1e+300, not a time', Number.NaN],
  ['updatedAt', Number.NaN, 'updatedAt is NaN, not a time', Number.NaN],
  ['revision', 'x', 'revision is the text "x", not a revision number', 0],
  ['revision', undefined, 'revision is missing, not a revision number', 0],
  ['deletedAt', undefined, 'deletedAt is missing, not a time or null', null],
  ['deletedAt', 'yesterday', 'deletedAt is the text "yesterday", not a time or null', null],
  ['deletedAt', -5, 'deletedAt is -5, not a time or null', null],
  ['deletedAt', new Blob(['x']), 'deletedAt is a Blob, not a time or null', null]
];

describe('readLibraryEntry', () => {
  it('reads a sound record as it is, with no damage', () => {
    expect(readLibraryEntry(structuredClone(good))).toEqual({ ...good, damage: [] });
  });

  it('keeps a record deleted at a time as deleted', () => {
    expect(readLibraryEntry({ ...good, deletedAt: 5 })).toEqual({
      ...good,
      deletedAt: 5,
      damage: []
    });
  });

  it.each(DAMAGED)(
    'a record whose %s is %o: "%s", the rest kept',
    (field, value, message, placeholder) => {
      const raw: Record<string, unknown> = { ...good, [field]: value };
      if (value === undefined) delete raw[field];
      expect(readLibraryEntry(raw)).toEqual({
        ...good,
        [field]: placeholder,
        damage: [{ field, message }]
      });
    }
  );

  it('names every damaged field of the record the issue wrote, in the record order', () => {
    const raw = { ...good, name: 42, tables: 'x', items: null, createdAt: {} };
    expect(readLibraryEntry(raw).damage.map((d) => d.message)).toEqual([
      'name is 42, not text',
      'tables is the text "x", not a count',
      'items is null, not a count',
      'createdAt is an object, not a time'
    ]);
  });

  it('reads a field named like an Object.prototype member only from the record itself', () => {
    const raw = JSON.parse('{"__proto__": {"name": "inherited"}, "id": "a"}') as unknown;
    const read = readLibraryEntry(raw);
    expect(read.name).toBe(UNNAMED_DESIGN);
    expect(read.damage.find((d) => d.field === 'name')?.message).toBe('name is missing, not text');
  });

  it.each([
    ['nothing', undefined, 'the record is missing, not an object'],
    ['text', 'entry', 'the record is the text "entry", not an object'],
    ['a list', [good], 'the record is a list, not an object']
  ])('reads %s as one damaged record, every field a placeholder', (_n, raw, message) => {
    const read = readLibraryEntry(raw);
    expect(read.damage).toEqual([{ field: 'record', message }]);
    expect(read).toMatchObject({ name: UNNAMED_DESIGN, revision: 0, deletedAt: null });
    expect(Number.isNaN(read.updatedAt)).toBe(true);
  });

  it('does not change the record it reads', () => {
    const raw = { ...good, name: 42 };
    const before = structuredClone(raw);
    readLibraryEntry(raw);
    expect(raw).toEqual(before);
  });
});
