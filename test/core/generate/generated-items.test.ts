import { describe, expect, it } from 'vitest';
import { generatedItems } from '../../../src/core/generate/generated-items.ts';
import { layersOf } from '../../../src/core/generate/layers-of.ts';
import { NO_GENERATION } from '../../../src/core/generate/no-generation.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');

describe('generatedItems', () => {
  it("counts an entity's generated items, and none for a table or without generation", () => {
    const layers = layersOf(gaming, { runs: [{ perEntity: 50, seed: 3 }] });
    expect(generatedItems(layers, { kind: 'entity', index: 0 })).toBe(50);
    expect(generatedItems(layers, { kind: 'table', index: 0 })).toBe(0);
    expect(generatedItems(layersOf(gaming, NO_GENERATION), { kind: 'entity', index: 0 })).toBe(0);
  });
});
