import type { AttributeValue, KeyType } from '../model/attribute-value.ts';
import { typeOf } from '../model/attribute-value.ts';
import { compareBytes, decodeBase64 } from '../keys/base64.ts';
import { compareUtf8 } from '../keys/compare-utf8.ts';
import { compareNumberText } from '../keys/decimal.ts';

/**
 * Front end for DynamoDB's condition grammar, which KeyConditionExpression shares with
 * ConditionExpression and FilterExpression: a lexer, a parser to a syntax tree, and the
 * checks DynamoDB's parser makes on that tree before any key rule applies. Tokens keep
 * their source offsets so a syntax error can quote DynamoDB's `near: "…"` context.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.OperatorsAndFunctions.html
 */

/** `name` a bare attribute name, `attrName` a `#placeholder`, `value` a `:placeholder`. */
export type TokenKind = 'name' | 'attrName' | 'value' | 'keyword' | 'number' | 'symbol' | 'eof';

/** One lexical token; `start`/`end` are UTF-16 offsets into the expression. */
export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

// The grammar's own keywords (case-insensitive); they can never be attribute names.
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'BETWEEN', 'IN']);
// Longest first, so `<=` is not read as `<` then `=`.
const SYMBOLS = ['<>', '<=', '>=', '=', '<', '>', '(', ')', ',', '.', '[', ']'];
// DynamoDB's whitespace is ASCII only; anything else is a syntax error.
const SPACE = /[ \t\r\n]/;
const WORD = /[A-Za-z0-9_]/;

function scan(text: string, from: number, re: RegExp): number {
  let i = from;
  while (i < text.length && re.test(text.charAt(i))) i++;
  return i;
}

/**
 * Split an expression into tokens, always ending with an `eof` token (text `<EOF>`,
 * as DynamoDB prints it). Never throws: unknown characters become one-character
 * `symbol` tokens that the parser rejects with a syntax error.
 */
export function tokenizeExpression(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (SPACE.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    let kind: TokenKind = 'symbol';
    if (/[A-Za-z]/.test(ch)) {
      // Names start with a letter; `_name` is a syntax error at `_` in DynamoDB.
      i = scan(text, i + 1, WORD);
      kind = KEYWORDS.has(text.slice(start, i).toUpperCase()) ? 'keyword' : 'name';
    } else if ((ch === '#' || ch === ':') && WORD.test(text.charAt(i + 1))) {
      i = scan(text, i + 1, WORD);
      kind = ch === '#' ? 'attrName' : 'value';
    } else if (/[0-9]/.test(ch)) {
      i = scan(text, i + 1, /[0-9]/);
      kind = 'number';
    } else {
      const symbol = SYMBOLS.find((s) => text.startsWith(s, i));
      // Step by code point so an astral character is quoted whole.
      i += symbol ? symbol.length : String.fromCodePoint(text.codePointAt(i) ?? 0).length;
    }
    tokens.push({ kind, text: text.slice(start, i), start, end: i });
  }
  tokens.push({ kind: 'eof', text: '<EOF>', start: text.length, end: text.length });
  return tokens;
}

/**
 * DynamoDB's syntax error text for the token at `index`: the offending token, and
 * `near` the source from the previous token through the next one, e.g.
 * `Syntax error; token: "-", near: "CourseId-Index"`.
 */
export function syntaxError(text: string, tokens: readonly Token[], index: number): string {
  const token = tokens[index];
  if (!token) throw new RangeError(`no token ${index}`);
  const prev = tokens[index - 1] ?? token;
  const next = tokens[index + 1] ?? token;
  return `Syntax error; token: "${token.text}", near: "${text.slice(prev.start, next.end)}"`;
}

