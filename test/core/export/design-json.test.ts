import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designJson } from '../../../src/core/export/design-json.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { designArb } from '../design-arbitrary.ts';

const EXAMPLES = readdirSync('public/examples').filter((f) => f !== 'index.json');

function reload(text: string): Design {
  const r = loadDesignText(text);
  if (!r.ok) throw new Error(JSON.stringify(r.findings));
  expect(r.source).toBe('keyscope');
  return r.design;
}

describe('designJson', () => {
  it.each(EXAMPLES)('exports %s so that importing it gives back the same design', (file) => {
    const design = reload(readFileSync(`public/examples/${file}`, 'utf8'));
    const text = designJson(design);
    expect(reload(text)).toEqual(design);
    // Exporting the re-import writes the very same file: nothing drifts on a second trip.
    expect(designJson(reload(text))).toBe(text);
  });

  it('writes pretty, versioned JSON with a final newline', () => {
    const text = designJson({ name: 'n', tables: [], entities: [], accessPatterns: [] });
    expect(text).toBe(
      '{\n  "format": "keyscope.design",\n  "version": 4,\n  "name": "n",\n  "tables": [],\n  "entities": [],\n  "accessPatterns": []\n}\n'
    );
  });

  it('carries the workload, in the file format’s own spelling', () => {
    const design = reload(readFileSync('public/examples/gaming.json', 'utf8'));
    const withLoad: Design = {
      ...design,
      workload: {
        accessPatterns: [
          { pattern: 'Find all users in a game', rate: 500, keys: { kind: 'zipf', exponent: 1.2 } },
          { pattern: 'Get user profile', keys: { kind: 'hot', key: 'USER#johnny', share: 0.9 } }
        ],
        entities: [
          {
            entity: 'UserGameMapping',
            writeRate: 40,
            keys: { kind: 'uniform' },
            indexKeyChanges: 0,
            sharding: { attribute: 'shard', count: 4, suffix: 'calculated', from: 'username' }
          }
        ],
        hotShare: 0.4,
        region: 'us-east-1',
        targetUtilization: 0.8
      }
    };
    const withShard: Design = {
      ...withLoad,
      entities: withLoad.entities.map((e) =>
        e.name === 'UserGameMapping'
          ? { ...e, attributes: [...e.attributes, { name: 'shard', type: 'N' as const }] }
          : e
      )
    };
    const text = designJson(withShard);
    const doc = JSON.parse(text) as { workload: unknown };
    expect(doc.workload).toEqual({
      accessPatterns: [
        {
          name: 'Find all users in a game',
          rate: 500,
          keys: { distribution: 'zipf', exponent: 1.2 }
        },
        { name: 'Get user profile', keys: { distribution: 'hot', key: 'USER#johnny', share: 0.9 } }
      ],
      entities: [
        {
          name: 'UserGameMapping',
          writeRate: 40,
          keys: { distribution: 'uniform' },
          indexKeyChanges: 0,
          sharding: { attribute: 'shard', count: 4, suffix: 'calculated', from: 'username' }
        }
      ],
      hotShare: 0.4,
      region: 'us-east-1',
      targetUtilization: 0.8
    });
    expect(reload(text)).toEqual(withShard);
  });

  it('export then import is the identity on generated designs (hostile names included)', () => {
    fc.assert(
      fc.property(designArb, (design) => {
        const back = loadDesignText(designJson(design));
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.design).toEqual(design);
      }),
      { seed: 10, numRuns: 300 }
    );
  });

  it('keeps __proto__ as an attribute name and a key name, never as a prototype', () => {
    const item = Object.create(null) as Record<string, unknown>;
    item['__proto__'] = { S: 'x' };
    const keys = Object.create(null) as Record<string, string>;
    keys['__proto__'] = 'A#${id}';
    const design = {
      name: 'p',
      tables: [
        {
          name: 'main',
          partitionKey: { name: 'PK', type: 'S' as const },
          globalSecondaryIndexes: [],
          localSecondaryIndexes: [],
          items: [item as never]
        }
      ],
      entities: [{ name: 'E', table: 'main', attributes: [], keys, items: [] }],
      accessPatterns: []
    };
    const back = reload(designJson(design));
    const t = back.tables[0]!;
    expect(Object.keys(t.items[0]!)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(t.items[0])).toBe(null);
    expect(Object.keys(back.entities[0]!.keys)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['S']).toBeUndefined();
  });

  describe('with a provenance note', () => {
    const gaming = reload(readFileSync('public/examples/gaming.json', 'utf8'));
    const own = gaming.description!;
    const note =
      'Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items (stopped at the item cap). What is drawn from the items holds for these items only.';

    it('writes the note after the design’s own description, in the same version', () => {
      const doc = JSON.parse(designJson(gaming, { provenance: note })) as Record<string, unknown>;
      expect(doc['description']).toBe(`${own}\n\n${note}`);
      expect(doc['version']).toBe(JSON.parse(designJson(gaming))['version']);
    });

    it('reads back as the design with the note in its description, nothing else changed', () => {
      const back = reload(designJson(gaming, { provenance: note }));
      expect(back).toEqual({ ...gaming, description: `${own}\n\n${note}` });
    });

    it('gives a design without a description the note as its description', () => {
      const { description: _d, ...bare } = gaming;
      const doc = JSON.parse(designJson(bare, { provenance: note })) as Record<string, unknown>;
      expect(doc['description']).toBe(note);
    });

    it('writes the very same file without a note', () => {
      expect(designJson(gaming, {})).toBe(designJson(gaming));
      expect(JSON.parse(designJson(gaming))['description']).toBe(own);
    });

    it('does not change the design', () => {
      const before = JSON.stringify(gaming);
      designJson(gaming, { provenance: note });
      expect(JSON.stringify(gaming)).toBe(before);
    });
  });
});
