// The rules every step runs: added once, in one place, after the step's own checks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateChecks } from '../../../../src/core/lessons/checks/evaluate-checks.ts';
import { loadLessonText } from '../../../../src/core/lessons/load-lesson.ts';
import type { Design } from '../../../../src/core/model/design.ts';
import type { LessonCheck } from '../../../../src/core/lessons/checks/check-registry.ts';
import { STEP_RULES, stepChecks } from '../../../../src/core/lessons/checks/step-checks.ts';

const own: LessonCheck = { kind: 'no-collisions', table: 'Books' };

describe('stepChecks', () => {
  it.each<[string, LessonCheck[], string[]]>([
    [
      'adds the rules after the own checks',
      [own],
      ['no-collisions', 'items-written', 'patterns-return-items']
    ],
    [
      'asks a rule the step names only once',
      [{ kind: 'patterns-return-items', covers: [1] }, own],
      ['patterns-return-items', 'no-collisions', 'items-written']
    ],
    [
      'keeps a narrower rule of the step and still adds the whole one',
      [{ kind: 'items-written', entity: 'User' }],
      ['items-written', 'items-written', 'patterns-return-items']
    ]
  ])('%s', (_name, checks, kinds) => {
    const before = JSON.stringify(checks);
    expect(stepChecks(checks).map((c) => c.kind)).toEqual(kinds);
    expect(JSON.stringify(checks)).toBe(before);
  });

  it('rules are items-written over the whole design and patterns-return-items', () => {
    expect(STEP_RULES).toEqual([{ kind: 'items-written' }, { kind: 'patterns-return-items' }]);
  });
});

// The two false passes, on the gaming lesson's step 1 as the learner meets it.
const gaming = loadLessonText(readFileSync('public/lessons/gaming-keys.json', 'utf8'));
if (!gaming.ok) throw new Error('the gaming lesson does not load');
const one = gaming.lesson.steps[0]!;
const start = (one.start.kind === 'inline' ? one.start.design : null)!;
/** "Add a sort key": the table has SK, no entity a template for it — nothing is written. */
const sortKeyAdded: Design = {
  ...start,
  tables: start.tables.map((t) => ({ ...t, sortKey: { name: 'SK', type: 'S' } }))
};
/** Only the mapping got its template: User and Game items have no SK. */
const mappingOnly: Design = {
  ...sortKeyAdded,
  entities: sortKeyAdded.entities.map((e) =>
    e.name === 'UserGameMapping' ? { ...e, keys: { ...e.keys, SK: 'USER#${username}' } } : e
  )
};
/** The checks gaming step 1 had before this rule: what said "2 of 2 checks pass". */
const OLD: LessonCheck[] = [
  { kind: 'no-collisions', table: 'battle-royale' },
  { kind: 'get-item-by', entity: 'UserGameMapping', attributes: ['gameId', 'username'] }
];

describe('gaming step 1 is not done on a broken design', () => {
  it.each([
    ['its old checks', OLD],
    ['its checks', one.checks]
  ])('with %s, while User and Game items are rejected', (_name, checks) => {
    const out = evaluateChecks(stepChecks(checks), mappingOnly);
    expect(out.every((o) => o.pass)).toBe(false);
    expect(
      out.find((o) => o.check.kind === 'items-written' && !('entity' in o.check))
    ).toMatchObject({
      pass: false,
      reason: expect.stringMatching(
        /^10 items of table "battle-royale" are rejected \(DynamoDB would refuse to write them\) — 6 User and 4 Game items: missing table key "SK": the item has no "SK" attribute — give each of them/
      )
    });
  });

  it('right after "Add a sort key", no-collisions does not say nothing is overwritten', () => {
    const [collisions] = evaluateChecks(
      [{ kind: 'no-collisions', table: 'battle-royale' }],
      sortKeyAdded
    );
    expect(collisions!.pass).toBe(false);
    expect(collisions!.reason).toMatch(/^22 items of table "battle-royale" are rejected/);
    expect(collisions!.reason).not.toMatch(/nothing is overwritten/);
  });

  it('its solution is done', () => {
    const solution = one.solution?.kind === 'inline' ? one.solution.design : null;
    expect(evaluateChecks(stepChecks(one.checks), solution!).every((o) => o.pass)).toBe(true);
  });
});
