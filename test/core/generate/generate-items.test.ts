import { describe, expect, it } from 'vitest';
import { createLcg } from '../../../src/core/random/create-lcg.ts';
import {
  generateItems,
  type GeneratedAttribute
} from '../../../src/core/generate/generate-items.ts';

const RECIPE: GeneratedAttribute[] = [
  { name: 'id', type: 'S', value: { kind: 'id', prefix: 'u-' } },
  { name: 'name', type: 'S', value: { kind: 'name' } },
  { name: 'email', type: 'S', value: { kind: 'email' } },
  { name: 'born', type: 'S', value: { kind: 'date', from: '2020-01-01', days: 10 } },
  { name: 'score', type: 'N', value: { kind: 'number', min: 5, max: 7 } },
  { name: 'tier', type: 'S', value: { kind: 'enum', cardinality: 3, prefix: 't' } },
  { name: 'active', type: 'BOOL', value: { kind: 'enum', cardinality: 2, prefix: '' } },
  { name: 'game', type: 'S', value: { kind: 'ref', ids: ['g0', 'g1', 'g2', 'g3'], fanout: 'zipf' } }
];

describe('createLcg', () => {
  it('repeats for a seed and differs between seeds, always in [0, 1)', () => {
    const a = createLcg(42);
    const b = createLcg(42);
    const c = createLcg(43);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('generateItems', () => {
  it('gives the same items for the same seed', () => {
    expect(generateItems(RECIPE, 50, createLcg(7))).toEqual(
      generateItems(RECIPE, 50, createLcg(7))
    );
    expect(generateItems(RECIPE, 50, createLcg(7))).not.toEqual(
      generateItems(RECIPE, 50, createLcg(8))
    );
  });

  it('makes values of each kind within their bounds', () => {
    const items = generateItems(RECIPE, 2000, createLcg(1));
    const ids = new Set(items.map((i) => (i['id'] as { S: string }).S));
    expect(ids.size).toBe(2000);
    for (const item of items) {
      expect((item['id'] as { S: string }).S).toMatch(/^u-/);
      expect((item['email'] as { S: string }).S).toMatch(/^[a-z]+\.[0-9a-z]+@example\.com$/);
      const born = (item['born'] as { S: string }).S;
      expect(born >= '2020-01-01' && born <= '2020-01-10').toBe(true);
      expect(['5', '6', '7']).toContain((item['score'] as { N: string }).N);
      expect(['t0', 't1', 't2']).toContain((item['tier'] as { S: string }).S);
      expect(typeof (item['active'] as { BOOL: boolean }).BOOL).toBe('boolean');
    }
  });

  it('skews Zipf references towards the first ids and spreads uniform ones', () => {
    const count = (fanout: 'zipf' | 'uniform') => {
      const ids = Array.from({ length: 20 }, (_, i) => `g${i}`);
      const items = generateItems(
        [{ name: 'g', type: 'S', value: { kind: 'ref', ids, fanout } }],
        20_000,
        createLcg(3)
      );
      const hits = new Map<string, number>();
      for (const it of items)
        hits.set((it['g'] as { S: string }).S, (hits.get((it['g'] as { S: string }).S) ?? 0) + 1);
      return hits;
    };
    const zipf = count('zipf');
    expect(zipf.get('g0')!).toBeGreaterThan(5 * (zipf.get('g19') ?? 0));
    const uniform = count('uniform');
    expect(Math.max(...uniform.values()) / Math.min(...uniform.values())).toBeLessThan(1.3);
  });

  it('numbers ids from `start` so a second batch does not repeat the first', () => {
    const first = generateItems(RECIPE.slice(0, 1), 100, createLcg(1));
    const second = generateItems(RECIPE.slice(0, 1), 100, createLcg(1), 100);
    const all = new Set([...first, ...second].map((i) => (i['id'] as { S: string }).S));
    expect(all.size).toBe(200);
  });

  it('leaves a reference out when there is nothing to point at, and does not touch the recipe', () => {
    const recipe: GeneratedAttribute[] = [
      { name: 'r', type: 'S', value: { kind: 'ref', ids: [], fanout: 'uniform' } }
    ];
    const frozen = structuredClone(recipe);
    expect(generateItems(recipe, 2, createLcg(1)).map((i) => Object.keys(i))).toEqual([[], []]);
    expect(recipe).toEqual(frozen);
  });
});
