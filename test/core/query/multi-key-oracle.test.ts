// Multi-attribute GSI keys against a brute-force oracle of the AWS guide's rules
// (GSI.DesignPattern.MultiAttributeKeys): membership, grouping by the partition tuple, order by
// the sort tuple, and which Queries are accepted and what they return. The oracle is written
// from the rules alone, with none of the engine's code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeyTuples } from '../../../src/core/keys/compare-key-tuples.ts';
import { keyTupleId } from '../../../src/core/keys/key-tuple-id.ts';
import {
  emptyMap,
  type AttributeMap,
  type AttributeValue
} from '../../../src/core/model/attribute-value.ts';
import type { KeyAttribute } from '../../../src/core/model/design.ts';
import type { MultiKeySchema } from '../../../src/core/model/multi-key-schema.ts';
import { matchesMultiKey } from '../../../src/core/query/matches-multi-key.ts';
import { parseMultiKeyCondition } from '../../../src/core/query/parse-multi-key-condition.ts';
import { indexTuple } from '../../../src/core/views/index-tuple.ts';

type T = 'S' | 'N';
// Few values, so random items often share a collection and a Query often finds some.
const S_VALUES = ['a', 'ab', 'é', '😀'];
// Two spellings of one number: the partition tuple must group them together.
const N_VALUES = ['-1', '1', '1.0', '10'];

/** The oracle's order of one part: S by UTF-8 bytes, N by numeric value. */
function cmpPart(type: T, a: string, b: string): number {
  if (type === 'N') return Number(a) - Number(b);
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

const schemaArb: fc.Arbitrary<MultiKeySchema> = fc
  .record({
    p: fc.array(fc.constantFrom<T>('S', 'N'), { minLength: 1, maxLength: 4 }),
    s: fc.array(fc.constantFrom<T>('S', 'N'), { minLength: 0, maxLength: 4 })
  })
  .map(({ p, s }) => ({
    partition: p.map((type, i) => ({ name: `p${i}`, type })),
    sort: s.map((type, i) => ({ name: `s${i}`, type }))
  }));

/** A raw value for an attribute: mostly its type, sometimes the other type, sometimes none. */
const rawArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant('own' as const) },
  { weight: 1, arbitrary: fc.constant('other' as const) },
  { weight: 1, arbitrary: fc.constant('none' as const) }
);

function itemsArb(key: MultiKeySchema): fc.Arbitrary<AttributeMap[]> {
  const attrs = [...key.partition, ...key.sort];
  const one = fc
    .tuple(
      ...attrs.map(() =>
        fc.tuple(rawArb, fc.constantFrom(...S_VALUES), fc.constantFrom(...N_VALUES))
      )
    )
    .map((parts) => {
      const item = emptyMap();
      parts.forEach(([kind, s, n], i) => {
        const a = attrs[i]!;
        if (kind === 'none') return;
        const type = kind === 'own' ? a.type : a.type === 'S' ? 'N' : 'S';
        item[a.name] = type === 'S' ? { S: s } : { N: n };
      });
      return item as AttributeMap;
    });
  return fc.array(one, { maxLength: 30 });
}

/** One condition the generator may write on an attribute. */
interface Cond {
  readonly op: '=' | '<' | '<=' | '>' | '>=' | 'BETWEEN' | 'begins_with';
  readonly type: T;
  readonly value: string;
  readonly upper: string;
}

function condArb(a: KeyAttribute): fc.Arbitrary<Cond | null> {
  const type = a.type as T;
  const ops: Cond['op'][] = ['=', '<', '<=', '>', '>=', 'BETWEEN'];
  if (type === 'S') ops.push('begins_with');
  const values = type === 'S' ? S_VALUES : N_VALUES;
  const cond = fc.record({
    // Equality most often: a Query is accepted only when every condition but the last is `=`.
    op: fc.oneof(
      { weight: 3, arbitrary: fc.constant<Cond['op']>('=') },
      { weight: 2, arbitrary: fc.constantFrom(...ops) }
    ),
    // Mostly the attribute's type; sometimes the other, which DynamoDB refuses.
    type: fc.oneof(
      { weight: 9, arbitrary: fc.constant(type) },
      { weight: 1, arbitrary: fc.constant<T>(type === 'S' ? 'N' : 'S') }
    ),
    value: fc.constantFrom(...values),
    upper: fc.constantFrom(...values)
  });
  return fc.option(cond, { nil: null, freq: 3 });
}

/** The Query as text, its values, and the conditions by attribute (null: none given). */
function queryOf(key: MultiKeySchema, conds: (Cond | null)[]) {
  const attrs = [...key.partition, ...key.sort];
  const parts: string[] = [];
  const values: Record<string, AttributeValue> = {};
  const v = (c: Cond, text: string) =>
    c.type === 'S' ? { S: text } : { N: c.type === 'N' && !N_VALUES.includes(text) ? '0' : text };
  conds.forEach((c, i) => {
    if (!c) return;
    const name = attrs[i]!.name;
    values[`:v${i}`] = v(c, c.value);
    if (c.op === 'BETWEEN') {
      values[`:u${i}`] = v(c, c.upper);
      parts.push(`${name} BETWEEN :v${i} AND :u${i}`);
    } else if (c.op === 'begins_with') parts.push(`begins_with(${name}, :v${i})`);
    else parts.push(`${name} ${c.op} :v${i}`);
  });
  return { expression: parts.join(' AND '), values };
}

