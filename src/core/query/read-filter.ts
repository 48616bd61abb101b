import type { AttributeValue } from '../model/attribute-value.ts';

/**
 * A FilterExpression as a live read sends it, and as the studio applies it to items it holds:
 * the expression and its own placeholders. Plain data (pairs, not records, so a placeholder
 * such as `#__proto__` is just text): a result set keeps it, names itself by it (`filterText`)
 * and writes it into its `#live=` address. `compileReadFilter` checks it as DynamoDB would.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Scan.html#Scan.FilterExpression
 */
export interface ReadFilter {
  /** The FilterExpression, e.g. `#f0 = :f0 AND size(#f1) > :f1`. */
  readonly expression: string;
  /** ExpressionAttributeNames as [placeholder, attribute name] pairs. */
  readonly names: readonly (readonly [string, string])[];
  /** ExpressionAttributeValues as [placeholder, value] pairs. */
  readonly values: readonly (readonly [string, AttributeValue])[];
}
