import type { KeyValue } from '../model/attribute-value.ts';
import { evaluateQuery } from '../query/evaluate-query.ts';
import { runAccessPattern } from '../query/run-access-pattern.ts';
import { renderWithParameters } from '../templates/render-template.ts';
import type { TemplatePart } from '../templates/parse-template.ts';
import type { CodeContext } from './code-context.ts';
import type { LibraryKeyCondition } from './library-key-condition.ts';

/** How many items each reads on the design, and whether they are the same, in the same order. */
export interface ReadsCompared {
  readonly same: boolean;
  readonly library: number;
  readonly keyscope: number;
}

/**
 * Whether a library's sort key condition, where it differs from the pattern's (ElectroDB adds
 * `begins_with` on the text its sort template starts with), reads the same items as the pattern
 * on the design's items: both run by Keyscope's own Query over the pattern's partition, with
 * its parameters, order and Limit. Items are compared by their place in the table.
 *
 * @example
 * libraryReadsSame(context, { operator: 'begins_with', parts: [literal('USER#')] });
 * // { same: true, library: 3, keyscope: 3 }
 */
export function libraryReadsSame(c: CodeContext, sort: LibraryKeyCondition): ReadsCompared {
  const ta = c.analysis.tables.find((t) => t.table.name === c.pattern.table)!;
  const view = ta.views.find((v) => v.spec.index === c.pattern.index)!;
  const params = new Map(Object.entries(c.pattern.parameters));
  const keyOf = (parts: readonly TemplatePart[], type: 'S' | 'N'): KeyValue => {
    const r = renderWithParameters({ source: '', parts, fields: [] }, params);
    const text = r.ok ? r.text : '';
    return type === 'N' ? { N: text } : { S: text };
  };
  const pk = c.request.conditions[0]!.values[0]!;
  const sortType = view.spec.sortKey?.type === 'N' ? 'N' : 'S';
  const condition = {
    partitionValue: keyOf(pk.parts, pk.type === 'N' ? 'N' : 'S'),
    ...(sort.operator === null
      ? {}
      : {
          sort: {
            operator: sort.operator,
            value: keyOf(sort.parts, sortType),
            ...(sort.upper ? { upper: keyOf(sort.upper, sortType) } : {})
          }
        })
  };
  const library = evaluateQuery(ta.resolved, view, condition, {
    scanIndexForward: c.pattern.scanIndexForward,
    consistentRead: c.pattern.consistentRead,
    ...(c.pattern.limit !== undefined ? { limit: c.pattern.limit } : {})
  }).entries.map((e) => e.item.order);
  const keyscope = runAccessPattern(c.analysis, c.pattern).entries.map((e) => e.item.order);
  return {
    same: library.length === keyscope.length && library.every((o, i) => o === keyscope[i]),
    library: library.length,
    keyscope: keyscope.length
  };
}
