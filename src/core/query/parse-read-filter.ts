import { parseAttributeMap } from '../attributes/parse-attribute-map.ts';
import { describeJson } from '../json/describe-json.ts';
import { cutText } from '../text/cut-text.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import type { AttributeValue } from '../model/attribute-value.ts';
import type { Finding } from '../model/finding.ts';
import { compileReadFilter } from './compile-read-filter.ts';
import type { ReadFilter } from './read-filter.ts';

/** The fields of a written filter, as the user typed them. */
export interface WrittenFilter {
  readonly expression: string;
  /** ExpressionAttributeNames as JSON, `{"#s": "status"}`, or empty for none. */
  readonly names: string;
  /** ExpressionAttributeValues as DynamoDB JSON, `{":s": {"S": "OPEN"}}`, or empty for none. */
  readonly values: string;
}

/** Which field a problem is in, and what it is. */
export type WrittenFilterResult =
  { ok: true; filter: ReadFilter } | { ok: false; field: keyof WrittenFilter; message: string };

/**
 * A filter written as the AWS CLI takes it (`--filter-expression`, `--expression-attribute-names`,
 * `--expression-attribute-values`), read and checked (`compileReadFilter`) before anything is
 * sent: each problem names its field, and DynamoDB's own words where DynamoDB would refuse it.
 *
 * @example
 * parseReadFilter({ expression: '#s = :s', names: '{"#s":"status"}', values: '{":s":{"S":"OPEN"}}' });
 * // { ok: true, filter: { expression: '#s = :s', names: [['#s', 'status']], values: [[':s', { S: 'OPEN' }]] } }
 * parseReadFilter({ expression: 'a = :a', names: '', values: '{":a": 1}' }).ok; // false (field 'values')
 */
export function parseReadFilter(written: WrittenFilter): WrittenFilterResult {
  const names = readJson(written.names, 'names');
  if (!names.ok) return names;
  const pairs: [string, string][] = [];
  for (const [k, v] of Object.entries(names.value)) {
    if (typeof v !== 'string')
      return fail(
        'names',
        `"${cutText(k, 40)}" must name an attribute as a string, not ${describeJson(v)}`
      );
    pairs.push([k, v]);
  }
  const values = readJson(written.values, 'values');
  if (!values.ok) return values;
  const findings: Finding[] = [];
  const map = parseAttributeMap(values.value, '$', findings);
  const f = findings[0];
  if (!map || f)
    return fail(
      'values',
      `${f ? `${f.message} at ${f.path}` : 'expected an object'}; write each value in DynamoDB JSON, e.g. {":s": {"S": "OPEN"}, ":n": {"N": "10"}}`
    );
  const filter: ReadFilter = {
    expression: written.expression.trim(),
    names: pairs,
    values: Object.entries(map) as [string, AttributeValue][]
  };
  const compiled = compileReadFilter(filter);
  if (compiled.ok) return { ok: true, filter };
  const m = compiled.message;
  // DynamoDB names the map at fault ("ExpressionAttributeValues contains invalid value…",
  // "Value provided in ExpressionAttributeNames unused…"); anything else is the expression's.
  const fault = /^(?:Value provided in )?ExpressionAttribute(Names|Values)/.exec(m)?.[1];
  const field = fault === 'Names' ? 'names' : fault === 'Values' ? 'values' : 'expression';
  return fail(field, m);
}

function readJson(
  text: string,
  field: 'names' | 'values'
):
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; field: 'names' | 'values'; message: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return fail(field, `not JSON: ${(e as Error).message}`);
  }
  if (!isPlainObject(value))
    return fail(
      field,
      `expected a JSON object, got ${describeJson(value)}; e.g. ${field === 'names' ? '{"#s": "status"}' : '{":s": {"S": "OPEN"}}'}`
    );
  return { ok: true, value };
}

function fail<F extends keyof WrittenFilter>(
  field: F,
  message: string
): { ok: false; field: F; message: string } {
  return { ok: false, field, message };
}
