import { describe, expect, it } from 'vitest';
import type { Design } from '../../../src/core/model/design.ts';
import { resolveWorkload } from '../../../src/core/workload/resolve-workload.ts';
import {
  DEFAULT_PATTERN_KEYS,
  DEFAULT_PATTERN_RATE,
  DEFAULT_WRITE_RATE
} from '../../../src/core/workload/workload-defaults.ts';
import { makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

const pattern = (name: string, consistentRead = false) => ({
  name,
  table: 'tbl',
  index: null,
  partitionKey: 'P',
  parameters: {},
  scanIndexForward: true,
  consistentRead,
  expectedEntities: []
});

const base: Design = {
  ...makeDesign(
    [makeTable()],
    [makeEntity('A', {}, []), makeEntity('B', {}, [])],
    [pattern('p'), pattern('q', true), pattern('r')]
  ),
  workload: {
    accessPatterns: [
      { pattern: 'p', rate: 50, keys: { kind: 'uniform' } },
      { pattern: 'r', transactional: true },
      { pattern: 'gone', rate: 1 }
    ],
    entities: [{ entity: 'B', writeRate: 7, itemSize: 300, indexKeyChanges: 0 }],
    hotShare: 0.3,
    region: 'us-east-1',
    targetUtilization: 0.5
  }
};

describe('resolveWorkload', () => {
  it('fills defaults per pattern and entity, in the design’s order', () => {
    const w = resolveWorkload(base);
    expect(w.patterns).toEqual([
      { rate: 50, keys: { kind: 'uniform' }, consistency: 'eventual' },
      { rate: DEFAULT_PATTERN_RATE, keys: DEFAULT_PATTERN_KEYS, consistency: 'strong' },
      { rate: DEFAULT_PATTERN_RATE, keys: DEFAULT_PATTERN_KEYS, consistency: 'transactional' }
    ]);
    expect(w.entities[0]!.writeRate).toBe(DEFAULT_WRITE_RATE);
    expect(w.entities[1]).toMatchObject({
      writeRate: 7,
      itemSize: 300,
      indexKeyChanges: 0,
      keys: null
    });
    expect([w.hotShare, w.region, w.targetUtilization, w.scale]).toEqual([
      0.3,
      'us-east-1',
      0.5,
      1
    ]);
  });

  it('scales every rate by the "what if" factor', () => {
    const w = resolveWorkload(base, 3);
    expect(w.patterns.map((p) => p.rate)).toEqual([150, 30, 30]);
    expect(w.entities.map((e) => e.writeRate)).toEqual([3, 21]);
  });

  it('needs no workload at all', () => {
    const { workload: _w, ...bare } = base;
    const w = resolveWorkload(bare);
    expect(w.patterns.every((p) => p.rate === DEFAULT_PATTERN_RATE)).toBe(true);
    expect(w.hotShare).toBe(0.5);
  });

  it('does not change the design', () => {
    const before = JSON.stringify(base);
    resolveWorkload(base, 2);
    expect(JSON.stringify(base)).toBe(before);
  });
});
