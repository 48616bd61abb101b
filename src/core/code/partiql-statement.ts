import { renderWithParameters } from '../templates/render-template.ts';
import { escapeUnsafeChars } from '../text/escape-unsafe-chars.ts';
import type { CodeCondition, CodeValue, PatternRequest } from './pattern-request.ts';

/**
 * An access pattern as PartiQL: one SELECT with the notes on how to send it (ExecuteStatement's
 * own parameters), or why it cannot be one statement.
 */
export type PartiqlStatement =
  | { readonly ok: true; readonly statement: string; readonly notes: readonly string[] }
  | { readonly ok: false; readonly reason: string };

// A number as PartiQL writes one: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ql-reference.data-types.html
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The PartiQL SELECT an access pattern is, its parameters' values written in:
 * `SELECT * FROM "table"."index" WHERE "PK" = 'v' AND begins_with("SK", 'x')`, names in double
 * quotes (a `"` doubled), strings in single quotes (a `'` doubled), numbers bare, and
 * `ORDER BY` each sort key attribute `DESC` for a descending read (AWS's SELECT takes
 * `ORDER BY key [DESC|ASC]` when the WHERE names the partition). PartiQL has no LIMIT clause nor
 * a ConsistentRead: those are ExecuteStatement's parameters, given in `notes`, as is paging on
 * NextToken. It is not one statement (`ok: false`, with the reason) when a key value is binary
 * (PartiQL has no binary literal: "only supported via code"), a number key's value is not a
 * number, a value or name holds a line break or an invisible character (a PartiQL string has
 * no escapes to show it), or a descending read has no sort key to order by.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ql-reference.select.html
 *
 * @example
 * partiqlStatement(request);
 * // { ok: true, statement: `SELECT * FROM "battle-royale"."InvertedIndex" WHERE "SK" = 'USER#johnny' AND begins_with("PK", 'GAME#')`, notes: [...] }
 */
export function partiqlStatement(request: PatternRequest): PartiqlStatement {
  const examples = new Map(request.parameters.map((p) => [p.name, p.example]));
  const conditions: string[] = [];
  for (const c of request.conditions) {
    if (escapeUnsafeChars(c.attribute) !== c.attribute)
      return unsafe(`the attribute name "${escapeUnsafeChars(c.attribute)}"`);
    const values: string[] = [];
    for (const v of c.values) {
      const literal = literalOf(v, examples, c);
      if (!literal.ok) return literal;
      values.push(literal.text);
    }
    conditions.push(conditionOf(c, values));
  }
  const order: string[] = [];
  if (request.operation === 'Query' && !request.scanIndexForward) {
    // A table without a sort key holds one item per partition: there is nothing to reverse.
    if (request.sortKey.length === 0 && request.index !== null)
      return {
        ok: false,
        reason:
          `it reads index ${request.index} in descending order, which PartiQL asks only with ` +
          'ORDER BY a sort key, and the index has none: send it as a Query with ' +
          'ScanIndexForward false'
      };
    order.push(...request.sortKey.map((a) => `${identifier(a)} DESC`));
  }
  const from =
    identifier(request.table) + (request.index === null ? '' : `.${identifier(request.index)}`);
  const statement =
    `SELECT * FROM ${from} WHERE ${conditions.join(' AND ')}` +
    (order.length ? ` ORDER BY ${order.join(', ')}` : '');
  const multi = request.conditions.filter((c) => c.placeholders[0]!.startsWith(':pk')).length > 1;
  const notes = [
    ...(request.operation === 'Query' && request.limit !== undefined
      ? [
          `Send it with Limit ${request.limit}: PartiQL has no LIMIT clause; execute-statement's ` +
            `Limit, like a Query's, reads one page of at most ${request.limit} items. For at most ` +
            `${request.limit} in all, as the other languages read it, send its NextToken with ` +
            'Limit set to what is left.'
        ]
      : request.paginate
        ? ['execute-statement answers a page at a time: send its NextToken until none comes back.']
        : []),
    ...(request.consistentRead ? ['Send it with ConsistentRead true.'] : []),
    ...(multi || request.sortKey.length > 1
      ? [
          "AWS's PartiQL pages do not say how a SELECT reads a multi-attribute key; if not as a " +
            'Query, it reads the index as a Scan: the same items, for more capacity.'
        ]
      : [])
  ];
  return { ok: true, statement, notes };
}

function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function conditionOf(c: CodeCondition, values: readonly string[]): string {
  const [a, b] = values;
  const name = identifier(c.attribute);
  if (c.operator === 'begins_with') return `begins_with(${name}, ${a})`;
  if (c.operator === 'BETWEEN') return `${name} BETWEEN ${a} AND ${b}`;
  return `${name} ${c.operator} ${a}`;
}

function literalOf(
  v: CodeValue,
  examples: ReadonlyMap<string, string>,
  c: CodeCondition
): { ok: true; text: string } | { ok: false; reason: string } {
  if (v.type === 'B')
    return {
      ok: false,
      reason:
        `the key attribute "${c.attribute}" is binary, and PartiQL has no binary literal ` +
        '(binaries are "only supported via code"): send the value as a ? parameter'
    };
  const rendered = renderWithParameters({ source: '', fields: [], parts: v.parts }, examples);
  // patternRequest lists every parameter its templates read, so none is missing.
  const text = rendered.ok ? rendered.text : '';
  if (escapeUnsafeChars(text) !== text) return unsafe(`the value "${escapeUnsafeChars(text)}"`);
  if (v.type === 'N') {
    if (!NUMBER.test(text))
      return {
        ok: false,
        reason: `the number key "${c.attribute}" gets "${text}", which is not a number`
      };
    return { ok: true, text };
  }
  return { ok: true, text: `'${text.replaceAll("'", "''")}'` };
}

function unsafe(what: string): { ok: false; reason: string } {
  return {
    ok: false,
    reason:
      `${what} holds a line break or an invisible character, which a PartiQL string can only ` +
      'hold as itself (it has no escapes): send the value as a ? parameter'
  };
}
