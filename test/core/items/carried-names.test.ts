import { describe, expect, it } from 'vitest';
import { carriedNames } from '../../../src/core/items/carried-names.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { example } from '../../helpers/example.ts';

describe('carriedNames', () => {
  it('knows nothing of items it was not told about (a file’s, a live table’s)', () => {
    expect(carriedNames.get(example('gaming').entities[0]!.items)).toBeUndefined();
  });

  it('holds, for generated items, their recipe’s names and the example items’ own', () => {
    const gaming = example('gaming');
    const d = generateDesignItems(gaming, 3, 1);
    const user = d.entities.find((e) => e.name === 'User')!;
    const own = new Set(gaming.entities.find((e) => e.name === 'User')!.items.flatMap(Object.keys));
    const recorded = carriedNames.get(user.items)!;
    expect([[...own].every((n) => recorded.has(n)), recorded.has('PK')]).toEqual([true, false]);
  });
});
