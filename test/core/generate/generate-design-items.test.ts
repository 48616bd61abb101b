import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { inferGenerators } from '../../../src/core/generate/infer-generators.ts';
import { example } from '../../helpers/example.ts';

describe('inferGenerators', () => {
  it('reads ids, references to earlier entities and attribute kinds from the gaming design', () => {
    const gaming = example('gaming');
    const user = inferGenerators(gaming, 0);
    expect(user.find((a) => a.name === 'username')?.value.kind).toBe('id');
    expect(user.find((a) => a.name === 'email')?.value.kind).toBe('email');
    expect(user.find((a) => a.name === 'birthdate')?.value.kind).toBe('date');
    expect(user.some((a) => a.name === 'address')).toBe(false); // a map: left out
    const mapping = inferGenerators(gaming, 2);
    expect(mapping.find((a) => a.name === 'gameId')?.value).toEqual({
      kind: 'ref-to',
      entity: 1,
      fanout: 'zipf'
    });
    expect(mapping.find((a) => a.name === 'username')?.value).toEqual({
      kind: 'ref-to',
      entity: 0,
      fanout: 'uniform'
    });
  });
});

describe('generateDesignItems', () => {
  it('appends items to every entity, deterministically, without changing the input', () => {
    const gaming = example('gaming');
    const before = JSON.stringify(gaming);
    const a = generateDesignItems(gaming, 200, 5);
    expect(JSON.stringify(gaming)).toBe(before);
    expect(a.entities.map((e) => e.items.length)).toEqual(
      gaming.entities.map((e) => e.items.length + 200)
    );
    expect(JSON.stringify(generateDesignItems(gaming, 200, 5))).toBe(JSON.stringify(a));
  });

  it('makes mappings that point at existing games, so game partitions fill up', () => {
    const a = analyzeDesign(generateDesignItems(example('gaming'), 500, 1));
    const table = a.tables[0]!.views[0]!;
    const games = table.collections.filter((c) => 'S' in c.pk && c.pk.S.startsWith('GAME#'));
    const withPlayers = games.filter((g) => g.entries.length > 1);
    expect(withPlayers.length).toBeGreaterThan(10);
    expect(withPlayers.every((g) => g.entries[0]!.item.entity === 'Game')).toBe(true);
  });
});
