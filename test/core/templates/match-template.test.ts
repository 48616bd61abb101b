import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import { matchTemplate } from '../../../src/core/templates/match-template.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { renderTemplate } from '../../../src/core/templates/render-template.ts';

function t(source: string): Template {
  const r = parseTemplate(source);
  if (!r.ok) throw new Error(r.error.message);
  return r.template;
}

const asObject = (m: Map<string, string> | null): Record<string, string> | null =>
  m === null ? null : Object.fromEntries(m);

describe('matchTemplate', () => {
  it.each([
    { source: 'USER#${username}', key: 'USER#alice', values: { username: 'alice' } },
    { source: '#METADATA#${username}', key: '#METADATA#bob', values: { username: 'bob' } },
    {
      source: '${author}#${edition}',
      key: 'Le Guin#3',
      values: { author: 'Le Guin', edition: '3' }
    },
    { source: 'METADATA', key: 'METADATA', values: {} },
    { source: '${id}', key: '', values: { id: '' } },
    { source: 'USER#${username}', key: 'USER#', values: { username: '' } },
    { source: '${a}#${b}', key: 'x#y#z', values: { a: 'x', b: 'y#z' } },
    { source: '${a}#${a}', key: 'x#x', values: { a: 'x' } },
    { source: 'ORDER#${n:6}', key: 'ORDER#000042', values: { n: '42' } },
    { source: 'ORDER#${n:6}', key: 'ORDER#000000', values: { n: '0' } },
    { source: 'ORDER#${n:6}', key: 'ORDER#1234567', values: { n: '1234567' } },
    { source: 'ORDER#${n:6:x}', key: 'ORDER#xxxx42', values: { n: '42' } },
    { source: 'ORDER#${n:6:x}', key: 'ORDER#000042', values: { n: '000042' } },
    { source: '${n:3}#${m}', key: '007#q', values: { n: '7', m: 'q' } },
    { source: 'a.b#${x}', key: 'a.b#1', values: { x: '1' } },
    { source: '(x)+[y]*?^$|\\/-${v}', key: '(x)+[y]*?^$|\\/-ok', values: { v: 'ok' } },
    { source: 'L#${v}', key: 'L#line1\nline2', values: { v: 'line1\nline2' } }
  ])('matches $key against $source, recovering $values', ({ source, key, values }) => {
    expect(asObject(matchTemplate(t(source), key))).toEqual(values);
  });

  it.each([
    { source: 'USER#${username}', key: 'ORG#alice' },
    { source: 'USER#${username}', key: 'user#alice' },
    { source: 'USER#${username}', key: 'XUSER#alice' },
    { source: 'METADATA', key: 'METADATA#1' },
    { source: 'METADATA', key: '' },
    { source: '${a}#${b}', key: 'no-separator' },
    { source: 'a.b#${x}', key: 'axb#1' },
    { source: 'ORDER#${n:6}', key: 'ORDER#42' },
    { source: '${a}#${a}', key: 'x#y' },
    { source: '${a}#${b}#${a}', key: 'x#y#z' },
    { source: '${n:3}#${n}', key: '007#8' }
  ])('returns null for $key against $source', ({ source, key }) => {
    expect(matchTemplate(t(source), key)).toBeNull();
  });

  it('holds a padded and an unpadded use of one attribute to one value', () => {
    expect(asObject(matchTemplate(t('${n:3}#${n}'), '007#7'))).toEqual({ n: '7' });
  });

  it('keeps one whole pad character when the value is itself the pad, even an astral one', () => {
    // "0" padded to "000" comes back as "0"; the same must hold for a two-code-unit pad.
    expect(asObject(matchTemplate(t('${n:3}'), '000'))).toEqual({ n: '0' });
    expect(asObject(matchTemplate(t('${n:3:🙂}'), '🙂🙂🙂'))).toEqual({ n: '🙂' });
    expect(asObject(matchTemplate(t('${n:3:🙂}'), '🙂🙂a'))).toEqual({ n: 'a' });
  });

  it('splits at the first separator: adjacent fields give the first one nothing', () => {
    // The documented ambiguity: with no literal between them, the lazy first field takes nothing.
    expect(asObject(matchTemplate(t('${a}${b}'), 'xy'))).toEqual({ a: '', b: 'xy' });
  });

  it('gives the same answer when one template is matched many times (cached pattern)', () => {
    const tpl = t('USER#${u}');
    expect(asObject(matchTemplate(tpl, 'USER#a'))).toEqual({ u: 'a' });
    expect(matchTemplate(tpl, 'ORG#a')).toBeNull();
    expect(asObject(matchTemplate(tpl, 'USER#b'))).toEqual({ u: 'b' });
  });
});

