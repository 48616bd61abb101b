import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../../src/core/export/table-items.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';

function analysis(file: string) {
  const r = loadDesignText(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(file);
  return analyzeDesign(r.design);
}

describe('tableItems', () => {
  it('leaves out overwritten writes: the later of two colliding items is what the table holds', () => {
    const t = analysis('public/examples/library-author-only.json').tables[0]!;
    const items = tableItems(t);
    const overwritten = t.collisions.reduce((n, c) => n + c.items.length - 1, 0);
    const rejected = t.resolved.items.filter((i) => i.rejection).length;
    expect(overwritten).toBeGreaterThan(0);
    expect(items.length).toBe(t.resolved.count - overwritten - rejected);
    const keys = items.map((i) => JSON.stringify([i['BookTitle'], i['Author']]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes rendered keys into the items', () => {
    const items = tableItems(analysis('public/examples/gaming.json').tables[0]!);
    expect(items.every((i) => 'PK' in i && 'SK' in i)).toBe(true);
    expect(items.some((i) => JSON.stringify(i['PK']) === '{"S":"GAME#c6f38a6a"}')).toBe(true);
  });
});
