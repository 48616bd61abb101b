import { describe, expect, it } from 'vitest';
import type { ExpressionScope } from '../../../src/core/query/check-expression-tree.ts';
import { parseCondition } from '../../../src/core/query/parse-condition.ts';

const scope = (): ExpressionScope => ({
  names: new Map(),
  values: new Map([[':a', { S: 'x' }]]),
  usedNames: new Set(),
  usedValues: new Set()
});
const P = 'Invalid FilterExpression: ';

describe('parseCondition (one expression of the condition grammar, checked in order)', () => {
  it('returns the tree and marks the placeholders used', () => {
    const s = scope();
    const root = parseCondition('a = :a', P, s);
    expect(typeof root).toBe('object');
    expect([...s.usedValues]).toEqual([':a']);
  });

  it.each([
    ['empty', '', `${P}The expression can not be empty;`],
    ['a syntax error', 'a = = :a', `${P}Syntax error; token: "=", near: "= = :a"`],
    [
      'an undefined value',
      'a = :b',
      `${P}An expression attribute value used in expression is not defined; attribute value: :b`
    ]
  ])('refuses %s with the prefix given', (_, text, message) => {
    expect(parseCondition(text, P, scope())).toBe(message);
  });

  it("refuses an expression past DynamoDB's size limit before tokenizing it", () => {
    const long = `a = :a${' '.repeat(4091)}`;
    expect(long.length).toBe(4097);
    expect(parseCondition(long, 'X: ', scope())).toBe(
      'X: Expression size has exceeded the maximum allowed size; expression size: 4097'
    );
  });
});