/** Node kinds of the condition grammar's syntax tree. */
export type NodeType = 'and' | 'or' | 'not' | 'cmp' | 'between' | 'in' | 'fn' | 'path' | 'value';
/** A syntax tree node; `parens` counts the brackets written around it. */
export interface ExprNode {
  t: NodeType;
  args: ExprNode[];
  text: string; // comparator, function name or `:value`
  segs: Token[]; // path pieces: names, #names and [index] numbers
  parens: number;
}
const COMPARATORS = new Set(['=', '<>', '<', '<=', '>', '>=']);
const FAIL = Symbol('syntax');

/**
 * Parse tokens with DynamoDB's condition grammar (OR, AND, NOT, comparisons, BETWEEN,
 * IN, functions, brackets, nested paths), returning the tree or, on a syntax error,
 * the index of the offending token. Recursive descent with backtracking; a failure
 * reports the furthest token reached, as PEG parsers do.
 */
export function parseExpression(tokens: readonly Token[]): ExprNode | number {
  let pos = 0;
  let furthest = 0;
  const tok = (at = pos): Token => tokens[Math.min(at, tokens.length - 1)] as Token;
  // Symbols and keywords only: a name or placeholder never matches.
  const is = (text: string, at = pos): boolean =>
    (tok(at).kind === 'symbol' || tok(at).kind === 'keyword') &&
    tok(at).text.toUpperCase() === text;
  const fail = (): never => {
    furthest = Math.max(furthest, pos);
    throw FAIL;
  };
  const eat = (text: string): void => {
    if (!is(text)) fail();
    pos++;
  };
  const node = (t: NodeType, args: ExprNode[] = [], text = ''): ExprNode => ({
    t,
    args,
    text,
    segs: [],
    parens: 0
  });
  const attempt = <T>(f: () => T): T | undefined => {
    const saved = pos;
    try {
      return f();
    } catch (e) {
      if (e !== FAIL) throw e;
      pos = saved;
      return undefined;
    }
  };
  const bracketed = <T extends ExprNode>(inner: () => T): T => {
    eat('(');
    const n = inner();
    eat(')');
    n.parens++;
    return n;
  };
  const binary = (word: 'AND' | 'OR', next: () => ExprNode) => (): ExprNode => {
    let left = next();
    while (is(word)) {
      pos++;
      left = node(word === 'AND' ? 'and' : 'or', [left, next()]);
    }
    return left;
  };
  const skip = (): true => {
    pos++;
    return true;
  };
  const operands = (): ExprNode[] => {
    const out = [operand()];
    while (is(',') && skip()) out.push(operand());
    return out;
  };
  const operand = (): ExprNode => {
    const t = tok();
    if (is('(')) return bracketed(operand);
    if (t.kind === 'value' && skip()) return node('value', [], t.text);
    if (t.kind === 'name' && is('(', pos + 1)) {
      pos += 2;
      const fn = node('fn', operands(), t.text);
      eat(')');
      return fn;
    }
    if (t.kind !== 'name' && t.kind !== 'attrName') return fail();
    const path = node('path');
    path.segs.push(t);
    // Nested paths (`a.b`, `a[0]`) parse here so the key checks can refuse them by name.
    for (skip(); is('.') || is('[');) {
      const index = is('[');
      skip();
      const seg = tok();
      if (index ? seg.kind !== 'number' : seg.kind !== 'name' && seg.kind !== 'attrName') fail();
      path.segs.push(seg);
      skip();
      if (index) eat(']');
    }
    return path;
  };
  const condition = (): ExprNode => {
    const left = operand();
    const t = tok();
    if (t.kind === 'symbol' && COMPARATORS.has(t.text) && skip()) {
      return node('cmp', [left, operand()], t.text);
    }
    if (is('BETWEEN') && skip()) {
      const low = operand();
      eat('AND');
      return node('between', [left, low, operand()]);
    }
    if (is('IN') && skip()) {
      eat('(');
      const list = node('in', [left, ...operands()]);
      eat(')');
      return list;
    }
    return left.t === 'fn' ? left : fail();
  };
  const primary = (): ExprNode => {
    if (is('NOT') && skip()) return node('not', [primary()]);
    // `(` opens either a bracketed condition or a bracketed operand: try the first.
    return (is('(') && attempt(() => bracketed(or))) || condition();
  };
  const or = binary('OR', binary('AND', primary));
  try {
    const root = or();
    if (tok().kind !== 'eof') fail();
    return root;
  } catch (e) {
    if (e !== FAIL) throw e;
    return furthest;
  }
}

