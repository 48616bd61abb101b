import { describe, expect, it } from 'vitest';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import type { Finding } from '../../../src/core/model/finding.ts';

type Json = Record<string, unknown>;

function design(workload: unknown): Json {
  return {
    format: 'keyscope.design',
    version: 4,
    name: 'w',
    tables: [
      {
        name: 'main',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: [
          { name: 'Inv', partitionKey: { name: 'SK', type: 'S' }, projection: { type: 'ALL' } }
        ]
      }
    ],
    entities: [
      {
        name: 'User',
        table: 'main',
        attributes: [
          { name: 'id', type: 'S' },
          { name: 'shard', type: 'N' }
        ],
        keys: { PK: 'U#${id}#${shard}', SK: 'P' },
        items: []
      }
    ],
    accessPatterns: [
      { name: 'get', table: 'main', partitionKey: 'U#${id}', parameters: { id: 'a' } },
      { name: 'inv', table: 'main', index: 'Inv', partitionKey: 'P' }
    ],
    workload
  };
}

const load = (workload: unknown) => {
  const r = loadDesign(JSON.parse(JSON.stringify(design(workload))));
  if (!r.ok) throw new Error('not loaded');
  return r;
};
const codes = (findings: Finding[]) => findings.map((f) => [f.severity, f.path, f.code]);

describe('reading the workload', () => {
  it('reads every field into the model', () => {
    const r = load({
      accessPatterns: [
        {
          name: 'get',
          rate: 12.5,
          keys: { distribution: 'zipf', exponent: 1.5 },
          transactional: true
        },
        { name: 'inv', keys: { distribution: 'hot', key: 'P', share: 0.8 } }
      ],
      entities: [
        {
          name: 'User',
          writeRate: 3,
          keys: { distribution: 'uniform' },
          itemSize: 700,
          indexKeyChanges: 0.25,
          newItems: 0,
          sharding: { attribute: 'shard', count: 8, suffix: 'calculated', from: 'id' }
        }
      ],
      hotShare: 0.3,
      region: 'us-east-1',
      targetUtilization: 0.6
    });
    expect(r.findings).toEqual([]);
    expect(r.design.workload).toEqual({
      accessPatterns: [
        { pattern: 'get', rate: 12.5, keys: { kind: 'zipf', exponent: 1.5 }, transactional: true },
        { pattern: 'inv', keys: { kind: 'hot', key: 'P', share: 0.8 } }
      ],
      entities: [
        {
          entity: 'User',
          writeRate: 3,
          keys: { kind: 'uniform' },
          itemSize: 700,
          indexKeyChanges: 0.25,
          newItems: 0,
          sharding: { attribute: 'shard', count: 8, suffix: 'calculated', from: 'id' }
        }
      ],
      hotShare: 0.3,
      region: 'us-east-1',
      targetUtilization: 0.6
    });
  });

  it('fills a Zipf exponent of 1 and a hot share of 1 when left out', () => {
    const r = load({
      accessPatterns: [
        { name: 'get', keys: { distribution: 'zipf' } },
        { name: 'inv', keys: { distribution: 'hot', key: 'P' } }
      ],
      entities: []
    });
    expect(r.design.workload?.accessPatterns.map((p) => p.keys)).toEqual([
      { kind: 'zipf', exponent: 1 },
      { kind: 'hot', key: 'P', share: 1 }
    ]);
  });

  it('reports each broken rule at its path and keeps the rest', () => {
    const r = load({
      accessPatterns: [
        { name: 'nope', rate: 5 },
        { name: 'get', rate: -1 },
        { name: 'get', rate: 2 },
        { name: 'inv', transactional: true, keys: { distribution: 'zipf', exponent: 99 } }
      ],
      entities: [
        {
          name: 'User',
          itemSize: 500000,
          indexKeyChanges: 2,
          sharding: { attribute: 'x', count: 1, suffix: 'calculated' }
        }
      ],
      hotShare: 7,
      region: 'mars-1',
      targetUtilization: 0.95
    });
    expect(codes(r.findings)).toEqual([
      ['error', '$.workload.accessPatterns[0].pattern', 'workload.unknown-pattern'],
      ['error', '$.workload.accessPatterns[1].rate', 'workload.out-of-range'],
      ['error', '$.workload.accessPatterns[2].pattern', 'workload.duplicate'],
      ['error', '$.workload.accessPatterns[3].keys.exponent', 'workload.out-of-range'],
      ['error', '$.workload.accessPatterns[3].transactional', 'workload.transactional-index'],
      ['error', '$.workload.entities[0].itemSize', 'workload.out-of-range'],
      ['error', '$.workload.entities[0].indexKeyChanges', 'workload.out-of-range'],
      ['error', '$.workload.entities[0].sharding.count', 'workload.out-of-range'],
      ['error', '$.workload.entities[0].sharding.attribute', 'workload.sharding'],
      ['error', '$.workload.entities[0].sharding.from', 'workload.sharding'],
      ['error', '$.workload.hotShare', 'workload.out-of-range'],
      ['error', '$.workload.region', 'workload.unknown-region'],
      ['error', '$.workload.targetUtilization', 'workload.out-of-range']
    ]);
    expect(r.findings[0]!.message).toBe(
      'the workload names access pattern "nope", which the design does not have; rename it to one of "get", "inv" or remove it'
    );
    expect(r.design.workload).toEqual({
      accessPatterns: [{ pattern: 'get' }, { pattern: 'inv' }],
      entities: [{ entity: 'User' }]
    });
  });

  it('reports wrong types and unknown fields, and loads what it can', () => {
    const r = load({
      accessPatterns: [{ name: 'get', rate: 'fast', speed: 3 }, 7],
      entities: [{ name: 'User', keys: { distribution: 'pareto' } }],
      region: 4
    });
    expect(codes(r.findings)).toEqual([
      ['warning', '$.workload.accessPatterns[0].speed', 'format.unknown-field'],
      ['error', '$.workload.accessPatterns[0].rate', 'format.wrong-type'],
      ['error', '$.workload.accessPatterns[1]', 'format.wrong-type'],
      ['error', '$.workload.entities[0].keys.distribution', 'format.wrong-value'],
      ['error', '$.workload.region', 'format.wrong-type']
    ]);
    expect(r.design.workload).toEqual({
      accessPatterns: [{ pattern: 'get' }],
      entities: [{ entity: 'User' }]
    });
  });

  it('treats a hostile name as data', () => {
    const r = load({ accessPatterns: [{ name: '__proto__', rate: 1 }], entities: [] });
    expect(r.findings.map((f) => f.code)).toEqual(['workload.unknown-pattern']);
    expect(({} as Record<string, unknown>)['rate']).toBeUndefined();
  });

  it('a design without a workload has none', () => {
    const { workload: _w, ...rest } = design(undefined);
    const r = loadDesign(rest);
    expect(r.ok && r.design.workload).toBeUndefined();
  });
});
