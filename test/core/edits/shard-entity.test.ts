import { describe, expect, it } from 'vitest';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { shardEntity } from '../../../src/core/edits/shard-entity.ts';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { stableHash } from '../../../src/core/keys/stable-hash.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const UGM = gaming.entities.findIndex((e) => e.name === 'UserGameMapping');

describe('shardEntity', () => {
  const sharded = shardEntity(gaming, {
    entity: UGM,
    attribute: 'PK',
    count: 4,
    suffix: 'calculated',
    from: 'username'
  });
  const e = sharded.entities[UGM]!;

  it('adds a #${shard} suffix, a shard attribute in every item and the sharding to the workload', () => {
    expect(e.keys['PK']).toBe('GAME#${gameId}#${shard}');
    expect(e.attributes.at(-1)).toEqual({ name: 'shard', type: 'N' });
    for (const item of e.items) {
      const user = (item['username'] as { S: string }).S;
      expect(item['shard']).toEqual({ N: String(stableHash(user) % 4) });
    }
    expect(
      sharded.workload!.entities.find((l) => l.entity === 'UserGameMapping')!.sharding
    ).toEqual({
      attribute: 'shard',
      count: 4,
      suffix: 'calculated',
      from: 'username'
    });
  });

  it('points the patterns that read the entity at a shard holding their key, and leaves the others', () => {
    const byName = new Map(sharded.accessPatterns.map((p) => [p.name, p]));
    expect(byName.get('Find all users in a game')!.partitionKey).toBe('GAME#${gameId}#${shard}');
    const shards = e.items
      .filter((i) => (i['gameId'] as { S: string }).S === 'c6f38a6a')
      .map((i) => Number((i['shard'] as { N: string }).N));
    expect(byName.get('Find all users in a game')!.parameters['shard']).toBe(
      String(Math.min(...shards))
    );
    expect(byName.get('Get game metadata')!.partitionKey).toBe('GAME#${gameId}');
    // Every pattern still does its job on the sharded table.
    const a = analyzeDesign(sharded);
    expect(a.findings.filter((f) => f.severity === 'error')).toEqual([]);
    for (const p of sharded.accessPatterns) expect(runAccessPattern(a, p).problem).toBe('');
  });

  it('spreads one game’s mappings over its shards', () => {
    const a = analyzeDesign(sharded);
    const keys = a.tables[0]!.views[0]!.collections.map((c) => (c.pk as { S: string }).S);
    expect(keys.filter((k) => k.startsWith('GAME#c6f38a6a#')).length).toBeGreaterThan(1);
  });

  it('random suffixes are seeded: the same seed, the same shards', () => {
    const r1 = shardEntity(gaming, {
      entity: UGM,
      attribute: 'PK',
      count: 3,
      suffix: 'random',
      seed: 5
    });
    const r2 = shardEntity(gaming, {
      entity: UGM,
      attribute: 'PK',
      count: 3,
      suffix: 'random',
      seed: 5
    });
    expect(r1.entities[UGM]!.items).toEqual(r2.entities[UGM]!.items);
    expect(r1.workload!.entities.at(-1)!.sharding).toEqual({
      attribute: 'shard',
      count: 3,
      suffix: 'random'
    });
  });

  it.each([
    [{ attribute: 'nope', count: 4 }, '"nope" is no partition key of table "battle-royale"'],
    [{ attribute: 'PK', count: 1 }, 'a shard count is a whole number from 2 to 1000, got 1'],
    [
      { attribute: 'PK', count: 4, suffix: 'calculated' as const },
      'a calculated shard suffix needs the attribute it hashes'
    ]
  ])('refuses %j', (r, message) => {
    expect(() =>
      editDesign(gaming, { kind: 'shard-entity', entity: UGM, suffix: 'random', ...r })
    ).toThrow(message);
  });

  it('does not change the design it is given', () => {
    const before = JSON.stringify(gaming);
    shardEntity(gaming, { entity: UGM, attribute: 'PK', count: 2, suffix: 'random' });
    expect(JSON.stringify(gaming)).toBe(before);
  });
});
