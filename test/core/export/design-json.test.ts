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
      '{\n  "format": "keyscope.design",\n  "version": 1,\n  "name": "n",\n  "tables": [],\n  "entities": [],\n  "accessPatterns": []\n}\n'
    );
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
});
