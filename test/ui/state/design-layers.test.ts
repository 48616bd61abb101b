import { describe, expect, it } from 'vitest';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { replayGeneration } from '../../../src/core/generate/replay-generation.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import {
  editLayers,
  generateLayers,
  generatedItems,
  isGeneratedItem,
  layersOf,
  liveLayers,
  NO_GENERATION,
  WORKER_THRESHOLD
} from '../../../src/ui/state/design-layers.ts';
import {
  appendRemote,
  holdsRemoteItems,
  pageHeldItems
} from '../../../src/workers/remote-items.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const user = (name: string): AttributeMap => ({ username: { S: name }, name: { S: name } });

describe('design layers', () => {
  it('without generation, the authored design is what is shown', () => {
    const layers = layersOf(gaming, NO_GENERATION);
    expect(layers.design).toBe(gaming);
    const next = editLayers(layers, { kind: 'rename-design', name: 'Arcade' });
    expect(next.design).toBe(next.authored);
  });

  it('shows what reopening gives: the generated items rebuilt from their runs', () => {
    const settings = { runs: [{ perEntity: 50, seed: 3 }] };
    const layers = generateLayers(layersOf(gaming, NO_GENERATION), settings.runs[0]!);
    // The authored design carries its settings: they are saved, exported and linked with it.
    expect(layers.authored).toEqual({ ...gaming, generation: settings });
    expect(layers.generation).toEqual(settings);
    expect(layers.design).toEqual(replayGeneration(gaming, settings));
    expect(generatedItems(layers, { kind: 'entity', index: 0 })).toBe(50);
    expect(isGeneratedItem(layers, { kind: 'entity', index: 0 }, 5)).toBe(false);
    expect(isGeneratedItem(layers, { kind: 'entity', index: 0 }, 6)).toBe(true);
    expect(isGeneratedItem(layers, { kind: 'table', index: 0 }, 0)).toBe(false);
  });

  it('past the worker threshold the generated items are left to the worker', () => {
    const perEntity = Math.ceil(WORKER_THRESHOLD / 3) + 1;
    const layers = layersOf(gaming, { runs: [{ perEntity, seed: 1 }] });
    expect(holdsRemoteItems(layers.design)).toBe(true);
    expect(holdsRemoteItems(layers.authored)).toBe(false);
    expect(pageHeldItems(layers.design)).toBe(0);
    expect(layers.design.entities[0]!.items.length).toBe(6 + perEntity);
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

  it('the authored layer never takes placeholder items', () => {
    const remote = generateLayers(layersOf(gaming, NO_GENERATION), {
      perEntity: WORKER_THRESHOLD,
      seed: 1
    });
    expect(() => layersOf(remote.design, NO_GENERATION)).toThrow(/must hold its own items/);
    expect(holdsRemoteItems(remote.authored)).toBe(false);
  });

  it('generating again rebuilds every run from the current authored design', () => {
    const once = generateLayers(layersOf(gaming, NO_GENERATION), { perEntity: 10, seed: 1 });
    const twice = generateLayers(once, { perEntity: 5, seed: 2 });
    expect(twice.design).toEqual(generateDesignItems(generateDesignItems(gaming, 10, 1), 5, 2));
  });

  it("a live table's layers: shown as read, authored without the table's items", () => {
    const live = appendRemote(gaming, { kind: 'table', index: 0 }, [[user('a'), user('b')]]);
    expect(holdsRemoteItems(live)).toBe(true);
    const layers = liveLayers(live);
    expect(layers.design).toBe(live);
    expect(layers.generation).toBe(NO_GENERATION);
    // What exports and links write: the schema, entities and templates, none of the data.
    expect(holdsRemoteItems(layers.authored)).toBe(false);
    expect(layers.authored.tables[0]!.items).toEqual([]);
    expect(layers.authored.entities.every((e) => e.items.length === 0)).toBe(true);
    expect(layers.authored.entities.map((e) => e.keys)).toEqual(gaming.entities.map((e) => e.keys));
    expect(layers.authored.tables[0]!.partitionKey).toEqual(gaming.tables[0]!.partitionKey);
    // layersOf refuses such a design: the authored layer never holds placeholders.
    expect(() => layersOf(live, NO_GENERATION)).toThrow(/must hold its own items/);
  });
});