// Operand counts of the condition grammar's functions; any other name is refused.
const ARITY = new Map<string, number>([
  ['attribute_exists', 1],
  ['attribute_not_exists', 1],
  ['attribute_type', 2],
  ['begins_with', 2],
  ['contains', 2],
  ['size', 1]
]);

// DynamoDB's wording for problems the condition grammar itself finds.
const M = {
  misused: (f: string) =>
    `The function is not allowed to be used this way in an expression; function: ${f}`,
  distinct: (op: string, first: string) =>
    `The first operand must be distinct from the remaining operands for this operator or function; operator: ${op}, first operand: [${first}]`,
  betweenTypes: (operands: string) =>
    `The BETWEEN operator requires same data type for lower and upper bounds; ${operands}`,
  betweenOrder: (operands: string) =>
    `The BETWEEN operator requires upper bound to be greater than or equal to lower bound; ${operands}`,
  operandCount: (f: string, n: number) =>
    `Incorrect number of operands for operator or function; operator or function: ${f}, number of operands: ${n}`,
  operandType: (f: string, t: string) =>
    `Incorrect operand type for operator or function; operator or function: ${f}, operand type: ${t}`,
  reserved: (w: string) => `Attribute name is a reserved keyword; reserved keyword: ${w}`,
  noName: (n: string) =>
    `An expression attribute name used in the document path is not defined; attribute name: ${n}`,
  noValue: (v: string) =>
    `An expression attribute value used in expression is not defined; attribute value: ${v}`
};

type Bag<K extends string> = Partial<Record<K, string>>;
const put = <K extends string>(bag: Bag<K>, key: K, message: string): void => {
  bag[key] ??= message; // DynamoDB reports the first problem of each kind
};

/** Placeholders in force, and those the tree used (for DynamoDB's unused-placeholder check). */
export interface ExpressionScope {
  names: ReadonlyMap<string, string>;
  values: ReadonlyMap<string, AttributeValue>;
  usedNames: Set<string>;
  usedValues: Set<string>;
}

const pathText = (n: ExprNode, s: ExpressionScope): string[] =>
  n.segs.map((t) =>
    t.kind === 'number'
      ? `[${t.text}]`
      : t.kind === 'attrName'
        ? (s.names.get(t.text) ?? t.text)
        : t.text
  );

/** The text of an S, N or B value; undefined for other types. */
export const scalarOf = (v: AttributeValue): string | undefined =>
  'S' in v ? v.S : 'N' in v ? v.N : 'B' in v ? v.B : undefined;

// DynamoDB prints operands as `{S:ITEM#024}`; non-scalars only reach here in type-mismatch messages.
function render(v: AttributeValue): string {
  const type = typeOf(v);
  return `{${type}:${scalarOf(v) ?? JSON.stringify((v as Record<string, unknown>)[type])}}`;
}

/** Order two same-typed scalars as DynamoDB orders keys of that type. */
function compareScalar(type: KeyType, low: AttributeValue, high: AttributeValue): number {
  const [a, b] = [scalarOf(low) ?? '', scalarOf(high) ?? ''];
  if (type === 'S') return compareUtf8(a, b);
  if (type === 'N') return compareNumberText(a, b); // exact decimal, never a float
  // Binary values were checked as base64 up front, so decoding cannot fail here.
  return compareBytes(decodeBase64(a) ?? new Uint8Array(), decodeBase64(b) ?? new Uint8Array());
}

/**
 * The checks DynamoDB's parser makes on the whole tree, walked in source order and
 * reported by its precedence: brackets, function names, function misuse, reserved
 * words, then the first failing condition (undefined placeholder, operand count,
 * repeated operand, operand type or BETWEEN bounds).
 */
