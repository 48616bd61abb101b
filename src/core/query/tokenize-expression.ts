/**
 * Lexer for DynamoDB's condition grammar, which KeyConditionExpression shares with
 * ConditionExpression and FilterExpression. Tokens keep their source offsets so a
 * syntax error can quote DynamoDB's `near: "…"` context.
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
