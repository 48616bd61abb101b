import { describe, expect, it } from 'vitest';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { editLayers } from '../../../src/core/edits/edit-layers.ts';
import { layersOf } from '../../../src/core/generate/layers-of.ts';
import { NO_GENERATION } from '../../../src/core/generate/no-generation.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const user = (name: string): AttributeMap => ({ username: { S: name }, name: { S: name } });

describe('editLayers', () => {
  it('without generation, the authored design is what is shown', () => {
    const layers = layersOf(gaming, NO_GENERATION);
    expect(layers.design).toBe(gaming);
    const next = editLayers(layers, { kind: 'rename-design', name: 'Arcade' });
    expect(next.design).toBe(next.authored);
  });

  it('an edit reaches both layers; a template edit keeps the generated items as they are', () => {
    const layers = layersOf(gaming, { runs: [{ perEntity: 20, seed: 1 }] });
    const edit = {
      kind: 'set-key-template',
      entity: 1,
      attribute: 'PK',
      template: 'MATCH#${gameId}'
    } as const;
    const next = editLayers(layers, edit);
    expect(next.authored).toEqual({ ...editDesign(gaming, edit), generation: layers.generation });
    expect(next.design).toEqual(editDesign(layers.design, edit));
    expect(next.design.entities[1]!.items).toBe(layers.design.entities[1]!.items);
    expect(next.generation).toBe(layers.generation);
  });

  it('a new item of an entity goes before its generated items, where reopening puts it', () => {
    const layers = layersOf(gaming, { runs: [{ perEntity: 20, seed: 1 }] });
    const owner = { kind: 'entity', index: 0 } as const;
    const next = editLayers(layers, { kind: 'add-items', owner, items: [user('zz')] });
    expect(next.authored.entities[0]!.items.at(-1)).toEqual(user('zz'));
    expect(next.design.entities[0]!.items[6]).toEqual(user('zz'));
    expect(next.design.entities[0]!.items.length).toBe(6 + 1 + 20);
    // Deleting and changing it works on both layers at the same position.
    const changed = editLayers(next, {
      kind: 'replace-item',
      owner,
      index: 6,
      item: user('yy')
    });
    expect(changed.authored.entities[0]!.items[6]).toEqual(user('yy'));
    expect(changed.design.entities[0]!.items[6]).toEqual(user('yy'));
    const gone = editLayers(changed, { kind: 'delete-item', owner, index: 6 });
    expect(gone.authored.entities[0]!.items).toEqual(gaming.entities[0]!.items);
    expect(gone.design.entities[0]!.items).toEqual(layers.design.entities[0]!.items);
  });

  it('refuses to change or delete a generated item, saying why, and changes nothing', () => {
    const layers = layersOf(gaming, { runs: [{ perEntity: 5, seed: 1 }] });
    const owner = { kind: 'entity', index: 0 } as const;
    expect(() => editLayers(layers, { kind: 'delete-item', owner, index: 6 })).toThrow(
      /^Item 7 of entity "User" cannot be deleted: it was generated from the seed/
    );
    expect(() =>
      editLayers(layers, { kind: 'replace-item', owner, index: 8, item: user('x') })
    ).toThrow(/cannot be changed: .*rebuilt each time the design opens/);
  });

  it('a duplicate of a generated item is kept as an authored item, after the authored ones', () => {
    const layers = layersOf(gaming, { runs: [{ perEntity: 5, seed: 1 }] });
    const owner = { kind: 'entity', index: 0 } as const;
    const generated = layers.design.entities[0]!.items[8]!;
    const next = editLayers(layers, { kind: 'duplicate-item', owner, index: 8 });
    expect(next.authored.entities[0]!.items).toEqual([...gaming.entities[0]!.items, generated]);
    expect(next.design.entities[0]!.items[6]).toEqual(generated);
    expect(next.design.entities[0]!.items.length).toBe(6 + 1 + 5);
  });

  it('a duplicate of an authored item goes right after it in both layers', () => {
    const layers = layersOf(gaming, { runs: [{ perEntity: 5, seed: 1 }] });
    const owner = { kind: 'entity', index: 0 } as const;
    const next = editLayers(layers, { kind: 'duplicate-item', owner, index: 1 });
    const original = gaming.entities[0]!.items[1];
    expect(next.authored.entities[0]!.items[2]).toEqual(original);
    expect(next.design.entities[0]!.items[2]).toEqual(original);
    expect(next.design.entities[0]!.items.length).toBe(6 + 1 + 5);
  });

  it('generation settings follow an added entity, so reopening gives it no generated items', () => {
    const layers = layersOf(gaming, { runs: [{ perEntity: 10, seed: 2 }] });
    const next = editLayers(layers, {
      kind: 'add-entity',
      entity: { name: 'Extra', table: 'battle-royale', attributes: [], keys: {}, items: [] }
    });
    expect(next.generation).toEqual({ runs: [{ perEntity: 10, seed: 2, only: [0, 1, 2] }] });
    const reopened = layersOf(next.authored, next.generation);
    expect(reopened.design.entities.map((e) => e.items.length)).toEqual(
      next.design.entities.map((e) => e.items.length)
    );
  });
});
