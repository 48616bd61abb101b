import { typeOf, type KeyType, type KeyValue } from '../model/attribute-value.ts';
import { scalarOf, type ExpressionScope } from './check-expression-tree.ts';
import type { KeyCond } from './collect-key-conditions.ts';

/**
 * A key condition's operand values typed as its key attribute's `type`, or undefined when one is
 * of another type (DynamoDB's "Condition parameter type does not match schema type").
 *
 * @example
 * keyOperandValues({ operator: 'BETWEEN', operands: [lo, hi] }, 'N', scope); // [{ N: '1' }, { N: '9' }]
 */
export function keyOperandValues(
  c: KeyCond,
  type: KeyType,
  s: Pick<ExpressionScope, 'values'>
): KeyValue[] | undefined {
  const out: KeyValue[] = [];
  for (const n of c.operands) {
    const v = s.values.get(n.text);
    const text = v && typeOf(v) === type ? scalarOf(v) : undefined;
    if (text === undefined) return undefined;
    out.push(type === 'S' ? { S: text } : type === 'N' ? { N: text } : { B: text });
  }
  return out;
}
