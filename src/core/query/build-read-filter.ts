import type { AttributeValue } from '../model/attribute-value.ts';
import { parseDecimal } from '../keys/decimal.ts';
import { VALUELESS, type FilterCondition, type FilterValueType } from './filter-condition.ts';
import { compileReadFilter } from './compile-read-filter.ts';
import type { ReadFilter } from './read-filter.ts';

/** The filter the rows make, or the first row's problem (rows counted from 1). */
export type BuiltFilterResult =
  { ok: true; filter: ReadFilter } | { ok: false; row: number; message: string };

/**
 * A FilterExpression built from rows of fields, joined with AND: every attribute behind a `#fN`
 * placeholder and every value behind `:fN` (`:fNb` for BETWEEN's upper bound), so reserved
 * words (`status`, `name`, `date`…) and any characters in a name need no care. Each row's value
 * is typed and checked where it was typed; the whole is then checked as DynamoDB would
 * (`compileReadFilter`), e.g. a BETWEEN whose bounds are the wrong way round.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.OperatorsAndFunctions.html
 *
 * @example
 * buildReadFilter([{ attribute: 'status', operator: '=', type: 'S', value: 'OPEN' }]);
 * // { ok: true, filter: { expression: '#f0 = :f0', names: [['#f0', 'status']], values: [[':f0', { S: 'OPEN' }]] } }
 */
export function buildReadFilter(rows: readonly FilterCondition[]): BuiltFilterResult {
  if (rows.length === 0) return { ok: false, row: 0, message: 'add a condition to filter by' };
  const parts: string[] = [];
  const names: [string, string][] = [];
  const values: [string, AttributeValue][] = [];
  for (const [i, c] of rows.entries()) {
    const fail = (message: string): BuiltFilterResult => ({ ok: false, row: i + 1, message });
    if (c.attribute === '') return fail("give the attribute's name");
    const n = `#f${i}`;
    names.push([n, c.attribute]);
    if (VALUELESS.has(c.operator)) {
      parts.push(`${c.operator}(${n})`);
      continue;
    }
    const v = typed(c.type, c.value);
    if (typeof v === 'string') return fail(v);
    values.push([`:f${i}`, v]);
    if (c.operator === 'BETWEEN') {
      const upper = typed(c.type, c.upper ?? '');
      if (typeof upper === 'string') return fail(`upper bound: ${upper}`);
      values.push([`:f${i}b`, upper]);
      parts.push(`${n} BETWEEN :f${i} AND :f${i}b`);
    } else if (c.operator === 'begins_with' || c.operator === 'contains')
      parts.push(`${c.operator}(${n}, :f${i})`);
    else parts.push(`${n} ${c.operator} :f${i}`);
  }
  const filter: ReadFilter = { expression: parts.join(' AND '), names, values };
  const checked = compileReadFilter(filter);
  if (!checked.ok) return { ok: false, row: 0, message: checked.message };
  return { ok: true, filter };
}

/** A typed value, or why the text is not one. */
function typed(type: FilterValueType, text: string): AttributeValue | string {
  if (type === 'S') return { S: text };
  if (type === 'BOOL') {
    if (text === 'true' || text === 'false') return { BOOL: text === 'true' };
    return `a Boolean is "true" or "false", not "${text.slice(0, 20)}"`;
  }
  const d = parseDecimal(text.trim());
  return d.ok ? { N: text.trim() } : d.error;
}
