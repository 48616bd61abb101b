import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { emptyMap, type AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { blankDesign } from '../../../src/core/edits/blank-design.ts';
import {
  CUT,
  describeItem,
  ITEM_CHARS,
  VALUE_CHARS,
  WHOLE
} from '../../../src/core/inspect/describe-item.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { findEntry } from '../../../src/core/rows/find-entry.ts';
import { indexOverwrites } from '../../../src/core/inspect/index-overwrites.ts';
import { example } from '../../helpers/example.ts';

const NONE = new Map();

/** A null-prototype item from plain values. */
function item(values: Record<string, unknown>): AttributeMap {
  return Object.assign(emptyMap(), values) as AttributeMap;
}

/** The blank design's table (PK, SK) holding `items`. */
function tableWith(items: AttributeMap[]): Design {
  return editDesign(blankDesign(), {
    kind: 'add-items',
    owner: { kind: 'table', index: 0 },
    items
  });
}

/** Characters of strings in a JSON value (a stand-in for the helper's own measure). */
const chars = (v: unknown): number =>
  typeof v === 'string'
    ? v.length
    : Array.isArray(v)
      ? v.reduce((n: number, x) => n + chars(x), 0)
      : v && typeof v === 'object'
        ? Object.entries(v).reduce((n, [k, x]) => n + k.length + chars(x), 0)
        : 4;

describe('describeItem', () => {
  it('describes an item: entity, source, attributes, key values; plain data a Worker can post', () => {
    const gaming = example('gaming');
    const t = analyzeDesign(gaming).tables[0]!;
    const d = describeItem(t.resolved, 6, NONE)!;
    expect(d).toMatchObject({
      order: 6,
      entity: 'Game',
      source: '$.entities[1].items[0]',
      rejection: null,
      overwrittenBy: null
    });
    expect(d.attributes).toEqual(gaming.entities[1]!.items[0]);
    expect(d.cut.size).toBe(0);
    expect(d.keys.slice(0, 2)).toEqual([
      { name: 'PK', text: 'GAME#c6f38a6a', problem: null },
      { name: 'SK', text: '#METADATA#c6f38a6a', problem: null }
    ]);
    expect(d.keys.map((k) => k.name)).toEqual(t.resolved.keyAttributes.map((k) => k.name));
    expect(structuredClone(d)).toEqual(d);
  });

  it('is null for an order the table does not have', () => {
    const t = analyzeDesign(example('gaming')).tables[0]!;
    expect(describeItem(t.resolved, t.resolved.count, NONE)).toBeNull();
    expect(describeItem(t.resolved, -1, NONE)).toBeNull();
  });

  it('says why a key is missing and why the item is rejected', () => {
    const broken = editDesign(example('gaming'), {
      kind: 'set-key-template',
      entity: 0,
      attribute: 'SK',
      template: '#METADATA#${nickname}'
    });
    const t = analyzeDesign(broken).tables[0]!;
    const d = describeItem(t.resolved, 0, NONE)!;
    expect(d.keys[1]).toEqual({
      name: 'SK',
      text: null,
      problem:
        'template "#METADATA#${nickname}" needs attribute "nickname", which the item does not have'
    });
    expect(d.rejection?.message).toContain('SK');
  });

  it('names the item that overwrote it, as the table view does', () => {
    const t = analyzeDesign(example('library-author-only')).tables[0]!;
    const view = t.views[0]!;
    const overwrites = indexOverwrites(view);
    expect(overwrites.size).toBeGreaterThan(0);
    for (let order = 0; order < t.resolved.count; order++) {
      const at = findEntry(view, order);
      const winner = at
        ? view.collections[at.collection]!.entries[at.entry]!.overwrittenBy
        : undefined;
      expect(describeItem(t.resolved, order, overwrites)!.overwrittenBy).toEqual(
        winner ? { order: winner.order, entity: winner.entity, source: winner.source } : null
      );
    }
  });

  it('cuts a 1 MB string to VALUE_CHARS and says so; WHOLE keeps it', () => {
    const huge = 'x'.repeat(1024 * 1024);
    const design = tableWith([item({ PK: { S: 'a' }, SK: { S: 'b' }, blob: { S: huge } })]);
    const resolved = analyzeDesign(design).tables[0]!.resolved;
    const d = describeItem(resolved, 0, NONE)!;
    expect(d.attributes['blob']).toEqual({ S: `${'x'.repeat(VALUE_CHARS)}…` });
    expect(d.attributes['PK']).toEqual({ S: 'a' });
    expect(d.cut).toEqual(new Map([['blob', huge.length]]));
    const whole = describeItem(resolved, 0, NONE, WHOLE)!;
    expect(whole.attributes['blob']).toEqual({ S: huge });
    expect(whole.cut.size).toBe(0);
  });

  it('cuts lists, maps and sets to the budget without splitting numbers', () => {
    const s = (n: number) => ({ S: 'y'.repeat(n) });
    const design = tableWith([
      item({
        PK: { S: 'a' },
        SK: { S: 'b' },
        list: { L: [s(40), { N: '12345' }, s(40), s(40)] },
        map: { M: item({ one: s(60), two: s(60) }) },
        strings: { SS: ['p'.repeat(60), 'q'.repeat(60)] },
        numbers: {
          NS: Array.from({ length: 10 }, (_, i) =>
            String(i + 1)
              .repeat(10)
              .slice(0, 10)
          )
        }
      })
    ]);
    const resolved = analyzeDesign(design).tables[0]!.resolved;
    const d = describeItem(resolved, 0, NONE, { valueChars: 50, itemChars: Infinity })!;
    expect(d.attributes['list']).toEqual({ L: [s(40), { N: '12345' }, { S: 'yyyyy…' }] });
    expect(d.attributes['map']).toEqual({ M: item({ one: { S: `${'y'.repeat(47)}…` } }) });
    expect(d.attributes['strings']).toEqual({ SS: [`${'p'.repeat(50)}…`] });
    expect(d.attributes['numbers']).toEqual({
      NS: ['1111111111', '2222222222', '3333333333', '4444444444', '5555555555']
    });
    expect([...d.cut.keys()]).toEqual(['list', 'map', 'strings', 'numbers']);
  });

  it('keeps the whole description under ITEM_CHARS: later values are cut to what is left', () => {
    const values: Record<string, unknown> = { PK: { S: 'a' }, SK: { S: 'b' } };
    for (let i = 0; i < 20; i++) values[`v${i}`] = { S: 'z'.repeat(VALUE_CHARS - 10) };
    const resolved = analyzeDesign(tableWith([item(values)])).tables[0]!.resolved;
    const d = describeItem(resolved, 0, NONE)!;
    expect(chars(d.attributes)).toBeLessThanOrEqual(ITEM_CHARS + 20 * 4);
    expect(d.cut.size).toBeGreaterThan(0);
    expect(d.cut.has('v0')).toBe(false);
    expect(d.cut.get('v19')).toBe(VALUE_CHARS - 10);
  });

  it('property: a string value is whole when it fits, else a prefix marked with "…"', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (text, limit) => {
        const resolved = analyzeDesign(
          tableWith([item({ PK: { S: 'a' }, SK: { S: 'b' }, v: { S: text } })])
        ).tables[0]!.resolved;
        const d = describeItem(resolved, 0, NONE, { valueChars: limit, itemChars: Infinity })!;
        const got = (d.attributes['v'] as { S: string }).S;
        if (text.length <= limit) {
          expect(got).toBe(text);
          expect(d.cut.has('v')).toBe(false);
        } else {
          expect(got.endsWith('…')).toBe(true);
          expect(text.startsWith(got.slice(0, -1))).toBe(true);
          expect(got.length - 1).toBeLessThanOrEqual(limit);
          expect(d.cut.get('v')).toBe(text.length);
        }
      }),
      { seed: 42, numRuns: 200 }
    );
  });

  it('does not modify the item', () => {
    const design = tableWith([
      item({ PK: { S: 'a' }, SK: { S: 'b' }, l: { L: [{ S: 'q'.repeat(100) }] } })
    ]);
    const resolved = analyzeDesign(design).tables[0]!.resolved;
    const before = JSON.stringify(resolved.item(0)!.attributes);
    describeItem(resolved, 0, NONE, { ...CUT, valueChars: 10 });
    expect(JSON.stringify(resolved.item(0)!.attributes)).toBe(before);
  });
});
