import type { AttributeMap } from '../model/attribute-value.ts';
import type { CompiledFilter } from './compile-read-filter.ts';
import { evaluateFilter } from './evaluate-filter.ts';

/**
 * The positions of the items a compiled filter keeps, in order: the same rule DynamoDB applies
 * on the server (`evaluateFilter`), applied to items the tab already holds, so finding in what
 * is loaded costs no read.
 *
 * @example
 * matchingItems([{ n: { N: '1' } }, { n: { N: '5' } }], compiled); // [1] for `n > :two`
 */
export function matchingItems(items: readonly AttributeMap[], filter: CompiledFilter): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++)
    if (evaluateFilter(filter.root, items[i]!, filter.scope)) out.push(i);
  return out;
}
