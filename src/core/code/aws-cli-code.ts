import type { FieldPart } from '../templates/parse-template.ts';
import { renderWithParameters } from '../templates/render-template.ts';
import { jsonText } from './json-text.ts';
import { patternSummary } from './pattern-summary.ts';
import type { CodeValue, PatternRequest } from './pattern-request.ts';
import { plainIdentifiers } from './plain-identifiers.ts';
import { shellWord, type ShellPiece } from './shell-word.ts';

// Lower-case variables that are often exported, and so would reach the aws process changed.
const EXPORTED = new Set(['http_proxy', 'https_proxy', 'no_proxy', 'ftp_proxy', 'all_proxy']);
// An all-capitals name may be the environment's (PATH, HOME, AWS_PROFILE…): never set one.
const blocked = (name: string): boolean => EXPORTED.has(name) || !/[a-z]/.test(name);

/**
 * An access pattern as the `aws dynamodb query` or `aws dynamodb get-item` command line, for
 * bash or any POSIX shell: the parameters first, as shell variables set to the pattern's values,
 * then the command with the table, index, key condition, names and values as JSON, direction,
 * consistency, the Limit and `--return-consumed-capacity TOTAL`. Each variable is expanded inside
 * the JSON where its template reads it (`'{":pk":{"S":"USER#'"$username"'"}}'`): the shell joins
 * the quoted pieces into one argument, and a value never becomes code or a second argument; it
 * goes into a JSON string as written, so a `"` or `\` in it is written `\"`, `\\` (the values
 * given are escaped so). A padded field's variable holds the padded text. No region or endpoint
 * is written (the CLI reads `AWS_DEFAULT_REGION`, `AWS_ENDPOINT_URL_DYNAMODB`), and no paging loop: the
 * CLI follows `LastEvaluatedKey` itself; a pattern's Limit is `--page-size N --max-items N`, at
 * most N items in all, as the TypeScript and Python read it.
 * https://docs.aws.amazon.com/cli/latest/reference/dynamodb/query.html
 *
 * @example
 * awsCliCode(request).split('\n').at(-2); // "  --return-consumed-capacity TOTAL"
 */
export function awsCliCode(request: PatternRequest): string {
  const names = plainIdentifiers(
    request.parameters.map((p) => p.name),
    blocked,
    'param_'
  );
  const examples = new Map(request.parameters.map((p) => [p.name, p.example]));
  const assignments = request.parameters.map(
    (p) => `${names.get(p.name)!}=${shellWord([jsonText(p.example)], false)}`
  );
  const taken = new Set(names.values());
  const padded = new Map<string, string>();
  const variableOf = (f: FieldPart): string => {
    const base = names.get(f.name) ?? f.name;
    if (f.size === undefined) return base;
    const key = `${f.name}\u0000${f.size}\u0000${f.pad ?? '0'}`;
    let variable = padded.get(key);
    if (variable === undefined) {
      variable = `${base}_${f.size}`;
      while (blocked(variable) || taken.has(variable)) variable += '_';
      taken.add(variable);
      padded.set(key, variable);
      const text = renderWithParameters({ source: '', fields: [], parts: [f] }, examples);
      assignments.push(
        `# ${base} as the key template writes it: padded on the left with ` +
          `"${jsonText(f.pad ?? '0')}" to ${f.size} characters.`,
        `${variable}=${shellWord([jsonText(text.ok ? text.text : '')], false)}`
      );
    }
    return variable;
  };
  const valueJson = (v: CodeValue): ShellPiece[] => [
    `{"${v.type}":"`,
    ...v.parts.map((p) => (p.kind === 'literal' ? jsonText(p.text) : { variable: variableOf(p) })),
    '"}'
  ];
  const map = (entries: [string, ShellPiece[]][]): string =>
    shellWord([
      '{',
      ...entries.flatMap(([k, v], i) => [...(i ? [','] : []), `"${jsonText(k)}":`, ...v]),
      '}'
    ]);
  const flags: string[] = [`--table-name ${shellWord([request.table])}`];
  if (request.operation === 'GetItem') {
    flags.push(
      `--key ${map(request.conditions.map((c) => [c.attribute, valueJson(c.values[0]!)]))}`
    );
  } else {
    if (request.index !== null) flags.push(`--index-name ${shellWord([request.index])}`);
    flags.push(`--key-condition-expression ${shellWord([request.expression])}`);
    if (request.names.size > 0)
      flags.push(
        `--expression-attribute-names ${map([...request.names].map(([p, n]) => [p, [`"${jsonText(n)}"`]]))}`
      );
    flags.push(
      `--expression-attribute-values ${map(
        request.conditions.flatMap((c) =>
          c.placeholders.map((p, i): [string, ShellPiece[]] => [p, valueJson(c.values[i]!)])
        )
      )}`
    );
    if (!request.scanIndexForward) flags.push('--no-scan-index-forward');
  }
  if (request.consistentRead) flags.push('--consistent-read');
  // The pattern's Limit is the most items in all, as the TypeScript and Python read it: the CLI's
  // own paging asks for pages of that many and stops there (`--limit` would read one page only).
  if (request.operation === 'Query' && request.limit !== undefined)
    flags.push(`--page-size ${request.limit} --max-items ${request.limit}`);
  flags.push('--return-consumed-capacity TOTAL');
  const command = request.operation === 'GetItem' ? 'get-item' : 'query';
  const paging =
    request.operation === 'GetItem'
      ? []
      : request.limit !== undefined
        ? [
            `# The CLI follows LastEvaluatedKey itself, in pages of ${request.limit}, and stops at`,
            `# the pattern's Limit: at most ${request.limit} items in all.`
          ]
        : ['# The CLI follows LastEvaluatedKey itself and prints the pages as one answer.'];
  return [
    ...patternSummary(request).map((l) => `# ${l}`),
    '#',
    '# The AWS CLI takes the region and the endpoint from its own configuration:',
    "# AWS_DEFAULT_REGION or the profile's region, AWS_ENDPOINT_URL_DYNAMODB; neither is written here.",
    ...paging,
    '',
    "# The pattern's parameters: change them here. Each goes into a JSON string as written,",
    '# so write \\" for a double quote and \\\\ for a backslash.',
    ...assignments,
    '',
    `aws dynamodb ${command} \\`,
    ...flags.map((f, i) => `  ${f}${i < flags.length - 1 ? ' \\' : ''}`),
    ''
  ].join('\n');
}
