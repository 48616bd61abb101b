import { describe, expect, it } from 'vitest';
import { generatedItems } from '../../../src/core/generate/generated-items.ts';
import { isGeneratedItem } from '../../../src/core/generate/is-generated-item.ts';
import { layersOf } from '../../../src/core/generate/layers-of.ts';
import { NO_GENERATION } from '../../../src/core/generate/no-generation.ts';
import { replayGeneration } from '../../../src/core/generate/replay-generation.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');

describe('layersOf', () => {
  it('without generation, the authored design is what is shown', () => {
    const layers = layersOf(gaming, NO_GENERATION);
    expect(layers.design).toBe(gaming);
    expect(layers.authored).toBe(gaming);
  });

  it('shows what reopening gives: the generated items rebuilt from their runs', () => {
    const settings = { runs: [{ perEntity: 50, seed: 3 }] };
    const layers = layersOf(gaming, settings);
    // The authored design carries its settings: they are saved, exported and linked with it.
    expect(layers.authored).toEqual({ ...gaming, generation: settings });
    expect(layers.generation).toBe(settings);
    expect(layers.design).toEqual(replayGeneration(gaming, settings));
    expect(generatedItems(layers, { kind: 'entity', index: 0 })).toBe(50);
    expect(isGeneratedItem(layers, { kind: 'entity', index: 0 }, 6)).toBe(true);
  });

  it('shows what `show` makes of the design without its settings', () => {
    const settings = { runs: [{ perEntity: 5, seed: 1 }] };
    const seen: unknown[] = [];
    const layers = layersOf(gaming, settings, (bare, g) => {
      seen.push(bare.generation, g);
      return bare;
    });
    expect(seen).toEqual([undefined, settings]);
    expect(layers.design.generation).toBeUndefined();
    expect(layers.authored.generation).toBe(settings);
  });
});
