import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
/**
 * DynamoDB's refusal of a Query's `Limit`, in its words, or undefined when the value is a whole
 * number from 1 to 2,147,483,647. Takes the number's text, so a value past what a float holds
 * exactly (`99999999999999999999999`) is judged, and quoted, as written.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Query.html#DDB-Query-request-Limit
 * Unsure: DynamoDB's words past the upper bound; this is its constraint message's form for it.
 *
 * @example
 * checkLimit('25'); // undefined
 * checkLimit('0');
 * // "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1"
 */
export function checkLimit(text: string): string | undefined {
  const whole = /^-?\d+$/.test(text);
  const n = whole ? BigInt(text) : undefined;
  const bound =
    n === undefined || n < 1n
      ? 'greater than or equal to 1'
      : n > BigInt(DYNAMODB_LIMITS.requestLimitMax)
        ? `less than or equal to ${DYNAMODB_LIMITS.requestLimitMax}`
        : undefined;
  return bound
    ? `1 validation error detected: Value '${text}' at 'limit' failed to satisfy constraint: Member must have value ${bound}`
    : undefined;
}
