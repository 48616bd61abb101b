// The built-in lessons can be done in the studio: each step's task, made with the studio's own
// edits (editDesign) on the step's starting design, turns every check green — the checks accept
// the learner's way of writing the answer, not only the solution file's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editDesign, type DesignEdit } from '../../../src/core/edits/edit-design.ts';
import { evaluateChecks } from '../../../src/core/lessons/checks/evaluate-checks.ts';
import { loadLessonText } from '../../../src/core/lessons/load-lesson.ts';
import { resolveLesson, type ResolvedStep } from '../../../src/core/lessons/resolve-lesson.ts';
import type { AccessPattern, Design } from '../../../src/core/model/design.ts';
import { exampleSource } from '../../helpers/example-source.ts';

async function steps(id: string): Promise<readonly ResolvedStep[]> {
  const l = loadLessonText(readFileSync(`public/lessons/${id}.json`, 'utf8'));
  if (!l.ok) throw new Error(id);
  const r = await resolveLesson(l.lesson, exampleSource());
  if (!r.ok) throw new Error(id);
  return r.steps;
}

const entity = (d: Design, name: string) => d.entities.findIndex((e) => e.name === name);
const patternAt = (d: Design, name: string) => d.accessPatterns.findIndex((p) => p.name === name);
const setPattern = (d: Design, name: string, patch: Partial<AccessPattern>): DesignEdit => ({
  kind: 'set-pattern',
  index: patternAt(d, name),
  pattern: { ...d.accessPatterns[patternAt(d, name)]!, ...patch }
});
const template = (d: Design, e: string, attribute: string, t: string): DesignEdit => ({
  kind: 'set-key-template',
  entity: entity(d, e),
  attribute,
  template: t
});

/** Per lesson and step, the edits a learner makes (each computed on the design so far). */
const SOLUTIONS: Record<string, ((d: Design) => DesignEdit)[][]> = {
  'gaming-keys': [
    [
      () => ({ kind: 'set-sort-key', table: 0, sortKey: { name: 'SK', type: 'S' } }),
      (d) => template(d, 'UserGameMapping', 'SK', 'USER#${username}'),
      (d) => template(d, 'User', 'SK', 'PROFILE#${username}'),
      (d) => template(d, 'Game', 'SK', 'GAME#${gameId}')
    ],
    [
      (d) => template(d, 'User', 'SK', '#METADATA#${username}'),
      (d) => template(d, 'Game', 'SK', '#METADATA#${gameId}')
    ],
    [
      (d) => template(d, 'UserGameMapping', 'PK', 'GAME#${gameId}'),
      (d) => template(d, 'UserGameMapping', 'SK', 'USER#${username}')
    ],
    [
      () => ({
        kind: 'add-gsi',
        table: 0,
        gsi: {
          name: 'InvertedIndex',
          partitionKey: { name: 'SK', type: 'S' },
          sortKey: { name: 'PK', type: 'S' },
          projection: { type: 'ALL' }
        }
      }),
      (d) => setPattern(d, 'Find all games a user has played', { index: 'InvertedIndex' })
    ]
  ],
  'library-catalogue': [
    [
      () =>
        ({
          kind: 'add-items',
          owner: { kind: 'entity', index: 0 },
          items: [
            {
              BookTitle: { S: 'Tides of Memory' },
              Author: { S: 'Anna Lindqvist' },
              Edition: { N: '2' }
            }
          ]
        }) as DesignEdit
    ],
    [() => ({ kind: 'set-sort-key', table: 0, sortKey: { name: 'Author', type: 'S' } })],
    [
      () => ({ kind: 'set-sort-key', table: 0, sortKey: { name: 'AuthorEdition', type: 'S' } }),
      (d) => template(d, 'Book', 'AuthorEdition', '${Author}|${Edition}')
    ],
    [
      () => ({ kind: 'set-sort-key', table: 0, sortKey: { name: 'AuthorEdition', type: 'S' } }),
      (d) => template(d, 'Book', 'AuthorEdition', '${Author}#${Edition}')
    ],
    [() => ({ kind: 'set-partition-key', table: 0, key: { name: 'BookTitle', type: 'S' } })]
  ],
  'relationship-graph': [
    [
      (d) => template(d, 'UserMetadata', 'pk', 'USER#${userId}'),
      (d) => template(d, 'UserMetadata', 'sk', 'METADATA'),
      (d) => template(d, 'TodoMetadata', 'pk', 'TODO#${todoId}'),
      (d) => template(d, 'TodoMetadata', 'sk', 'METADATA')
    ],
    [(d) => template(d, 'UserTodo', 'sk', 'TODO#${todoId}')],
    [
      () => ({
        kind: 'add-gsi',
        table: 0,
        gsi: {
          name: 'reverse',
          partitionKey: { name: 'sk', type: 'S' },
          sortKey: { name: 'pk', type: 'S' },
          projection: { type: 'ALL' }
        }
      }),
      (d) => setPattern(d, 'All posts with a tag', { index: 'reverse' }),
      (d) => setPattern(d, 'Who created a to-do', { index: 'reverse' })
    ]
  ],
  'simple-and-composite-keys': [
    [
      () => ({ kind: 'set-partition-key', table: 0, key: { name: 'PersonID', type: 'N' } }),
      (d) =>
        setPattern(d, 'Get a person', {
          partitionKey: '${PersonID}',
          parameters: { PersonID: '103' }
        })
    ],
    [
      (d) => ({
        kind: 'set-sort-key',
        table: d.tables.findIndex((t) => t.name === 'Music'),
        sortKey: { name: 'SongTitle', type: 'S' }
      })
    ],
    [
      (d) =>
        setPattern(d, "An artist's songs in a title range", {
          sortKey: { operator: 'BETWEEN', value: 'A', upper: 'Mzzz' }
        })
    ],
    [
      (d) =>
        setPattern(d, "An artist's songs starting with a prefix", {
          sortKey: { operator: 'begins_with', value: '${prefix}' }
        })
    ]
  ]
};

describe("the built-in lessons, done with the studio's edits", () => {
  it.each(Object.keys(SOLUTIONS))(
    '%s: every step turns green, and only once it is done',
    async (id) => {
      const all = await steps(id);
      expect(all).toHaveLength(SOLUTIONS[id]!.length);
      all.forEach((s, i) => {
        let design = s.start;
        expect(evaluateChecks(s.step.checks, design).every((o) => o.pass)).toBe(false);
        for (const edit of SOLUTIONS[id]![i]!) design = editDesign(design, edit(design));
        const outcomes = evaluateChecks(s.step.checks, design);
        expect(outcomes.filter((o) => !o.pass).map((o) => `${s.step.id}: ${o.reason}`)).toEqual([]);
      });
    }
  );
});
