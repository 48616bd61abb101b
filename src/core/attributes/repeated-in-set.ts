import { keyValueId } from '../keys/compare-key-values.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { cutText } from '../text/cut-text.ts';

/**
 * DynamoDB refuses a set that holds a value twice, comparing as it does keys: numbers by value
 * (`"1"` and `"1.0"` are one number) and binaries by their bytes. Its words, from dynalite (which
 * mirrors them): "One or more parameter values were invalid: Input collection [a, a] contains
 * duplicates." Reports each repeat at its own index, naming the first; `at` holds each value's
 * index in the set as written (invalid elements were left out of `values`).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html#HowItWorks.DataTypes.SetTypes
 *
 * @example
 * repeatedInSet('NS', ['1', '1.0'], [0, 1], '$.n.NS', findings);
 * // findings: set.duplicate at $.n.NS[1], 'the set holds "1" and "1.0", which are the same number …'
 */
export function repeatedInSet(
  tag: 'SS' | 'NS' | 'BS',
  values: readonly string[],
  at: readonly number[],
  p: string,
  findings: Finding[]
): void {
  const first = new Map<string, number>();
  values.forEach((x, k) => {
    const id = keyValueId(tag === 'SS' ? { S: x } : tag === 'NS' ? { N: x } : { B: x });
    const earlier = first.get(id);
    if (earlier === undefined) {
      first.set(id, k);
      return;
    }
    const a = values[earlier]!;
    const same =
      a === x
        ? `repeats ${clip(x)}`
        : `holds ${clip(a)} and ${clip(x)}, which are the same ${tag === 'NS' ? 'number' : 'bytes'}`;
    findings.push({
      severity: 'error',
      code: 'set.duplicate',
      message: `the set ${same} (at [${at[earlier]}] and [${at[k]}]); DynamoDB refuses a set with a value twice ("Input collection contains duplicates") — remove one`,
      path: joinPath(p, at[k]!)
    });
  });
}

const clip = (x: string): string => JSON.stringify(cutText(x, 40));
