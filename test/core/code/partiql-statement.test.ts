// PartiQL: dynalite has no ExecuteStatement (it answers UnknownOperationException), and npm has
// no maintained PartiQL parser library (the one PartiQL package, @aws/lsp-partiql, is a language
// server for editors; the PartiQL parsers are partiql-lang-kotlin and partiql-lang-rust).
// So every statement is parsed with node-sql-parser's PostgreSQL grammar, which reads PartiQL's
// SELECT subset as DynamoDB writes it (double-quoted names, single-quoted strings, the
// begins_with call, BETWEEN, ORDER BY … DESC), and its AST is held to the request: table and
// index, each key condition with its value, the order.
import pkg from 'node-sql-parser/build/postgresql.js';
import { describe, expect, it } from 'vitest';
import { partiqlStatement } from '../../../src/core/code/partiql-statement.ts';
import type { PatternRequest } from '../../../src/core/code/pattern-request.ts';
import { allExampleRequests } from './example-requests.ts';
import { nastyRequest } from './nasty-request.ts';
import { referenceText } from './reference-input.ts';

const { Parser } = pkg;
const parser = new Parser();

interface Node {
  type: string;
  operator?: string;
  left?: Node;
  right?: Node;
  value?: unknown;
  name?: { name: { value: string }[] };
  args?: { value: Node[] };
  column?: { expr: { value: string } };
}

/** The WHERE's AND chain, left to right. */
function conjuncts(n: Node): Node[] {
  return n.type === 'binary_expr' && n.operator === 'AND'
    ? [...conjuncts(n.left!), ...conjuncts(n.right!)]
    : [n];
}

function literal(n: Node): string {
  if (n.type === 'single_quote_string') return String(n.value).replaceAll("''", "'");
  if (n.type === 'number' || n.type === 'bigint') return String(n.value);
  throw new Error(`not a literal: ${JSON.stringify(n)}`);
}

/** A condition as [operator, attribute, values], read from the AST. */
function conditionOf(n: Node): [string, string, string[]] {
  if (n.type === 'function') {
    const [col, arg] = n.args!.value;
    return [n.name!.name[0]!.value, col!.column!.expr.value, [literal(arg!)]];
  }
  const values = n.operator === 'BETWEEN' ? (n.right!.value as Node[]) : [n.right!];
  return [n.operator!, n.left!.column!.expr.value, values.map(literal)];
}

function expected(request: PatternRequest): [string, string, string[]][] {
  const params = new Map(request.parameters.map((p) => [p.name, p.example]));
  return request.conditions.map((c) => [
    c.operator,
    c.attribute,
    c.values.map((v) => referenceText(v, params))
  ]);
}

describe('partiqlStatement on every access pattern of every example', () => {
  it.each(allExampleRequests().map((e) => [e.label, e.request] as const))(
    '%s parses into its table, index, key conditions and order',
    (_, request) => {
      const s = partiqlStatement(request);
      if (!s.ok) throw new Error(s.reason);
      const ast = parser.astify(s.statement, { database: 'postgresql' }) as unknown as {
        type: string;
        columns: { expr: { column: string } }[];
        from: { db: string | null; table: string }[];
        where: Node;
        orderby: { expr: { column: { expr: { value: string } } }; type: string }[] | null;
      };
      expect(ast.type).toBe('select');
      expect(ast.columns.map((c) => c.expr.column)).toEqual(['*']);
      expect(ast.from).toHaveLength(1);
      expect([ast.from[0]!.db, ast.from[0]!.table]).toEqual(
        request.index === null ? [null, request.table] : [request.table, request.index]
      );
      expect(conjuncts(ast.where).map(conditionOf)).toEqual(expected(request));
      const order = (ast.orderby ?? []).map((o) => [o.expr.column.expr.value, o.type]);
      expect(order).toEqual(
        request.operation === 'Query' && !request.scanIndexForward
          ? request.sortKey.map((a) => [a, 'DESC'])
          : []
      );
    }
  );
});

