import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import { generatedCount } from '../../../src/core/generate/generated-count.ts';
import { replayGeneration } from '../../../src/core/generate/replay-generation.ts';
import { countItems } from '../../../src/core/items/count-items.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';

const r = loadDesignText(readFileSync('public/examples/gaming.json', 'utf8'));
if (!r.ok) throw new Error('gaming');
const gaming = r.design;

describe('replayGeneration', () => {
  it('rebuilds exactly what the studio generated, run after run', () => {
    const studio = generateDesignItems(generateDesignItems(gaming, 200, 1), 30, 2, new Set([2]));
    const replayed = replayGeneration(gaming, {
      runs: [
        { perEntity: 200, seed: 1 },
        { perEntity: 30, seed: 2, only: [2] }
      ]
    });
    expect(replayed).toEqual(studio);
  });

  it('gives back the authored design with no runs', () => {
    expect(replayGeneration(gaming, { runs: [] })).toBe(gaming);
  });
});

describe('generatedCount', () => {
  it.each([
    [{ runs: [] }, 0],
    [{ runs: [{ perEntity: 1000, seed: 1 }] }, 3000],
    [{ runs: [{ perEntity: 10, seed: 1, only: [0, 2, 9] }] }, 20]
  ])('counts %j as %i items for three entities', (settings, n) => {
    expect(generatedCount(3, settings)).toBe(n);
  });

  it('agrees with the items a replay makes', () => {
    const settings = {
      runs: [
        { perEntity: 50, seed: 4 },
        { perEntity: 7, seed: 5, only: [1] }
      ]
    };
    const added = countItems(replayGeneration(gaming, settings)) - countItems(gaming);
    expect(generatedCount(gaming.entities.length, settings)).toBe(added);
  });
});