/** Literal text from an alphabet disjoint from the values' alphabet. */
const literalChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ#_');
const valueChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const literal = fc.string({ unit: literalChar, minLength: 1, maxLength: 5 });
const fieldName = fc.constantFrom('a', 'b', 'c', 'd');
const padChar = fc.constantFrom('#', '_', 'Z', '-', '.', ' ');
const field = fc.oneof(
  { weight: 3, arbitrary: fieldName.map((name) => `\${${name}}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fieldName, fc.integer({ min: 1, max: 8 }), padChar)
      .map(([name, size, pad]) => `\${${name}:${size}:${pad}}`)
  }
);

/**
 * A template whose fields are separated by non-empty literals (adjacent fields are
 * ambiguous by design), with optional literals at both ends.
 */
const template = fc
  .record({
    head: fc.option(literal, { nil: '' }),
    fields: fc.array(fc.tuple(field, literal), { minLength: 1, maxLength: 4 }),
    tail: fc.boolean()
  })
  .map(({ head, fields, tail }) => {
    let src = head;
    fields.forEach(([f, sep], i) => {
      src += f + (i < fields.length - 1 || tail ? sep : '');
    });
    return src;
  });

const values = fc.record({
  a: fc.string({ unit: valueChar, minLength: 1, maxLength: 10 }),
  b: fc.string({ unit: valueChar, minLength: 1, maxLength: 10 }),
  c: fc.string({ unit: valueChar, minLength: 1, maxLength: 10 }),
  d: fc.string({ unit: valueChar, minLength: 1, maxLength: 10 })
});

function roundTrip(source: string, vals: Record<string, string>): void {
  const tpl = t(source);
  const item = emptyMap();
  for (const [k, v] of Object.entries(vals)) item[k] = { S: v } satisfies AttributeValue;
  const rendered = renderTemplate(tpl, item, 'S');
  if (!rendered.ok || !('S' in rendered.value)) throw new Error(`render failed for ${source}`);
  const m = matchTemplate(tpl, rendered.value.S);
  const expected = Object.fromEntries(tpl.fields.map((f) => [f, vals[f]]));
  expect(asObject(m), `${source} rendered as ${rendered.value.S}`).toEqual(expected);
}

describe('renderTemplate then matchTemplate', () => {
  it('returns the original values for any template with separated fields', () => {
    fc.assert(
      fc.property(template, values, (source, vals) => roundTrip(source, vals)),
      { numRuns: 3000 }
    );
  });

  it.each<{ source: string; vals: Record<string, string> }>([
    { source: '${a:3:#}#${b}', vals: { a: 'x', b: 'y' } },
    { source: '#${a:4:#}##${b:2:#}', vals: { a: 'q', b: 'r' } },
    { source: '${a}#${a:5:_}_', vals: { a: 'z9' } },
    { source: 'A${a:2: }B${b}', vals: { a: '1', b: '22' } }
  ])(
    'returns the original values where the pad character also appears in the literals: $source',
    ({ source, vals }) => {
      roundTrip(source, vals);
    }
  );
});
