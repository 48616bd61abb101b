import { describe, expect, it } from 'vitest';
import { blankDesign } from '../../../src/core/edits/blank-design.ts';
import { tryApply } from '../../../src/ui/studio/try-apply.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';

describe('tryApply', () => {
  it('applies an edit as one undo step, or returns why editDesign refused it', () => {
    const studio = new StudioState();
    const blank = blankDesign();
    studio.open(blank, 'New design');
    expect(tryApply(studio, { kind: 'rename-table', table: 0, name: 'ab' })).toMatch(/3 to 255/);
    expect(studio.canUndo).toBe(false);
    expect(tryApply(studio, { kind: 'set-sort-key', table: 0, sortKey: null })).toBeNull();
    expect(tryApply(studio, { kind: 'add-lsi', table: 0, lsi: lsi() })).toMatch(
      /^An LSI cannot be added: LSIs in table "AppTable" need a sort key/
    );
    studio.undo();
    expect(studio.design).toBe(blank);
  });

  it('undoes and redoes a whole design built from blank', () => {
    const studio = new StudioState();
    const blank = blankDesign();
    studio.open(blank, 'New design');
    const steps = [
      tryApply(studio, { kind: 'rename-table', table: 0, name: 'battle-royale' }),
      tryApply(studio, {
        kind: 'add-entity',
        entity: { name: 'User', table: 'battle-royale', attributes: [], keys: {}, items: [] }
      }),
      tryApply(studio, {
        kind: 'add-attribute',
        entity: 0,
        attribute: { name: 'username', type: 'S' }
      }),
      tryApply(studio, {
        kind: 'add-gsi',
        table: 0,
        gsi: {
          name: 'InvertedIndex',
          partitionKey: { name: 'SK', type: 'S' },
          sortKey: { name: 'PK', type: 'S' },
          projection: { type: 'ALL' }
        }
      })
    ];
    expect(steps).toEqual([null, null, null, null]);
    const built = studio.design;
    for (let i = 0; i < 4; i++) studio.undo();
    expect(studio.design).toBe(blank);
    for (let i = 0; i < 4; i++) studio.redo();
    expect(studio.design).toBe(built);
  });
});

function lsi() {
  return {
    name: 'ByDate',
    sortKey: { name: 'date', type: 'S' as const },
    projection: { type: 'ALL' as const }
  };
}
