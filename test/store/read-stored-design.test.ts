// Every field of a `designs` record, damaged: the text that can still be read is kept, the
// generation runs that can be replayed are kept, and each damage is named with what it held.
import { describe, expect, it } from 'vitest';
import { readStoredDesign } from '../../src/store/read-stored-design.ts';

const good = {
  id: 'a1',
  revision: 2,
  text: '{"format":"keyscope.design"}',
  generation: { runs: [{ perEntity: 10, seed: 7 }] }
};

describe('readStoredDesign', () => {
  it('reads a sound record as it is, with no damage', () => {
    expect(readStoredDesign(structuredClone(good))).toEqual({
      text: good.text,
      generation: good.generation,
      findings: [],
      damage: []
    });
  });

  it('keeps a text stored as a Blob (version 3)', () => {
    const text = new Blob(['{}']);
    expect(readStoredDesign({ ...good, text })).toMatchObject({ text, damage: [] });
  });

  it.each([
    ['text', 42, 'text is 42, not text or a Blob'],
    ['text', null, 'text is null, not text or a Blob'],
    ['text', undefined, 'text is missing, not text or a Blob'],
    ['text', { tables: [] }, 'text is an object, not text or a Blob'],
    ['text', new Uint8Array([123, 125]), 'text is binary data, not text or a Blob'],
    ['revision', 'two', 'revision is the text "two", not a revision number'],
    ['revision', -1, 'revision is -1, not a revision number'],
    ['revision', undefined, 'revision is missing, not a revision number']
  ])('a record whose %s is %o: "%s"', (field, value, message) => {
    const raw: Record<string, unknown> = { ...good, [field]: value };
    if (value === undefined) delete raw[field];
    const read = readStoredDesign(raw);
    expect(read.damage).toEqual([{ field, message }]);
    expect(read.text).toBe(field === 'text' ? null : good.text);
    expect(read.generation).toEqual(good.generation);
  });

  it.each([
    [
      'not an object',
      'all',
      [],
      ['generation is the text "all", not generation settings; no items are generated']
    ],
    [
      'a run that cannot be replayed',
      {
        runs: [
          { perEntity: -1, seed: 1 },
          { perEntity: 5, seed: 2 }
        ]
      },
      [{ perEntity: 5, seed: 2 }],
      [
        'generation at $.runs[0].perEntity: "perEntity" must be a whole number from 0 to 1000000, got number -1; the run is skipped'
      ]
    ],
    [
      'without runs',
      { runs: 'x' },
      [],
      [
        'generation at $.runs: generation settings need "runs", an array, got the string "x"; no items are generated'
      ]
    ],
    ['missing', undefined, [], ['generation is missing; no items are generated']]
  ])(
    'a record whose generation is %s: the runs that can be replayed are kept',
    (_n, generation, runs, messages) => {
      const raw: Record<string, unknown> = { ...good, generation };
      if (generation === undefined) delete raw['generation'];
      const read = readStoredDesign(raw);
      expect(read.generation).toEqual({ runs });
      expect(read.damage.map((d) => [d.field, d.message])).toEqual(
        messages.map((m) => ['generation', m])
      );
      expect(read.text).toBe(good.text);
    }
  );

  it('locates damaged generation settings as the design loader locates its findings', () => {
    const read = readStoredDesign({ ...good, generation: { runs: [{ perEntity: 1, seed: 'x' }] } });
    expect(read.findings.map((f) => [f.code, f.path])).toEqual([
      ['generation.invalid', '$.runs[0].seed']
    ]);
  });

  it.each([
    ['missing', undefined, 'the design itself is missing from the library'],
    ['text', 'design', `the design's record is the text "design", not an object`],
    ['a list', [good], `the design's record is a list, not an object`]
  ])('reads a record that is %s as having no text', (_n, raw, message) => {
    expect(readStoredDesign(raw)).toEqual({
      text: null,
      generation: { runs: [] },
      findings: [],
      damage: [{ field: 'record', message }]
    });
  });
});
