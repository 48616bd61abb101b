import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { utf8Length } from '../keys/compare-utf8.ts';

/**
 * DynamoDB's refusal of an expression over 4 KB, in its words (after the caller's
 * `Invalid FilterExpression: ` prefix), or undefined. Checked before the expression is
 * tokenized, so a long one is never parsed at all; 4,096 bytes pass, 4,097 do not.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html#limits-expression-parameters
 *
 * @example
 * checkExpressionSize('a = :v'); // undefined
 * checkExpressionSize('a'.repeat(4097));
 * // 'Expression size has exceeded the maximum allowed size; expression size: 4097'
 */
export function checkExpressionSize(text: string): string | undefined {
  // Cheap bound first: a string of n UTF-16 units is at most 3n UTF-8 bytes.
  if (text.length * 3 <= DYNAMODB_LIMITS.expressionBytes) return undefined;
  const bytes = utf8Length(text);
  return bytes > DYNAMODB_LIMITS.expressionBytes
    ? `Expression size has exceeded the maximum allowed size; expression size: ${bytes}`
    : undefined;
}
