import { attributeText } from '../text/attribute-text.ts';
import { cutText } from '../text/cut-text.ts';
import type { ReadFilter } from './read-filter.ts';
import { tokenizeExpression } from './tokenize-expression.ts';

/**
 * A filter as a person reads it: its placeholders replaced by the names and values they stand
 * for (strings quoted), shortened to `max` characters. Only ever shown as text (a set's name, a
 * link's label, an export's provenance); the filter itself keeps its placeholders.
 *
 * @example
 * filterText({ expression: '#f0 = :f0', names: [['#f0', 'status']], values: [[':f0', { S: 'OPEN' }]] });
 * // 'status = "OPEN"'
 */
export function filterText(filter: ReadFilter, max = 120): string {
  const names = new Map(filter.names);
  const values = new Map(filter.values);
  const text = filter.expression;
  let out = '';
  let at = 0;
  for (const t of tokenizeExpression(text)) {
    const name = t.kind === 'attrName' ? names.get(t.text) : undefined;
    const value = t.kind === 'value' ? values.get(t.text) : undefined;
    if (name === undefined && value === undefined) continue;
    out += text.slice(at, t.start);
    out +=
      name !== undefined
        ? name
        : 'S' in value! || 'B' in value!
          ? JSON.stringify(attributeText(value!))
          : attributeText(value!);
    at = t.end;
  }
  return cutText(out + text.slice(at), max);
}
