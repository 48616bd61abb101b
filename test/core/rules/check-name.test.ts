import { describe, expect, it } from 'vitest';
import { checkName, nameProblem } from '../../../src/core/rules/check-name.ts';

describe('checkName', () => {
  it.each([
    ['table', 'Orders', [], null],
    ['table', 'ab', [], /"ab" is 2 characters; DynamoDB needs 3 to 255/],
    ['table', 'a'.repeat(256), [], /at most 255/],
    ['index', 'By map', [], /contains " "; use only letters/],
    ['index', 'GSI1', ['GSI1'], /^Index name "GSI1" is already used in this table/],
    ['entity', '  ', [], /^Entity name is empty/],
    ['entity', 'User', ['User'], /already used; entity names must be unique/],
    ['access pattern', 'Find', ['Find'], /already used/],
    ['attribute', '', [], /^Attribute name is empty/],
    ['attribute', 'x', ['x'], /already used by this entity/],
    ['key attribute', 'é'.repeat(128), [], /256 bytes; the limit is 255/],
    ['key attribute', 'GSI1PK', ['GSI1PK'], /already used/]
  ] as const)('%s %j (taken %j)', (kind, name, taken, expected) => {
    const r = checkName(kind, name, taken);
    if (expected === null) expect(r).toBeNull();
    else expect(r).toMatch(expected);
  });
});

describe('nameProblem', () => {
  it('tells a broken naming rule from a name already taken', () => {
    expect(nameProblem('table', 'ab', [])?.code).toBe('name.invalid');
    expect(nameProblem('table', 'Orders', new Set(['Orders']))?.code).toBe('name.duplicate');
    expect(nameProblem('table', 'Orders', ['Books'])).toBeNull();
  });

  it('reports the naming rule before uniqueness, so a bad name is fixed first', () => {
    expect(nameProblem('index', 'x', ['x'])?.code).toBe('name.invalid');
  });
});
