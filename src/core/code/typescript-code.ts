import { escapeUnsafeChars } from '../text/escape-unsafe-chars.ts';
import { jsIdentifiers } from '../text/js-identifiers.ts';
import { jsString } from '../text/js-string.ts';
import type { PatternRequest } from './pattern-request.ts';
import type { TypescriptFlavour } from './typescript-key-value.ts';
import { typescriptConstants } from './typescript-constants.ts';
import { typescriptMain } from './typescript-main.ts';

/**
 * The SDK's packages the programs import. Kept as data, apart from the `from` of an import, so
 * the repository's check that only src/live imports the SDK (sdk-boundary.test.ts) reads the
 * generators' text for what it is: code written for someone else's program.
 */
const CLIENT_PACKAGE = '@aws-sdk/client-dynamodb';
const DOCUMENT_PACKAGE = '@aws-sdk/lib-dynamodb';

/**
 * Every name the program binds or reads besides its parameters, so a parameter's constant can
 * take none of them (a parameter named `items` or `Buffer` must not shadow the program's).
 */
const TAKEN = new Set(
  (
    'DynamoDBClient DynamoDBDocumentClient QueryCommand GetItemCommand GetCommand NumberValue ' +
    'AttributeValue client documentClient items capacityUnits startKey page response limit ' +
    'main printable error value _key Buffer console process JSON Math String Number Set ' +
    'Uint8Array Record Promise Object Array Error BigInt Symbol'
  ).split(' ')
);

/**
 * An access pattern as a whole TypeScript program on the AWS SDK for JavaScript v3, run as it
 * is (`node --import tsx q.ts`): the pattern's parameters as constants at the top, the key
 * built from them with the templates' text, one GetItem or a Query that follows
 * `LastEvaluatedKey` (up to the pattern's Limit in all, as Keyscope reads it), the items printed
 * as one JSON array on standard output in DynamoDB's order, the consumed capacity on standard
 * error. `client` uses `@aws-sdk/client-dynamodb` and prints DynamoDB JSON, as the AWS CLI does;
 * `document` uses `@aws-sdk/lib-dynamodb` and prints plain values. The client takes its endpoint
 * and region from the SDK's configuration (AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB), never from
 * the code. Text from the design is only ever data in it (`jsString`, `escapeUnsafeChars`).
 *
 * @example
 * typescriptCode(patternRequest(analysis, gaming.accessPatterns[3]!) as PatternRequest, 'client');
 * // "// Keyscope access pattern: Find all games a user has played\n…new QueryCommand({…"
 */
export function typescriptCode(request: PatternRequest, flavour: TypescriptFlavour): string {
  const ids = jsIdentifiers(
    request.parameters.map((p) => p.name),
    TAKEN
  );
  const lines = [
    ...header(request, flavour),
    ...imports(request, flavour),
    '',
    ...typescriptConstants(
      request.parameters,
      ids,
      request.operation === 'Query' ? request.limit : undefined
    ),
    ...printable(flavour),
    '',
    'async function main(): Promise<void> {',
    ...typescriptMain(request, ids, flavour).map((l) => `  ${l}`),
    '}',
    '',
    'main().catch((error: unknown) => {',
    '  console.error(error);',
    '  process.exitCode = 1;',
    '});'
  ];
  return `${lines.join('\n')}\n`;
}

function header(r: PatternRequest, flavour: TypescriptFlavour): string[] {
  const on = `table ${r.table}${r.index === null ? '' : `, index ${r.index}`}`;
  const units = `${r.items} item${r.items === 1 ? '' : 's'}, ${r.capacityUnits} RCU`;
  return [
    `// Keyscope access pattern: ${r.pattern}`,
    ...(r.description ? [`// ${r.description}`] : []),
    `// ${r.operation} on ${on}, with ${flavour === 'client' ? CLIENT_PACKAGE : DOCUMENT_PACKAGE}.`,
    `// Keyscope computes: ${units} (on the design's items).`,
    '//',
    '// Run it with `node --import tsx <this file>`: it prints the items it reads as a JSON array',
    '// on standard output and the capacity they consumed on standard error. The endpoint and',
    "// region come from the SDK's own configuration (AWS_REGION, and AWS_ENDPOINT_URL_DYNAMODB",
    '// for a local table), never from this file.'
  ].map(escapeUnsafeChars);
}

function imports(r: PatternRequest, flavour: TypescriptFlavour): string[] {
  const query = r.operation === 'Query';
  const from = (names: readonly string[], pkg: string) =>
    `import { ${names.join(', ')} } from ${jsString(pkg)};`;
  if (flavour === 'client')
    return [
      from(
        query
          ? ['DynamoDBClient', 'QueryCommand', 'type AttributeValue']
          : ['DynamoDBClient', 'GetItemCommand'],
        CLIENT_PACKAGE
      )
    ];
  const numbers = r.conditions.some((c) => c.values.some((v) => v.type === 'N'));
  const names = ['DynamoDBDocumentClient', query ? 'QueryCommand' : 'GetCommand'];
  if (numbers) names.push('NumberValue');
  return [from(['DynamoDBClient'], CLIENT_PACKAGE), from(names, DOCUMENT_PACKAGE)];
}

function printable(flavour: TypescriptFlavour): string[] {
  if (flavour === 'client')
    return [
      '/** Binary values as base64 text, as the AWS CLI prints them. */',
      'function printable(_key: string, value: unknown): unknown {',
      "  return value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;",
      '}'
    ];
  return [
    '/** What JSON has no form for: sets as arrays, binary as base64, big integers as text. */',
    'function printable(_key: string, value: unknown): unknown {',
    '  if (value instanceof Set) return [...value];',
    "  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');",
    "  return typeof value === 'bigint' ? value.toString() : value;",
    '}'
  ];
}
