import type { KeyType, KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import { keyValueProblem, type KeyProblem, type KeyRole } from '../rules/validate-key-value.ts';
import { keyOrder, type KeyOrder } from './key-order.ts';
import { orderGuess } from './order-guess.ts';

/** A run's distinct key values, validated and in DynamoDB order. */
export interface RankedFound {
  /** The valid values, sorted. */
  readonly values: KeyValue[];
  readonly order: KeyOrder;
  /** Values DynamoDB would refuse, with why. */
  readonly invalid: { readonly value: KeyValue; readonly problem: KeyProblem }[];
  /** Per found value: its rank among `values` (≥ 0), or `-2 - j` for `invalid[j]`. */
  readonly remap: Int32Array;
}

/**
 * Validate each distinct value of one key attribute of a run once, and sort the valid ones.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html#HowItWorks.DataTypes
 *
 * @param found the distinct values, in the order they were met
 * @param foundItem per found value, an item of the run that has it
 * @param previous the same items' ranks under the template before an edit (SegmentKeys.ids)
 *   and how many there were: the sort's first guess (see orderGuess). The result does not
 *   depend on it.
 * @param plain every found string is known to be below U+D800 (see belowSurrogates): neither
 *   the check for lone surrogates nor keyOrder scans them again.
 */
export function rankFound(
  found: readonly KeyValue[],
  foundItem: readonly number[],
  attribute: KeyAttribute,
  role: KeyRole,
  type: KeyType,
  previous?: { readonly ids: Int32Array; readonly count: number },
  plain = false
): RankedFound {
  const invalid: { value: KeyValue; problem: KeyProblem }[] = [];
  const valid: number[] = [];
  const remap = new Int32Array(found.length);
  for (let j = 0; j < found.length; j++) {
    const problem = keyValueProblem(attribute.name, found[j]!, type, role, plain);
    if (problem) {
      remap[j] = -2 - invalid.length;
      invalid.push({ value: found[j]!, problem });
    } else valid.push(j);
  }
  const order = keyOrder(
    type,
    valid.map((j) => found[j]!),
    plain
  );
  const sorted = order.sortedIndices(
    previous &&
      orderGuess(
        previous.ids,
        previous.count,
        valid.map((j) => foundItem[j]!)
      )
  );
  const values = new Array<KeyValue>(valid.length);
  for (let r = 0; r < sorted.length; r++) {
    const j = valid[sorted[r]!]!;
    remap[j] = r;
    values[r] = found[j]!;
  }
  return { values, order: order.permuted(sorted), invalid, remap };
}