export function checkExpressionTree(root: ExprNode, s: ExpressionScope): string | undefined {
  const top: Bag<'parens' | 'fnName' | 'misused' | 'reserved' | 'condition'> = {};
  const cond: Bag<'ref' | 'count' | 'distinct' | 'type'> = {};
  const valueOf = (n: ExprNode): AttributeValue | undefined =>
    n.t === 'value' ? s.values.get(n.text) : undefined;
  const typeOfNode = (n: ExprNode): string | undefined => {
    const v = valueOf(n);
    return v ? typeOf(v) : n.t === 'fn' ? (n.text === 'size' ? 'N' : 'BOOL') : undefined;
  };
  const misused = (args: ExprNode[], allowSize: boolean): void => {
    const f = args.find((a) => a.t === 'fn' && (a.text !== 'size' || !allowSize));
    if (f) put(top, 'misused', M.misused(f.text));
  };
  const distinct = (op: string, [a, b, ...rest]: ExprNode[]): void => {
    if (rest.length || a?.t !== 'path' || b?.t !== 'path') return;
    const first = pathText(a, s).join(', ');
    if (first !== pathText(b, s).join(', ')) return;
    put(cond, 'distinct', M.distinct(op, first));
  };
  const between = (low: AttributeValue | undefined, high: AttributeValue | undefined): void => {
    if (!low || !high) return;
    const [lt, ht] = [typeOf(low), typeOf(high)];
    const operands = `lower bound operand: AttributeValue: ${render(low)}, upper bound operand: AttributeValue: ${render(high)}`;
    if (lt !== ht) return put(cond, 'type', M.betweenTypes(operands));
    const order = lt === 'S' || lt === 'N' || lt === 'B' ? compareScalar(lt, low, high) : 0;
    if (order > 0) put(cond, 'type', M.betweenOrder(operands));
  };
  const fn = (n: ExprNode): void => {
    const arity = ARITY.get(n.text);
    if (arity === undefined)
      return put(top, 'fnName', `Invalid function name; function: ${n.text}`);
    if (arity !== n.args.length) return put(cond, 'count', M.operandCount(n.text, n.args.length));
    distinct(n.text, n.args);
    const bad =
      n.text === 'begins_with'
        ? n.args.map(typeOfNode).find((t) => t && t !== 'S' && t !== 'B')
        : undefined;
    if (bad) put(cond, 'type', M.operandType(n.text, bad));
  };
  const visit = (n: ExprNode, isCondition: boolean): void => {
    n.args.forEach((a) => visit(a, n.t === 'and' || n.t === 'or' || n.t === 'not'));
    if (n.parens > 1) put(top, 'parens', 'The expression has redundant parentheses;');
    if (n.t === 'and' || n.t === 'or' || n.t === 'not') {
      misused(
        n.args.filter((a) => a.t === 'fn' && a.text === 'size'),
        false
      );
    } else if (n.t !== 'path' && n.t !== 'value') misused(n.args, true);
    if (n.t === 'fn') fn(n);
    if (n.t === 'cmp') distinct(n.text, n.args);
    if (n.t === 'between') between(valueOf(n.args[1] as ExprNode), valueOf(n.args[2] as ExprNode));
    for (const t of n.segs) {
      if (t.kind === 'name' && isReservedWord(t.text)) put(top, 'reserved', M.reserved(t.text));
      if (t.kind !== 'attrName') continue;
      if (s.names.has(t.text)) s.usedNames.add(t.text);
      else put(cond, 'ref', M.noName(t.text));
    }
    if (n.t === 'value') {
      if (s.values.has(n.text)) s.usedValues.add(n.text);
      else put(cond, 'ref', M.noValue(n.text));
    }
    if (isCondition && n.t !== 'and' && n.t !== 'or' && n.t !== 'not') {
      const first = cond.ref ?? cond.count ?? cond.distinct ?? cond.type;
      if (first) put(top, 'condition', first);
    }
  };
  visit(root, true);
  if (root.t === 'fn' && root.text === 'size') put(top, 'misused', M.misused('size'));
  return top.parens ?? top.fnName ?? top.misused ?? top.reserved ?? top.condition;
}

