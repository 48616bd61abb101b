import { describe, expect, it } from 'vitest';
import { makeCheck } from '../../../../src/core/lessons/authoring/make-check.ts';

describe('makeCheck', () => {
  it("makes a check from form values, leaving empty ones out, in the kind's parameter order", () => {
    const r = makeCheck('sort-key-includes', {
      placeholder: 'Edition',
      entity: 'Book',
      index: '',
      table: 'Books'
    });
    expect(r).toEqual({
      ok: true,
      check: { kind: 'sort-key-includes', table: 'Books', entity: 'Book', placeholder: 'Edition' }
    });
    expect(r.ok && Object.keys(r.check)).toEqual(['kind', 'table', 'entity', 'placeholder']);
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['no-collisions', {}, '$.table', /"table" is required/],
    [
      'pattern-one-query',
      { pattern: 'p', entities: 'Book' },
      '$.entities',
      /a list of 1 to 50 names/
    ],
    ['partition-key-cardinality', { table: 'T' }, '$', /give "atLeast", "atMost" or both/],
    ['no-heat', { table: 'T' }, '$.kind', /there is no check kind "no-heat"/],
    [
      'get-item-by',
      { entity: 'User', attributes: ['username'], extra: 1 },
      '$.extra',
      /has no field "extra"/
    ]
  ])('refuses %s %j as a lesson file would', (kind, values, path, message) => {
    const r = makeCheck(kind, values);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.findings.find((f) => f.path === path)?.message).toMatch(message);
  });
});
