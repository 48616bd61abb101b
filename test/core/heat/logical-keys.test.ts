import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { logicalKeys } from '../../../src/core/heat/logical-keys.ts';
import { templateKeys } from '../../../src/core/heat/template-keys.ts';
import { keyValueId } from '../../../src/core/keys/compare-key-values.ts';
import type { KeyType } from '../../../src/core/model/attribute-value.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import type { View } from '../../../src/core/views/view.ts';
import { makeDesign, makeTable } from '../views/make-design.ts';

const t = (s: string): Template => {
  const r = parseTemplate(s);
  if (!r.ok) throw r.error;
  return r.template;
};

/** A table of items keyed `pk` (a partition may hold several), one sort key each. */
function viewOf(pks: readonly string[], type: KeyType = 'S'): View {
  const items = pks.map((pk, i) => ({
    PK: type === 'S' ? { S: pk } : { N: pk },
    SK: { S: `${i}` }
  }));
  const design = makeDesign([makeTable({ pk: ['PK', type], items })]);
  return analyzeDesign(design).tables[0]!.views[0]!;
}

/** The ranking by its definition: the sample first, then most items, then key order. */
function oracle(view: View, sample: string | null): string[] {
  const keys = Array.from({ length: view.collectionCount }, (_, c) => ({
    text: keyValueId(view.collectionPk(c)),
    size: view.starts[c + 1]! - view.starts[c]!,
    at: c
  }));
  keys.sort(
    (a, b) =>
      Number(b.text === sample) - Number(a.text === sample) || b.size - a.size || a.at - b.at
  );
  return keys.map((k) => k.text);
}

function ranked(view: View, sample: string | null): string[] {
  const template = t('${PK}');
  const groups = logicalKeys(view, templateKeys(view, template, false), null, template, sample);
  return Array.from({ length: groups.count }, (_, r) => groups.text(r));
}

describe('logicalKeys', () => {
  it.each([
    { name: 'a sample that is a key ranks first', pks: ['b', 'a', 'c', 'c'], sample: 'b' },
    { name: 'a sample that is no key changes nothing', pks: ['b', 'a', 'c', 'c'], sample: 'bb' },
    { name: 'no sample', pks: ['b', 'a', 'c', 'c'], sample: null },
    { name: 'the first key', pks: ['b', 'a', 'c'], sample: 'a' },
    { name: 'the last key', pks: ['b', 'a', 'c'], sample: 'c' },
    { name: 'past the last key', pks: ['b', 'a', 'c'], sample: 'd' },
    // UTF-16 order puts U+FF5E below the emoji; the view (byte order) puts it above.
    { name: 'keys above U+FFFF', pks: ['\uFF5E', '😀', 'z'], sample: '😀' },
    { name: 'a prefix of a key', pks: ['ab', 'abc', 'a'], sample: 'ab' }
  ])('$name', ({ pks, sample }) => {
    const view = viewOf(pks);
    expect(ranked(view, sample)).toEqual(oracle(view, sample));
  });

  it('finds a number key by its canonical spelling only, as before', () => {
    const view = viewOf(['10', '2', '3.50'], 'N');
    expect(ranked(view, '3.5')[0]).toBe('3.5');
    expect(ranked(view, '3.50')).toEqual(oracle(view, '3.50'));
  });

  it('ranks string keys as the definition does, whatever the keys and the sample', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 30 }),
        text,
        fc.nat(),
        (pks, other, pick) => {
          const view = viewOf(pks);
          const sample = pick % 3 === 0 ? other : pks[pick % pks.length]!;
          expect(ranked(view, sample)).toEqual(oracle(view, sample));
        }
      ),
      { numRuns: 300 }
    );
  });
});
