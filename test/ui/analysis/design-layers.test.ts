import { describe, expect, it } from 'vitest';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { generatedItems } from '../../../src/core/generate/generated-items.ts';
import { isGeneratedItem } from '../../../src/core/generate/is-generated-item.ts';
import { NO_GENERATION } from '../../../src/core/generate/no-generation.ts';
import { replayGeneration } from '../../../src/core/generate/replay-generation.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import {
  generateLayers,
  layersOf,
  liveLayers,
  WORKER_THRESHOLD
} from '../../../src/ui/analysis/design-layers.ts';
import { appendRemote } from '../../../src/ui/analysis/append-remote.ts';
import { holdsRemoteItems, pageHeldItems } from '../../../src/ui/analysis/remote-items.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const user = (name: string): AttributeMap => ({ username: { S: name }, name: { S: name } });

// The layers' rules are core's (test/core/edits/edit-layers.test.ts); these are where the page
// keeps the items: on the page, or past WORKER_THRESHOLD in the worker.
describe('design layers on the page', () => {
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
