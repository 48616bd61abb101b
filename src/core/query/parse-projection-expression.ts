import type { ExpressionScope } from './check-expression-tree.ts';
import { isReservedWord } from './reserved-words.ts';
import { checkExpressionSize } from './check-expression-size.ts';
import { syntaxError, tokenizeExpression, type Token } from './tokenize-expression.ts';

/** One document path: attribute names (placeholders resolved) and list indexes, outermost first. */
export type DocumentPath = readonly (string | number)[];

const PREFIX = 'Invalid ProjectionExpression: ';

// DynamoDB's wording (dynalite's), one line each.
const pathText = (p: DocumentPath) =>
  `[${p.map((x) => (typeof x === 'number' ? `[${x}]` : x)).join(', ')}]`;
const M = {
  reserved: (w: string) => `Attribute name is a reserved keyword; reserved keyword: ${w}`,
  noName: (n: string) =>
    `An expression attribute name used in the document path is not defined; attribute name: ${n}`,
  overlap: (a: DocumentPath, b: DocumentPath) =>
    `Two document paths overlap with each other; must remove or rewrite one of these paths; path one: ${pathText(a)}, path two: ${pathText(b)}`,
  conflict: (a: DocumentPath, b: DocumentPath) =>
    `Two document paths conflict with each other; must remove or rewrite one of these paths; path one: ${pathText(a)}, path two: ${pathText(b)}`
};

/**
 * Parse a ProjectionExpression — document paths separated by commas: `a`, `#n`, `a.b`,
 * `a[0]`, `a[0].b` — marking the `#names` it uses in `scope`. Returns the paths, or the
 * ValidationException message (with DynamoDB's `Invalid ProjectionExpression: ` prefix) for a
 * syntax error, then a reserved word, an undefined `#name`, two overlapping paths (one
 * inside the other, or the same twice) or two conflicting ones (`a.b` and `a[0]`).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.ProjectionExpressions.html
 *
 * @example
 * parseProjectionExpression('title, #r[0].name', scope); // [['title'], ['Related', 0, 'name']]
 */
export function parseProjectionExpression(
  text: string,
  scope: ExpressionScope
): DocumentPath[] | string {
  if (text === '') return `${PREFIX}The expression can not be empty;`;
  const tooLong = checkExpressionSize(text);
  if (tooLong) return PREFIX + tooLong;
  const tokens = tokenizeExpression(text);
  const paths: (string | number)[][] = [];
  const errors: { reserved?: string; noName?: string; overlap?: string; conflict?: string } = {};
  const name = (t: Token): string => {
    if (t.kind === 'name') {
      if (isReservedWord(t.text)) errors.reserved ??= M.reserved(t.text);
      return t.text;
    }
    const resolved = scope.names.get(t.text);
    if (resolved === undefined) errors.noName ??= M.noName(t.text);
    else if (!errors.noName) scope.usedNames.add(t.text);
    return resolved ?? t.text;
  };
  const isName = (t: Token | undefined) => t?.kind === 'name' || t?.kind === 'attrName';
  const isSymbol = (t: Token | undefined, s: string) => t?.kind === 'symbol' && t.text === s;
  let pos = 0;
  for (;;) {
    if (!isName(tokens[pos])) return PREFIX + syntaxError(text, tokens, pos);
    const path: (string | number)[] = [name(tokens[pos++]!)];
    for (;;) {
      if (isSymbol(tokens[pos], '.')) {
        if (!isName(tokens[++pos])) return PREFIX + syntaxError(text, tokens, pos);
        path.push(name(tokens[pos++]!));
      } else if (isSymbol(tokens[pos], '[')) {
        if (tokens[++pos]?.kind !== 'number') return PREFIX + syntaxError(text, tokens, pos);
        path.push(Number(tokens[pos++]!.text));
        if (!isSymbol(tokens[pos++], ']')) return PREFIX + syntaxError(text, tokens, pos - 1);
      } else break;
    }
    if (!errors.overlap) {
      for (const earlier of paths) checkPair(earlier, path, errors);
      if (!errors.overlap) paths.push(path);
    }
    if (tokens[pos]?.kind === 'eof') break;
    if (!isSymbol(tokens[pos++], ',')) return PREFIX + syntaxError(text, tokens, pos - 1);
  }
  const problem = errors.reserved ?? errors.noName ?? errors.overlap ?? errors.conflict;
  return problem ? PREFIX + problem : paths;
}

/** dynalite's pairwise path check: a conflict is the last one found, an overlap the first. */
function checkPair(
  a: DocumentPath,
  b: DocumentPath,
  errors: { overlap?: string; conflict?: string }
): void {
  for (let i = 0; i < a.length && i < b.length; i++) {
    if (typeof a[i] !== typeof b[i]) {
      errors.conflict = M.conflict(a, b);
      return;
    }
    if (a[i] !== b[i]) return;
  }
  errors.overlap ??= M.overlap(a, b);
}
