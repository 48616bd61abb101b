import { describe, expect, it } from 'vitest';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { StudioState, WORKER_THRESHOLD } from '../../../src/ui/studio/studio-state.svelte.ts';
import { appendRemote } from '../../../src/ui/analysis/append-remote.ts';
import { holdsRemoteItems } from '../../../src/ui/analysis/remote-items.ts';
import { example } from '../../helpers/example.ts';
import { shop } from '../../helpers/shop.ts';
import { withGeneration } from '../../../src/core/generate/with-generation.ts';

const tpl = (entity: number, attribute: string, template: string) =>
  ({ kind: 'set-key-template', entity, attribute, template }) as const;

describe('StudioState', () => {
  it('analyses a small design in the page and follows every edit', () => {
    const studio = new StudioState();
    studio.open(example('library'), 'Library');
    expect(studio.useWorker).toBe(false);
    expect(studio.pageAnalysis?.collisions).toEqual([]);
    studio.apply(tpl(0, 'AuthorEdition', '${Author}'));
    expect(studio.pageAnalysis!.collisions.length).toBeGreaterThan(0);
    expect(studio.patternRuns.some((r) => !r.ok)).toBe(true);
  });

  it('keeps the analysis through edits that leave tables and entities alone', () => {
    const studio = new StudioState();
    studio.open(example('gaming'), 'Gaming');
    const analysis = studio.pageAnalysis;
    const pattern = studio.design!.accessPatterns[0]!;
    studio.apply({ kind: 'set-pattern', index: 0, pattern: { ...pattern, partitionKey: 'x' } });
    studio.apply({ kind: 'rename-design', name: 'Arcade' });
    expect(studio.pageAnalysis).toBe(analysis);
    expect(studio.analysedDesign).toBe(studio.design);
    expect(studio.patternRuns[0]!.ok).toBe(false);
    studio.apply(tpl(2, 'PK', 'GAME#${gameId}x'));
    expect(studio.pageAnalysis).not.toBe(analysis);
    studio.undo();
    studio.undo();
    expect(studio.patternRuns[0]!.ok).toBe(false);
    studio.undo();
    expect(studio.patternRuns[0]!.ok).toBe(true);
  });

  it('undoes and redoes every edit, and a new edit clears redo', () => {
    const studio = new StudioState();
    const design = example('library');
    studio.open(design, 'Library');
    expect(studio.canUndo).toBe(false);
    studio.apply(tpl(0, 'AuthorEdition', 'a'));
    studio.apply(tpl(0, 'AuthorEdition', 'b'));
    studio.undo();
    expect(studio.design!.entities[0]!.keys['AuthorEdition']).toBe('a');
    studio.undo();
    expect(studio.design).toBe(design);
    expect(studio.canUndo).toBe(false);
    studio.redo();
    expect(studio.design!.entities[0]!.keys['AuthorEdition']).toBe('a');
    studio.apply(tpl(0, 'AuthorEdition', 'c'));
    expect(studio.canRedo).toBe(false);
  });

  it('merges keystrokes in one field into one undo step until the field is left', () => {
    const studio = new StudioState();
    const design = example('library');
    studio.open(design, 'Library');
    for (const t of ['$', '${', '${A', '${Author}'])
      studio.apply(tpl(0, 'AuthorEdition', t), 'field');
    studio.endCoalescing();
    studio.apply(tpl(0, 'AuthorEdition', 'x'), 'field');
    studio.undo();
    expect(studio.design!.entities[0]!.keys['AuthorEdition']).toBe('${Author}');
    studio.undo();
    expect(studio.design).toBe(design);
  });

  it('keeps every item through a broken template and restores the analysis when it is fixed', () => {
    const studio = new StudioState();
    studio.open(example('gaming'), 'Gaming');
    const before = studio.pageAnalysis!.tables[0]!.views[0]!.itemCount;
    studio.apply(tpl(0, 'SK', '#METADATA#${username'), 'f');
    const broken = studio.pageAnalysis!;
    expect(
      broken.findings.some((f) => f.code === 'template.syntax' && f.message.includes('column 11'))
    ).toBe(true);
    expect(broken.tables[0]!.resolved.items.filter((i) => i.rejection).length).toBe(6);
    studio.apply(tpl(0, 'SK', '#METADATA#${username}'), 'f');
    expect(studio.pageAnalysis!.tables[0]!.views[0]!.itemCount).toBe(before);
  });

  it('hands designs above the threshold to the worker and highlights a pattern run', () => {
    const studio = new StudioState();
    studio.open(example('gaming'), 'Gaming');
    studio.runPattern(3);
    expect(studio.view).toBe(1);
    expect([...studio.highlight.values()]).toEqual([1, 2, 3]);
    studio.replace(generateDesignItems(studio.design!, Math.ceil(WORKER_THRESHOLD / 3) + 1, 1));
    expect(studio.useWorker).toBe(true);
    expect(studio.pageAnalysis).toBeNull();
    expect(studio.pageAnalysis).toBeNull();
  });

  it('forgets what the graph lit when another design is opened, and counts the designs opened', () => {
    const studio = new StudioState();
    studio.open(example('gaming'), 'Gaming');
    const opened = studio.opened;
    studio.litEntity = 'Game';
    studio.selectedCollection = { table: 0, view: 0, collection: 2 };
    studio.apply({ kind: 'rename-design', name: 'Arcade' });
    expect([studio.litEntity, studio.opened]).toEqual(['Game', opened]);
    studio.open(example('todo-graph'), 'To-do');
    expect(studio.litEntity).toBeNull();
    expect(studio.selectedCollection).toBeNull();
    expect(studio.opened).toBe(opened + 1);
  });

  it('keeps each design’s undo history for the session: switching back brings it back', () => {
    const studio = new StudioState();
    const library = example('library');
    studio.open(library, 'Library', [], { key: 'a' });
    studio.apply(tpl(0, 'AuthorEdition', 'x'));
    const edited = studio.authored!;
    studio.open(example('gaming'), 'Gaming', [], { key: 'b' });
    expect(studio.canUndo).toBe(false);
    studio.apply({ kind: 'rename-design', name: 'Arcade' });
    studio.open(edited, 'Library', [], { key: 'a' });
    expect(studio.canUndo).toBe(true);
    studio.undo();
    expect(studio.authored).toBe(library);
    studio.open(example('gaming'), 'Gaming', [], { key: 'c' });
    expect(studio.canUndo).toBe(false);
    studio.open(example('gaming'), 'Gaming', [], { key: 'b' });
    studio.undo();
    expect(studio.design!.name).not.toBe('Arcade');
  });

  it('generates as runs over the authored design, and undo takes a run back', () => {
    const studio = new StudioState();
    const gaming = example('gaming');
    studio.open(gaming, 'Gaming');
    studio.generate({ perEntity: 100, seed: 4 });
    // The authored design carries its settings (saved, exported and linked with it).
    expect(studio.authored).toEqual({ ...gaming, generation: studio.generation });
    expect(studio.generation).toEqual({ runs: [{ perEntity: 100, seed: 4 }] });
    expect(studio.itemCount).toBe(22 + 300);
    studio.regenerate(true);
    expect(studio.generation.runs).toEqual([]);
    expect(studio.design).toEqual(gaming);
    studio.undo();
    expect(studio.itemCount).toBe(22 + 300);
    studio.undo();
    expect(studio.generation.runs).toEqual([]);
    expect(studio.design).toBe(gaming);
  });

  it('opens a design with its generation settings, the generated items rebuilt', () => {
    const studio = new StudioState();
    const gaming = example('gaming');
    const generation = { runs: [{ perEntity: 10, seed: 9 }] };
    studio.open(gaming, 'Gaming', [], { generation });
    expect(studio.design).toEqual(generateDesignItems(gaming, 10, 9));
    expect(studio.authored).toEqual({ ...gaming, generation });
  });

  it('opens a design file’s own generation settings (format version 3)', () => {
    const studio = new StudioState();
    const design = shop();
    studio.open(design, 'Shop');
    expect(studio.generation).toBe(design.generation);
    expect(studio.design).toEqual(
      generateDesignItems(
        withGeneration(design, { runs: [] }),
        40,
        7,
        undefined,
        design.generation!.rules
      )
    );
  });

  it('refuses every edit of a read-only design, saying how to edit it', () => {
    const studio = new StudioState();
    const gaming = example('gaming');
    studio.open(gaming, 'a link', [], { readOnly: true });
    expect(() => studio.apply({ kind: 'rename-design', name: 'x' })).toThrow(
      /read-only: it came in a link. Save it to your library to edit it/
    );
    expect(studio.design).toBe(gaming);
    // Generating is not editing: a link's design can be given sample items, and undo them.
    studio.generate({ perEntity: 1, seed: 1 });
    expect(studio.itemCount).toBe(22 + 3);
    studio.undo();
    expect(studio.design).toBe(gaming);
    studio.readOnly = false;
    studio.apply({ kind: 'rename-design', name: 'x' });
    expect(studio.authored!.name).toBe('x');
  });

  it('closes a design, keeping its history for when it is opened again', () => {
    const studio = new StudioState();
    studio.open(example('library'), 'Library', [], { key: 'k' });
    studio.apply(tpl(0, 'AuthorEdition', 'x'));
    const edited = studio.authored!;
    studio.close();
    expect(studio.design).toBeNull();
    expect(studio.canUndo).toBe(false);
    studio.open(edited, 'Library', [], { key: 'k' });
    expect(studio.canUndo).toBe(true);
  });

  it("shows a live table's design read-only and never stored, growing in place as pages come", () => {
    const studio = new StudioState();
    studio.open(example('library'), 'Library', [], { key: 'mine' });
    const slot = { kind: 'table', index: 0 } as const;
    const empty = { ...example('gaming'), entities: [] };
    const page = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ PK: { S: `USER#${i}` }, SK: { S: '#M' } }));
    const first = appendRemote(empty, slot, [page(3)]);
    studio.open(first, 'Live: battle-royale', [], { live: true, key: 'ignored' });
    expect(studio.live).toBe(true);
    expect(studio.readOnly).toBe(true);
    expect(studio.storeKey).toBeNull();
    expect(studio.design).toBe(first);
    expect(studio.useWorker).toBe(true);
    expect(holdsRemoteItems(studio.authored)).toBe(false);
    expect(studio.authored!.tables[0]!.items).toEqual([]);
    expect(() => studio.apply({ kind: 'rename-design', name: 'x' })).toThrow(
      /live table's items and is read-only: open the inferred design to edit a copy/
    );
    // The next pages: shown as they are, the studio's place kept, still no undo step.
    studio.selected = { table: 0, order: 1 };
    studio.view = 1;
    const longer = appendRemote(first, slot, [page(5)]);
    studio.showLive(longer);
    expect(studio.design).toBe(longer);
    expect(studio.selected).toEqual({ table: 0, order: 1 });
    expect(studio.view).toBe(1);
    expect(studio.canUndo).toBe(false);
    // Another design opened: editable again, and showLive leaves it alone.
    const library = example('library');
    studio.open(library, 'Library', [], { key: 'mine' });
    expect(studio.live).toBe(false);
    expect(studio.readOnly).toBe(false);
    studio.showLive(longer);
    expect(studio.design).toBe(library);
  });
});
