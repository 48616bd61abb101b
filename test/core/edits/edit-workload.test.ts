import { describe, expect, it } from 'vitest';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { keepWorkload, setWorkload } from '../../../src/core/edits/edit-workload.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const loaded: Design = {
  ...gaming,
  workload: {
    accessPatterns: [
      { pattern: 'Get user profile', rate: 5, transactional: true },
      { pattern: 'Get game metadata', rate: 7 }
    ],
    entities: [{ entity: 'User', writeRate: 3 }],
    hotShare: 0.4
  }
};

describe('setWorkload', () => {
  it('sets and removes the workload', () => {
    const w = { accessPatterns: [{ pattern: 'Get user profile', rate: 9 }], entities: [] };
    expect(setWorkload(gaming, w).workload).toBe(w);
    expect('workload' in setWorkload(loaded, null)).toBe(false);
  });

  it('refuses a workload that breaks a rule, with the rule’s words', () => {
    expect(() =>
      setWorkload(gaming, { accessPatterns: [{ pattern: 'nope' }], entities: [] })
    ).toThrow('the workload names access pattern "nope", which the design does not have');
    expect(() =>
      editDesign(gaming, {
        kind: 'set-workload',
        workload: { accessPatterns: [], entities: [], hotShare: 2 }
      })
    ).toThrow('a share is a number from 0 to 1');
  });
});

describe('the workload follows the design’s edits', () => {
  it('renames an entity’s and a pattern’s load with them', () => {
    const a = editDesign(loaded, { kind: 'rename-entity', entity: 0, name: 'Player' });
    expect(a.workload!.entities).toEqual([{ entity: 'Player', writeRate: 3 }]);
    const p = loaded.accessPatterns[1]!;
    const b = editDesign(loaded, {
      kind: 'set-pattern',
      index: 1,
      pattern: { ...p, name: 'Game by id' }
    });
    expect(b.workload!.accessPatterns.map((l) => l.pattern)).toEqual([
      'Get user profile',
      'Game by id'
    ]);
  });

  it('drops the load of what is deleted, and a transactional read of a pattern moved to an index', () => {
    const a = editDesign(loaded, { kind: 'delete-pattern', index: 1 });
    expect(a.workload!.accessPatterns.map((l) => l.pattern)).toEqual(['Get user profile']);
    const b = editDesign(loaded, { kind: 'delete-entity', entity: 0 });
    expect(b.workload!.entities).toEqual([]);
    const p = loaded.accessPatterns[0]!;
    const c = editDesign(loaded, {
      kind: 'set-pattern',
      index: 0,
      pattern: { ...p, index: 'InvertedIndex' }
    });
    expect(c.workload!.accessPatterns[0]).toEqual({ pattern: 'Get user profile', rate: 5 });
  });

  it('leaves the design as it is when nothing the workload names changed', () => {
    const a = editDesign(loaded, { kind: 'rename-design', name: 'Other' });
    expect(a.workload).toBe(loaded.workload);
    expect(keepWorkload(gaming, {})).toBe(gaming);
  });

  it('applies several edits as one, refused whole', () => {
    const both = editDesign(loaded, {
      kind: 'edits',
      edits: [
        { kind: 'rename-design', name: 'Two' },
        { kind: 'rename-entity', entity: 0, name: 'Player' }
      ]
    });
    expect([both.name, both.entities[0]!.name, both.workload!.entities[0]!.entity]).toEqual([
      'Two',
      'Player',
      'Player'
    ]);
    expect(() =>
      editDesign(loaded, {
        kind: 'edits',
        edits: [
          { kind: 'rename-design', name: 'Two' },
          { kind: 'rename-entity', entity: 9, name: 'x' }
        ]
      })
    ).toThrow();
  });
});