describe('partiqlStatement', () => {
  it('doubles quotes: a name’s " and a string’s \'', () => {
    const nasty = nastyRequest('GetItem');
    const request = {
      ...nasty,
      parameters: nasty.parameters.map((p) => ({
        ...p,
        example: p.name === 'class' ? `it's "q"` : p.example
      }))
    };
    const s = partiqlStatement(request);
    // node-sql-parser's PostgreSQL grammar does not read "" inside a name, so this one is text.
    expect(s.ok && s.statement).toBe(
      `SELECT * FROM "my-table.v1" WHERE "p""k" = 'U{s}''#\\"$xit''s "q"}''''''''7' AND "name" = 'a''b#}{{{\\%s'`
    );
  });

  it('says how to send what PartiQL has no clause for: Limit, ConsistentRead, NextToken', () => {
    const gaming = allExampleRequests().find(
      (e) => e.label === 'gaming: Find all users in a game'
    )!;
    const s = partiqlStatement({ ...gaming.request, consistentRead: true });
    expect(s.ok && s.notes).toEqual([
      "Send it with Limit 25: PartiQL has no LIMIT clause; execute-statement's Limit, like a Query's, reads one page of at most 25 items. For at most 25 in all, as the other languages read it, send its NextToken with Limit set to what is left.",
      'Send it with ConsistentRead true.'
    ]);
    const played = allExampleRequests().find(
      (e) => e.label === 'gaming: Find all games a user has played'
    )!;
    const t = partiqlStatement(played.request);
    expect(t.ok && t.notes).toEqual([
      'execute-statement answers a page at a time: send its NextToken until none comes back.'
    ]);
  });

  it('orders a descending read by every sort attribute of a multi-attribute key', () => {
    const bracket = allExampleRequests().find(
      (e) => e.label === 'tournament: One bracket of a round'
    )!;
    const s = partiqlStatement({ ...bracket.request, scanIndexForward: false });
    expect(s.ok && s.statement).toMatch(/ ORDER BY "round" DESC, "bracket" DESC, "matchId" DESC$/);
    expect(s.ok && s.notes.at(-1)).toMatch(/do not say how a SELECT reads a multi-attribute key/);
  });

  it('writes a number key bare', () => {
    const person = allExampleRequests().find((e) => e.label === 'people-music: Get a person')!;
    const s = partiqlStatement(person.request);
    expect(s.ok && s.statement).toBe('SELECT * FROM "People" WHERE "PersonID" = 103');
  });

  const games = allExampleRequests().find(
    (e) => e.label === 'gaming: Find all games a user has played'
  )!.request;
  const person = allExampleRequests().find(
    (e) => e.label === 'people-music: Get a person'
  )!.request;
  it.each<[string, PatternRequest, RegExp]>([
    [
      'a binary key',
      {
        ...person,
        conditions: [
          { ...person.conditions[0]!, values: [{ ...person.conditions[0]!.values[0]!, type: 'B' }] }
        ]
      },
      /^the key attribute "PersonID" is binary, and PartiQL has no binary literal/
    ],
    [
      'a number key whose value is not a number',
      { ...person, parameters: [{ name: 'PersonID', example: '1 OR 1=1' }] },
      /^the number key "PersonID" gets "1 OR 1=1", which is not a number$/
    ],
    [
      'a value with a line break',
      { ...games, parameters: [{ name: 'username', example: "x'\nOR 1=1" }] },
      /^the value "USER#x'\\nOR 1=1" holds a line break or an invisible character/
    ],
    [
      'a value with a direction override',
      { ...games, parameters: [{ name: 'username', example: 'a\u202eb' }] },
      /^the value "USER#a\\u202eb" holds a line break or an invisible character/
    ],
    [
      'a descending read of an index without a sort key',
      { ...games, conditions: games.conditions.slice(0, 1), sortKey: [], scanIndexForward: false },
      /^it reads index InvertedIndex in descending order, which PartiQL asks only with ORDER BY a sort key/
    ]
  ])('is not one SELECT for %s, and says why', (_, request, reason) => {
    const s = partiqlStatement(request);
    expect(s.ok).toBe(false);
    expect(!s.ok && s.reason).toMatch(reason);
  });

  it('needs no ORDER BY for a descending read of a table without a sort key', () => {
    const s = partiqlStatement({ ...person, operation: 'Query', scanIndexForward: false });
    expect(s.ok && s.statement).toBe('SELECT * FROM "People" WHERE "PersonID" = 103');
  });
});
