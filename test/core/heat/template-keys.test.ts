import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchTemplate } from '../../../src/core/templates/match-template.ts';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { templateKeys } from '../../../src/core/heat/template-keys.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { example } from '../../helpers/example.ts';
import { makeDesign, makeTable } from '../views/make-design.ts';

const t = (s: string): Template => {
  const r = parseTemplate(s);
  if (!r.ok) throw r.error;
  return r.template;
};
const gaming = analyzeDesign(example('gaming')).tables[0]!.views[0]!;
const keysOf = (template: string) =>
  Array.from(
    templateKeys(gaming, t(template), true).collections,
    (c) => (gaming.collectionPk(c) as { S: string }).S
  );

describe('templateKeys', () => {
  it('reaches the keys a template can produce, and no others', () => {
    expect(keysOf('GAME#${gameId}')).toEqual(
      gaming.collections.map((c) => (c.pk as { S: string }).S).filter((k) => k.startsWith('GAME#'))
    );
    expect(keysOf('USER#${username}')).toHaveLength(6);
    expect(keysOf('USER#johnny')).toEqual(['USER#johnny']);
    expect(keysOf('USER#nobody')).toEqual([]);
    expect(keysOf('${x}#${y}')).toHaveLength(gaming.collectionCount); // every key has a #
    expect(keysOf('TEAM#${t}')).toEqual([]);
    expect(keysOf('${any}')).toHaveLength(gaming.collectionCount);
  });

  it('gives the values each key was built from', () => {
    const k = templateKeys(gaming, t('USER#${username}'), true);
    const first = (gaming.collectionPk(k.collections[0]!) as { S: string }).S;
    expect(k.fieldValue(gaming, 0, 'username')).toBe(first.slice(5));
    expect(k.fieldValue(gaming, 0, 'other')).toBeUndefined();
    const m = templateKeys(gaming, t('GAME#${a}${b:8}'), true);
    expect(m.collections.length).toBeGreaterThan(0);
  });

  it('gives a number key’s value canonically, read from the view it is asked with', () => {
    const items = ['7', '1E+2', '3.50'].map((n) => ({ id: { N: n } }));
    const design = makeDesign([makeTable({ pk: ['id', 'N'], sk: null, items })]);
    const view = analyzeDesign(design).tables[0]!.views[0]!;
    const k = templateKeys(view, t('${id}'), true);
    expect(Array.from(k.collections, (_, i) => k.fieldValue(view, i, 'id'))).toEqual([
      '3.5',
      '7',
      '100'
    ]);
    expect(k.fieldValue(view, 0, 'other')).toBeUndefined();
  });

  it('matches a template whose values cost nothing to keep once, for both kinds of pattern', () => {
    const without = templateKeys(gaming, t('GAME#${gameId}'), false);
    expect(without.hasFields).toBe(true);
    expect(templateKeys(gaming, t('GAME#${gameId}'), true)).toBe(without);
    expect(without.fieldValue(gaming, 0, 'gameId')).toBe(
      (gaming.collectionPk(without.collections[0]!) as { S: string }).S.slice(5)
    );
  });

  it('keeps no values per key for a template that would need them kept, unless asked', () => {
    const without = templateKeys(gaming, t('GAME#${a}${b:8}'), false);
    expect(without.hasFields).toBe(false);
    expect(without.collections.length).toBeGreaterThan(0);
    expect(without.fieldValue(gaming, 0, 'a')).toBeUndefined();
    const asked = templateKeys(gaming, t('GAME#${a}${b:8}'), true);
    expect(asked.hasFields).toBe(true);
    // `${b:8}` is zero-padded: the key ends with the value it was built from.
    const key = (gaming.collectionPk(asked.collections[0]!) as { S: string }).S;
    expect(key.endsWith(asked.fieldValue(gaming, 0, 'b')!)).toBe(true);
    expect(asked.fieldValue(gaming, 0, 'b')!.length).toBeGreaterThan(0);
  });

  // The oracle: every collection whose key the template matches, one by one.
  it('reaches exactly the keys matchTemplate matches, for any keys and template', () => {
    const piece = fc.constantFrom('A', 'B', '#', 'é', '𝄞', 'AB');
    const text = fc.array(piece, { maxLength: 4 }).map((p) => p.join(''));
    const template = fc
      .tuple(text, fc.constantFrom('', '${x}', '${x}${y}', '${x:2}'), text)
      .map(([a, f, b]) => a + f + b);
    fc.assert(
      fc.property(fc.uniqueArray(text, { minLength: 1, maxLength: 12 }), template, (ids, src) => {
        const items = ids.map((id) => ({ id: { S: id } }));
        const design = makeDesign([makeTable({ pk: ['id', 'S'], sk: null, items })]);
        const view = analyzeDesign(design).tables[0]!.views[0]!;
        const keyOf = (c: number) => (view.collectionPk(c) as { S: string }).S;
        const expected: number[] = [];
        for (let c = 0; c < view.collectionCount; c++)
          if (matchTemplate(t(src), keyOf(c))) expected.push(c);
        expect(Array.from(templateKeys(view, t(src), true).collections)).toEqual(expected);
      })
    );
  });
});