// DynamoDB's reserved words, which must go through `#placeholders` in expressions.
// https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ReservedWords.html
const RESERVED = new Set(
  `ABORT ABSOLUTE ACTION ADD AFTER AGENT AGGREGATE ALL ALLOCATE ALTER ANALYZE AND ANY ARCHIVE ARE
ARRAY AS ASC ASCII ASENSITIVE ASSERTION ASYMMETRIC AT ATOMIC ATTACH ATTRIBUTE AUTH AUTHORIZATION
AUTHORIZE AUTO AVG BACK BACKUP BASE BATCH BEFORE BEGIN BETWEEN BIGINT BINARY BIT BLOB BLOCK BOOLEAN
BOTH BREADTH BUCKET BULK BY BYTE CALL CALLED CALLING CAPACITY CASCADE CASCADED CASE CAST CATALOG CHAR
CHARACTER CHECK CLASS CLOB CLOSE CLUSTER CLUSTERED CLUSTERING CLUSTERS COALESCE COLLATE COLLATION
COLLECTION COLUMN COLUMNS COMBINE COMMENT COMMIT COMPACT COMPILE COMPRESS CONDITION CONFLICT CONNECT
CONNECTION CONSISTENCY CONSISTENT CONSTRAINT CONSTRAINTS CONSTRUCTOR CONSUMED CONTINUE CONVERT COPY
CORRESPONDING COUNT COUNTER CREATE CROSS CUBE CURRENT CURSOR CYCLE DATA DATABASE DATE DATETIME DAY
DEALLOCATE DEC DECIMAL DECLARE DEFAULT DEFERRABLE DEFERRED DEFINE DEFINED DEFINITION DELETE DELIMITED
DEPTH DEREF DESC DESCRIBE DESCRIPTOR DETACH DETERMINISTIC DIAGNOSTICS DIRECTORIES DISABLE DISCONNECT
DISTINCT DISTRIBUTE DO DOMAIN DOUBLE DROP DUMP DURATION DYNAMIC EACH ELEMENT ELSE ELSEIF EMPTY ENABLE
END EQUAL EQUALS ERROR ESCAPE ESCAPED EVAL EVALUATE EXCEEDED EXCEPT EXCEPTION EXCEPTIONS EXCLUSIVE
EXEC EXECUTE EXISTS EXIT EXPLAIN EXPLODE EXPORT EXPRESSION EXTENDED EXTERNAL EXTRACT FAIL FALSE
FAMILY FETCH FIELDS FILE FILTER FILTERING FINAL FINISH FIRST FIXED FLATTERN FLOAT FOR FORCE FOREIGN
FORMAT FORWARD FOUND FREE FROM FULL FUNCTION FUNCTIONS GENERAL GENERATE GET GLOB GLOBAL GO GOTO GRANT
GREATER GROUP GROUPING HANDLER HASH HAVE HAVING HEAP HIDDEN HOLD HOUR IDENTIFIED IDENTITY IF IGNORE
IMMEDIATE IMPORT IN INCLUDING INCLUSIVE INCREMENT INCREMENTAL INDEX INDEXED INDEXES INDICATOR INFINITE
INITIALLY INLINE INNER INNTER INOUT INPUT INSENSITIVE INSERT INSTEAD INT INTEGER INTERSECT INTERVAL
INTO INVALIDATE IS ISOLATION ITEM ITEMS ITERATE JOIN KEY KEYS LAG LANGUAGE LARGE LAST LATERAL LEAD
LEADING LEAVE LEFT LENGTH LESS LEVEL LIKE LIMIT LIMITED LINES LIST LOAD LOCAL LOCALTIME
LOCALTIMESTAMP LOCATION LOCATOR LOCK LOCKS LOG LOGED LONG LOOP LOWER MAP MATCH MATERIALIZED MAX
MAXLEN MEMBER MERGE METHOD METRICS MIN MINUS MINUTE MISSING MOD MODE MODIFIES MODIFY MODULE MONTH
MULTI MULTISET NAME NAMES NATIONAL NATURAL NCHAR NCLOB NEW NEXT NO NONE NOT NULL NULLIF NUMBER NUMERIC
OBJECT OF OFFLINE OFFSET OLD ON ONLINE ONLY OPAQUE OPEN OPERATOR OPTION OR ORDER ORDINALITY OTHER
OTHERS OUT OUTER OUTPUT OVER OVERLAPS OVERRIDE OWNER PAD PARALLEL PARAMETER PARAMETERS PARTIAL
PARTITION PARTITIONED PARTITIONS PATH PERCENT PERCENTILE PERMISSION PERMISSIONS PIPE PIPELINED PLAN
POOL POSITION PRECISION PREPARE PRESERVE PRIMARY PRIOR PRIVATE PRIVILEGES PROCEDURE PROCESSED PROJECT
PROJECTION PROPERTY PROVISIONING PUBLIC PUT QUERY QUIT QUORUM RAISE RANDOM RANGE RANK RAW READ READS
REAL REBUILD RECORD RECURSIVE REDUCE REF REFERENCE REFERENCES REFERENCING REGEXP REGION REINDEX
RELATIVE RELEASE REMAINDER RENAME REPEAT REPLACE REQUEST RESET RESIGNAL RESOURCE RESPONSE RESTORE
RESTRICT RESULT RETURN RETURNING RETURNS REVERSE REVOKE RIGHT ROLE ROLES ROLLBACK ROLLUP ROUTINE ROW
ROWS RULE RULES SAMPLE SATISFIES SAVE SAVEPOINT SCAN SCHEMA SCOPE SCROLL SEARCH SECOND SECTION
SEGMENT SEGMENTS SELECT SELF SEMI SENSITIVE SEPARATE SEQUENCE SERIALIZABLE SESSION SET SETS SHARD
SHARE SHARED SHORT SHOW SIGNAL SIMILAR SIZE SKEWED SMALLINT SNAPSHOT SOME SOURCE SPACE SPACES SPARSE
SPECIFIC SPECIFICTYPE SPLIT SQL SQLCODE SQLERROR SQLEXCEPTION SQLSTATE SQLWARNING START STATE STATIC
STATUS STORAGE STORE STORED STREAM STRING STRUCT STYLE SUB SUBMULTISET SUBPARTITION SUBSTRING
SUBTYPE SUM SUPER SYMMETRIC SYNONYM SYSTEM TABLE TABLESAMPLE TEMP TEMPORARY TERMINATED TEXT THAN
THEN THROUGHPUT TIME TIMESTAMP TIMEZONE TINYINT TO TOKEN TOTAL TOUCH TRAILING TRANSACTION TRANSFORM
TRANSLATE TRANSLATION TREAT TRIGGER TRIM TRUE TRUNCATE TTL TUPLE TYPE UNDER UNDO UNION UNIQUE UNIT
UNKNOWN UNLOGGED UNNEST UNPROCESSED UNSIGNED UNTIL UPDATE UPPER URL USAGE USE USER USERS USING UUID
VACUUM VALUE VALUED VALUES VARCHAR VARIABLE VARIANCE VARINT VARYING VIEW VIEWS VIRTUAL VOID WAIT
WHEN WHENEVER WHERE WHILE WINDOW WITH WITHIN WITHOUT WORK WRAPPED WRITE YEAR ZONE`.split(/\s+/)
);

/** True when DynamoDB refuses `name` as a bare attribute name in an expression (any case). */
export function isReservedWord(name: string): boolean {
  return RESERVED.has(name.toUpperCase());
}