/** The oracle: whether DynamoDB's documented rules accept the conditions. */
function accepted(key: MultiKeySchema, conds: (Cond | null)[]): boolean {
  const p = key.partition.length;
  const typed = (c: Cond, a: KeyAttribute) =>
    c.type === a.type &&
    (c.op !== 'BETWEEN' || cmpPart(c.type, c.value, c.upper) <= 0) &&
    (c.op !== 'begins_with' || c.type === 'S');
  for (let i = 0; i < p; i++) {
    const c = conds[i];
    if (!c || c.op !== '=' || !typed(c, key.partition[i]!)) return false;
  }
  const sort = conds.slice(p);
  const given = sort.filter((c) => c !== null).length;
  for (let i = 0; i < sort.length; i++) {
    const c = sort[i];
    if (i < given !== (c !== null && c !== undefined)) return false; // a gap
    if (c && !typed(c, key.sort[i]!)) return false;
    if (c && i < given - 1 && c.op !== '=') return false; // a range before the last one given
  }
  return true;
}

/** The oracle's answer: members whose every conditioned attribute satisfies its condition. */
function oracleResult(
  key: MultiKeySchema,
  items: AttributeMap[],
  conds: (Cond | null)[]
): number[] {
  const attrs = [...key.partition, ...key.sort];
  const out: number[] = [];
  items.forEach((item, index) => {
    const member = attrs.every((a) => {
      const v = item[a.name];
      return v !== undefined && a.type in v;
    });
    if (!member) return;
    const ok = conds.every((c, i) => {
      if (!c) return true;
      const a = attrs[i]!;
      const raw = (item[a.name] as Record<string, string>)[a.type]!;
      const d = cmpPart(c.type, raw, c.value);
      switch (c.op) {
        case '=':
          return d === 0;
        case '<':
          return d < 0;
        case '<=':
          return d <= 0;
        case '>':
          return d > 0;
        case '>=':
          return d >= 0;
        case 'BETWEEN':
          return d >= 0 && cmpPart(c.type, raw, c.upper) <= 0;
        case 'begins_with':
          return raw.startsWith(c.value);
      }
    });
    if (ok) out.push(index);
  });
  return out;
}

const caseArb = schemaArb.chain((key) =>
  fc.record({
    key: fc.constant(key),
    items: itemsArb(key),
    conds: fc.tuple(...[...key.partition, ...key.sort].map(condArb))
  })
);

describe('multi-attribute GSI keys against a brute-force oracle of the documented rules', () => {
  it('accepts exactly the Queries the rules accept, and returns what a brute-force filter returns', () => {
    fc.assert(
      fc.property(caseArb, ({ key, items, conds }) => {
        const { expression, values } = queryOf(key, conds);
        if (expression === '') return; // no condition at all: nothing to send
        const parsed = parseMultiKeyCondition({ expression, values }, key);
        expect(parsed.ok).toBe(accepted(key, conds));
        if (!parsed.ok) return;
        const got = items.flatMap((item, i) => {
          const t = indexTuple(item, key);
          return t.ok && matchesMultiKey(t.partition, t.sort, parsed.condition) ? [i] : [];
        });
        expect(got).toEqual(oracleResult(key, items, conds));
      }),
      { numRuns: 1000 }
    );
  });

  it('groups members by the partition tuple and orders them by the sort tuple as the rules say', () => {
    fc.assert(
      fc.property(
        schemaArb.chain((key) => fc.record({ key: fc.constant(key), items: itemsArb(key) })),
        ({ key, items }) => {
          const members = items.flatMap((item) => {
            const t = indexTuple(item, key);
            return t.ok ? [t] : [];
          });
          const sameParts = (
            type: readonly KeyAttribute[],
            a: readonly AttributeValue[],
            b: readonly AttributeValue[]
          ) =>
            type.every(
              (attr, i) =>
                cmpPart(
                  attr.type as T,
                  (a[i] as Record<string, string>)[attr.type]!,
                  (b[i] as Record<string, string>)[attr.type]!
                ) === 0
            );
          for (const a of members)
            for (const b of members) {
              expect(keyTupleId(a.partition) === keyTupleId(b.partition)).toBe(
                sameParts(key.partition, a.partition, b.partition)
              );
              // Lexicographic by part, each part by its own type's rule.
              let want = 0;
              for (const [i, attr] of key.sort.entries()) {
                want = cmpPart(
                  attr.type as T,
                  (a.sort[i] as Record<string, string>)[attr.type]!,
                  (b.sort[i] as Record<string, string>)[attr.type]!
                );
                if (want !== 0) break;
              }
              expect(Math.sign(compareKeyTuples(a.sort, b.sort))).toBe(Math.sign(want));
            }
        }
      ),
      { numRuns: 300 }
    );
  });
});
