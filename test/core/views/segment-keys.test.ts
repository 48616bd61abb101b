import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AttributeMap, KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';
import { compareKeyValues } from '../../../src/core/keys/compare-key-values.ts';
import { keyValueProblem } from '../../../src/core/rules/validate-key-value.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { renderKey } from '../../../src/core/templates/render-template.ts';
import { segmentKeys } from '../../../src/core/views/segment-keys.ts';
import { valueSize } from '../../../src/core/items/item-size.ts';

function t(source: string): Template {
  const r = parseTemplate(source);
  if (!r.ok) throw new Error(r.error.message);
  return r.template;
}

/**
 * The oracle: render every item on its own, keep the distinct values (by type and spelling) in
 * the order first met, set aside those DynamoDB refuses, and sort the rest by compareKeyValues
 * (ties in the order met). An item's id is its value's rank, or -2 - its index among the refused.
 */
function oracle(items: readonly AttributeMap[], template: Template | undefined, type: KeyType) {
  const met: KeyValue[] = [];
  const at = new Map<string, number>();
  const seen = items.map((item) => {
    const own = item['K'];
    const r = template
      ? renderKey(template, item, type)
      : own && ('S' in own || 'N' in own || 'B' in own)
        ? own
        : { kind: 'none' };
    if ('kind' in r) return -1;
    const k = JSON.stringify(r);
    if (!at.has(k)) at.set(k, met.push(r) - 1);
    return at.get(k)!;
  });
  const invalid = met.flatMap((v, j) => (keyValueProblem('K', v, type, 'partition') ? [j] : []));
  const valid = met
    .map((_, j) => j)
    .filter((j) => !invalid.includes(j))
    .sort((a, b) => compareKeyValues(met[a]!, met[b]!) || a - b);
  const id = (j: number): number =>
    j < 0 ? -1 : invalid.includes(j) ? -2 - invalid.indexOf(j) : valid.indexOf(j);
  return { values: valid.map((j) => met[j]!), ids: seen.map(id) };
}

// Strings that pad to one another ("5", "005"), numbers equal but spelled apart ("1", "1.0"),
// a string and a number with one text, an empty string (refused), and items without the field;
// strings from U+D800 up (a lone surrogate, refused unless a literal pairs it; U+FF5E, which
// UTF-8 orders after U+1F600 though UTF-16 does not; an emoji), so that runs with and without
// them take both ways (keys known to be below U+D800 are not scanned again).
const value = fc.constantFrom<KeyValue | undefined>(
  { S: '\uDE00' },
  { S: '\uFF5E' },
  { S: '\u{1F600}' },
  { S: '5' },
  { S: '005' },
  { S: '1' },
  { S: 'a' },
  { S: '' },
  { N: '1' },
  { N: '1.0' },
  { N: '5' },
  { BOOL: true } as unknown as KeyValue,
  undefined
);
const items = (strings: boolean, name: string) =>
  fc.array(
    value
      .filter((v) => !strings || v === undefined || 'S' in v)
      .map((v): AttributeMap => (v === undefined ? {} : { [name]: v })),
    { maxLength: 30 }
  );

describe('segmentKeys', () => {
  it.each(
    [
      { source: 'P#${f}', type: 'S' },
      { source: '${f}', type: 'S' },
      { source: '${f:3}', type: 'S' },
      { source: 'X${f:3:_}', type: 'S' },
      { source: '\uD83D${f}', type: 'S' },
      { source: '${f:3:\uD800}', type: 'S' },
      { source: '${f}', type: 'N' },
      { source: "the item's own K", type: 'S' },
      { source: "the item's own K", type: 'N' }
    ].flatMap((c) => [
      { ...c, over: 'strings' },
      { ...c, over: 'any values' }
    ]) as { source: string; type: KeyType; over: string }[]
  )('keys $source ($type) as the oracle does, over $over', ({ source, type, over }) => {
    const template = source === "the item's own K" ? undefined : t(source);
    fc.assert(
      fc.property(items(over === 'strings', template ? 'f' : 'K'), (run) => {
        const keys = segmentKeys(run, template, { name: 'K', type }, 'partition');
        const want = oracle(run, template, type);
        expect(keys.values).toEqual(want.values);
        expect([...keys.ids]).toEqual(want.ids);
        // Each value's size in bytes, as AWS's item-size formula counts it.
        expect([...keys.bytes]).toEqual(want.values.map(valueSize));
      })
    );
  });

  it.each([
    { source: 'P#${f}', type: 'S' },
    { source: '${f}x', type: 'S' },
    { source: '${f:3}', type: 'S' },
    { source: '${f}', type: 'N' }
  ] as { source: string; type: KeyType }[])(
    're-keys to $source ($type) from an edited template as the oracle does',
    ({ source, type }) => {
      // A re-key (`previous` given) renders from the column's copies, not the items' values.
      const template = t(source);
      fc.assert(
        fc.property(items(false, 'f'), (run) => {
          const before = segmentKeys(run, t('Q${f}'), { name: 'K', type: 'S' }, 'partition');
          const keys = segmentKeys(
            run,
            template,
            { name: 'K', type },
            'partition',
            undefined,
            before
          );
          const want = oracle(run, template, type);
          expect(keys.values).toEqual(want.values);
          expect([...keys.ids]).toEqual(want.ids);
          expect([...keys.bytes]).toEqual(want.values.map(valueSize));
        })
      );
    }
  );
});
