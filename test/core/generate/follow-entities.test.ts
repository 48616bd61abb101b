import { describe, expect, it } from 'vitest';
import { editDesign, type DesignEdit } from '../../../src/core/edits/edit-design.ts';
import { followEntities } from '../../../src/core/generate/follow-entities.ts';
import type { GenerationSettings } from '../../../src/core/generate/generation-settings.ts';
import { replayGeneration } from '../../../src/core/generate/replay-generation.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';

const all = (perEntity: number, seed: number) => ({ perEntity, seed });

describe('followEntities', () => {
  const cases: [string, GenerationSettings, string[], string[], GenerationSettings][] = [
    ['no runs', { runs: [] }, ['A'], ['A', 'B'], { runs: [] }],
    ['a rename', { runs: [all(5, 1)] }, ['A', 'B'], ['A', 'C'], { runs: [all(5, 1)] }],
    [
      'an added entity is pinned out of earlier runs',
      { runs: [all(5, 1), { perEntity: 2, seed: 3, only: [1] }] },
      ['A', 'B'],
      ['A', 'B', 'C'],
      {
        runs: [
          { ...all(5, 1), only: [0, 1] },
          { perEntity: 2, seed: 3, only: [1] }
        ]
      }
    ],
    [
      'a removed entity leaves every run, the others move up',
      { runs: [all(5, 1), { perEntity: 2, seed: 3, only: [0, 2] }] },
      ['A', 'B', 'C'],
      ['A', 'C'],
      { runs: [all(5, 1), { perEntity: 2, seed: 3, only: [0, 1] }] }
    ],
    [
      'a run left with no entity is dropped',
      { runs: [{ perEntity: 2, seed: 3, only: [1] }, all(4, 2)] },
      ['A', 'B'],
      ['A'],
      { runs: [all(4, 2)] }
    ],
    [
      'entities removed with a table',
      { runs: [{ ...all(1, 1), only: [0, 1] }] },
      ['A', 'B', 'C'],
      ['C'],
      { runs: [] }
    ]
  ];

  it.each(cases)('%s', (_, settings, before, after, expected) => {
    const copy = JSON.stringify(settings);
    expect(followEntities(settings, before, after)).toEqual(expected);
    expect(JSON.stringify(settings)).toBe(copy);
  });

  it('returns the settings themselves when nothing changes', () => {
    const s = { runs: [all(5, 1)] };
    expect(followEntities(s, ['A'], ['B'])).toBe(s);
  });

  // The property the studio needs: generating, then editing entities, then replaying the
  // followed settings on the edited authored design gives each surviving entity the generated
  // items it had (the same count) and a new entity none.
  const names = (d: Design) => d.entities.map((e) => e.name);
  const edits: [string, DesignEdit][] = [
    [
      'add an entity',
      {
        kind: 'add-entity',
        entity: { name: 'Extra', table: 'battle-royale', attributes: [], keys: {}, items: [] }
      }
    ],
    ['delete the first entity', { kind: 'delete-entity', entity: 0 }]
  ];
  it.each(edits)(
    'replaying after "%s" gives every entity the generated items it had',
    (_, edit) => {
      const authored = example('gaming');
      const settings = { runs: [all(20, 7)] };
      const shown = editDesign(generateDesignItems(authored, 20, 7), edit);
      const edited = editDesign(authored, edit);
      const followed = followEntities(settings, names(authored), names(edited));
      const replayed = replayGeneration(edited, followed);
      expect(replayed.entities.map((e) => [e.name, e.items.length])).toEqual(
        shown.entities.map((e) => [e.name, e.items.length])
      );
    }
  );
});

describe('followEntities and value rules', () => {
  const rules = [
    { entity: 'User', attribute: 'name', values: ['A'] },
    { entity: 'Game', attribute: 'map', values: ['B'] }
  ];

  it('drops the rules of a removed entity and keeps the others', () => {
    const next = followEntities(
      { runs: [{ perEntity: 5, seed: 1 }], rules },
      ['User', 'Game'],
      ['User']
    );
    // A run over every entity stays one when an entity leaves.
    expect(next).toEqual({ runs: [{ perEntity: 5, seed: 1 }], rules: [rules[0]] });
  });

  it('keeps rules with no run when an entity joins', () => {
    const settings = { runs: [], rules };
    expect(followEntities(settings, ['User', 'Game'], ['User', 'Game', 'Extra'])).toBe(settings);
  });
});
