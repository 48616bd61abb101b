import { describe, expect, it } from 'vitest';
import { countItems } from '../../../src/core/items/count-items.ts';
import { withoutItems } from '../../../src/core/items/without-items.ts';
import { example } from '../../helpers/example.ts';

describe('withoutItems', () => {
  it.each(['gaming', 'library', 'todo-graph', 'people-music'])(
    'keeps everything of %s but its items',
    (name) => {
      const design = example(name);
      const bare = withoutItems(design);
      expect(countItems(bare)).toBe(0);
      expect(bare.tables.map(({ items: _i, itemSources: _s, ...t }) => t)).toEqual(
        design.tables.map(({ items: _i, itemSources: _s, ...t }) => t)
      );
      expect(bare.entities.map(({ items: _i, itemSources: _s, ...e }) => e)).toEqual(
        design.entities.map(({ items: _i, itemSources: _s, ...e }) => e)
      );
      expect(bare.accessPatterns).toBe(design.accessPatterns);
    }
  );
});
