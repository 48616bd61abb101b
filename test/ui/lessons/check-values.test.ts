// The check form's fields become the values makeCheck reads, so the form is refused for exactly
// what a lesson file would be.
import { describe, expect, it } from 'vitest';
import { makeCheck } from '../../../src/core/lessons/authoring/make-check.ts';
import { CHECK_KINDS } from '../../../src/core/lessons/checks/check-registry.ts';
import { checkValues, type FormValues } from '../../../src/ui/lessons/check-values.ts';

const params = (kind: string) => CHECK_KINDS.get(kind)!.parameters;

describe('checkValues', () => {
  it.each<[string, FormValues, Record<string, unknown>]>([
    [
      'pattern-one-query',
      {
        pattern: 'Find all users in a game',
        entities: ['Game'],
        'entities+': ' UserGameMapping, '
      },
      { pattern: 'Find all users in a game', entities: ['Game', 'UserGameMapping'] }
    ],
    [
      'pattern-one-query',
      { pattern: 'P', entities: ['A', 'B'], 'entities+': 'B, A,,C', count: '3' },
      { pattern: 'P', entities: ['A', 'B', 'C'], count: 3 }
    ],
    ['pattern-one-query', { pattern: 'P', count: '' }, { pattern: 'P' }],
    ['pattern-one-query', { pattern: 'P', count: '1.5' }, { pattern: 'P', count: 1.5 }],
    ['pattern-one-query', { pattern: 'P', count: 'many' }, { pattern: 'P', count: 'many' }],
    ['low-cardinality', { table: 'Books' }, { table: 'Books', present: false }],
    ['low-cardinality', { table: 'Books', present: true }, { table: 'Books', present: true }],
    // Names are exact, spaces and all.
    ['no-collisions', { table: ' Books ' }, { table: ' Books ' }],
    // The task bullets it checks.
    ['no-collisions', { table: 'B', covers: ' 1, 3 ' }, { table: 'B', covers: [1, 3] }],
    ['no-collisions', { table: 'B', covers: '   ' }, { table: 'B' }],
    ['no-collisions', { table: 'B', covers: '1, two' }, { table: 'B', covers: [1, 'two'] }]
  ])('%s %j', (kind, values, expected) => {
    expect(checkValues(params(kind), values)).toEqual(expected);
  });

  it('gives makeCheck the bullets a check covers, and refuses what is not a bullet number', () => {
    const ok = makeCheck(
      'no-collisions',
      checkValues(params('no-collisions'), { table: 'B', covers: '2, 1' })
    );
    expect(ok).toEqual({ ok: true, check: { kind: 'no-collisions', table: 'B', covers: [2, 1] } });
    const bad = makeCheck(
      'no-collisions',
      checkValues(params('no-collisions'), { table: 'B', covers: '0' })
    );
    expect(bad.ok || bad.findings[0]!.message).toMatch(
      /^"covers" is the list of the task's bullets/
    );
  });

  it('gives makeCheck what it accepts, and what it refuses in the format’s words', () => {
    const ok = makeCheck(
      'sort-key-includes',
      checkValues(params('sort-key-includes'), {
        table: 'Books',
        entity: 'Book',
        placeholder: 'Edition'
      })
    );
    expect(ok).toEqual({
      ok: true,
      check: { kind: 'sort-key-includes', table: 'Books', entity: 'Book', placeholder: 'Edition' }
    });
    const bad = makeCheck(
      'pattern-one-query',
      checkValues(params('pattern-one-query'), { pattern: 'P', count: '1.5' })
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.findings.map((f) => f.path)).toEqual(['$.entities', '$.count']);
  });

  it('does not change the form values', () => {
    const values: FormValues = { entities: ['A'], 'entities+': 'B' };
    const before = JSON.stringify(values);
    checkValues(params('pattern-one-query'), values);
    expect(JSON.stringify(values)).toBe(before);
  });
});
