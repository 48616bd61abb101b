import { describe, expect, it } from 'vitest';
import { isGeneratedItem } from '../../../src/core/generate/is-generated-item.ts';
import { layersOf } from '../../../src/core/generate/layers-of.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');

describe('isGeneratedItem', () => {
  it("is every item after the entity's authored ones; a table's items never are", () => {
    const layers = layersOf(gaming, { runs: [{ perEntity: 50, seed: 3 }] });
    expect(isGeneratedItem(layers, { kind: 'entity', index: 0 }, 5)).toBe(false);
    expect(isGeneratedItem(layers, { kind: 'entity', index: 0 }, 6)).toBe(true);
    expect(isGeneratedItem(layers, { kind: 'table', index: 0 }, 0)).toBe(false);
  });
});
