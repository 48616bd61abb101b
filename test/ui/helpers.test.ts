import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { runAccessPattern } from '../../src/core/query/run-access-pattern.ts';
import { parseItemJson, itemJson } from '../../src/ui/editor/parse-item-json.ts';
import { ENTITY_PALETTE, ENTITY_SHAPES, entityMarks } from '../../src/ui/kit/entity-marks.ts';
import { exampleFromHash, readDesign } from '../../src/ui/open/read-design.ts';
import { describeRun } from '../../src/ui/shell/describe-run.ts';
import { isUndoKey } from '../../src/ui/studio/undo-keys.ts';
import { toggleMember } from '../../src/ui/table/toggle-member.ts';
import { example } from '../helpers/example.ts';

describe('entityMarks', () => {
  it('assigns palette colours and shapes by entity order, the same every time', () => {
    const a = entityMarks(['User', 'Game']);
    expect(a).toEqual(entityMarks(['User', 'Game']));
    expect(a.get('User')).not.toEqual(a.get('Game'));
    expect(entityMarks(['Game', 'User']).get('Game')).toEqual(a.get('User'));
  });

  it('gives the first 56 entities distinct colour and shape pairs, and never a colour alone', () => {
    const names = Array.from({ length: 60 }, (_, i) => `E${i}`);
    const marks = [...entityMarks(names).values()];
    const pairs = new Set(marks.slice(0, 56).map((m) => `${m.color}/${m.shape}`));
    expect(pairs.size).toBe(56);
    expect(ENTITY_PALETTE.length * ENTITY_SHAPES.length).toBe(56);
    // Two entities with one colour differ in shape (colour is never the only cue, nor the only difference).
    for (let i = 0; i < 56; i++)
      for (let j = i + 1; j < 56; j++)
        if (marks[i]!.color === marks[j]!.color) expect(marks[i]!.shape).not.toBe(marks[j]!.shape);
    expect(marks[56]).toEqual(marks[0]);
  });

  it('uses Okabe–Ito colours without black, so every swatch shows on a dark background', () => {
    expect(ENTITY_PALETTE).not.toContain('#000000');
    expect(new Set(ENTITY_PALETTE).size).toBe(ENTITY_PALETTE.length);
  });
});

describe('item JSON', () => {
  it('accepts DynamoDB JSON, including names like __proto__, and round-trips it', () => {
    const r = parseItemJson('{"__proto__": {"S": "x"}, "n": {"N": "1"}}');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.item)).toEqual(['__proto__', 'n']);
    expect(parseItemJson(itemJson(r.item))).toEqual(r);
    expect(({} as Record<string, unknown>)['S']).toBeUndefined();
  });

  it('reports invalid JSON and invalid values with their paths', () => {
    expect(parseItemJson('{').ok).toBe(false);
    const bad = parseItemJson('{"n": {"N": "abc"}}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatch(/^\$\.n/);
    expect(parseItemJson('[]').ok).toBe(false);
  });
});

describe('opening designs', () => {
  it('reads #example= links', () => {
    expect(exampleFromHash('#example=gaming')).toBe('gaming');
    expect(exampleFromHash('#example=library-author-only')).toBe('library-author-only');
    expect(exampleFromHash('#example=../x')).toBeNull();
    expect(exampleFromHash('')).toBeNull();
  });

  it('keeps what it can and reports the rest', () => {
    const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
    expect(readDesign(bytes('nope'), 'x.json').ok).toBe(false);
    const r = readDesign(
      bytes(
        JSON.stringify({
          format: 'keyscope.design',
          version: 1,
          name: 'n',
          tables: [
            {
              name: 'Tbl',
              partitionKey: { name: 'id', type: 'S' },
              items: [{ id: { S: 'a' } }, { id: { X: 1 } }]
            }
          ],
          entities: [],
          accessPatterns: []
        })
      ),
      'x.json'
    );
    expect(r.ok).toBe(true);
    expect(r.findings.length).toBeGreaterThan(0);
  });
});

describe('small UI helpers', () => {
  it('maps history shortcuts, leaving text areas their own undo', () => {
    const key = (
      k: string,
      o: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; tag: string }>
    ) =>
      isUndoKey({
        key: k,
        ctrlKey: o.ctrlKey ?? false,
        metaKey: o.metaKey ?? false,
        shiftKey: o.shiftKey ?? false,
        target: { tagName: o.tag ?? 'INPUT' } as unknown as EventTarget
      });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('z', {})).toBeNull();
    expect(key('z', { ctrlKey: true, tag: 'TEXTAREA' })).toBeNull();
  });

  it('describes a pattern run in one line', () => {
    const gaming = example('gaming');
    const p = gaming.accessPatterns[3]!;
    expect(describeRun(p, runAccessPattern(analyzeDesign(gaming), p))).toBe(
      'One Query on index InvertedIndex · 3 items · 0.5 RCU'
    );
  });

  it('toggles set members without changing the set', () => {
    const s = new Set(['a']);
    expect([...toggleMember(s, 'a')]).toEqual([]);
    expect([...toggleMember(s, 'b')]).toEqual(['a', 'b']);
    expect([...s]).toEqual(['a']);
  });
});
