import type { FieldPart } from '../templates/parse-template.ts';
import { patternSummary } from './pattern-summary.ts';
import type { CodeCondition, PatternRequest } from './pattern-request.ts';
import { plainIdentifiers } from './plain-identifiers.ts';
import { pythonString } from './python-string.ts';
import { pythonRequestLines } from './python-request-lines.ts';
import { pythonValue } from './python-value.ts';

const KEYWORDS =
  'False None True and as assert async await break class continue def del elif else except ' +
  'finally for from global if import in is lambda nonlocal not or pass raise return try while ' +
  'with yield';
// What the program binds or calls: a parameter of one of these names would shadow it.
const BOUND =
  'base64 json sys Decimal boto3 Key Binary main to_json client table request items units page ' +
  'value print isinstance int float sorted str type TypeError bytes bytearray set frozenset ' +
  'limit len';
const BLOCKED = new Set(`${KEYWORDS} ${BOUND}`.split(' '));
const I = '    ';

/**
 * An access pattern as a whole Python 3 program with boto3, run as it is (`python3 q.py`): its
 * parameters as variables at the top, the key values built from them with the templates'
 * literals, the one GetItem or Query with `ReturnConsumedCapacity='TOTAL'`, a loop on
 * `LastEvaluatedKey` when more than one page can come back (up to a pattern's Limit in all, as
 * the TypeScript reads it: each page asks for what is left), and the items printed as JSON on
 * standard output.
 * No region or endpoint is written: boto3 reads `AWS_DEFAULT_REGION` (or the profile's region;
 * it does not read `AWS_REGION`, the JavaScript SDK's name) and `AWS_ENDPOINT_URL_DYNAMODB`.
 * `'client'` is `boto3.client('dynamodb')` with AttributeValue dicts, printed as DynamoDB JSON;
 * `'resource'` is `boto3.resource('dynamodb').Table(…)` with `Key(…)` conditions, printed as
 * plain JSON. A multi-attribute key is written as an expression string even in the resource
 * style: boto3 brackets each `&` (`((a = :v0 AND b = :v1) AND c = :v2)`), and AWS documents the
 * condition of such a key as one flat chain of ANDs.
 *
 * @example
 * pythonCode(request, 'resource');
 * // "… Key('SK').eq(f'USER#{username}') & Key('PK').begins_with('GAME#') …"
 */
export function pythonCode(request: PatternRequest, style: 'client' | 'resource'): string {
  const names = plainIdentifiers(
    request.parameters.map((p) => p.name),
    (n) => BLOCKED.has(n) || n.startsWith('__'),
    'param_'
  );
  const padded = new Map<string, { variable: string; field: FieldPart }>();
  const taken = new Set(names.values());
  const variableOf = (f: FieldPart): string => {
    const base = names.get(f.name) ?? f.name;
    if (f.size === undefined) return base;
    const key = `${f.name}\u0000${f.size}\u0000${f.pad ?? '0'}`;
    let entry = padded.get(key);
    if (!entry) {
      let variable = `${base}_${f.size}`;
      while (BLOCKED.has(variable) || taken.has(variable)) variable += '_';
      taken.add(variable);
      entry = { variable, field: f };
      padded.set(key, entry);
    }
    return entry.variable;
  };
  const multi =
    request.conditions.filter((c) => c.placeholders[0]!.startsWith(':pk')).length > 1 ||
    request.conditions.filter((c) => c.placeholders[0]!.startsWith(':sk')).length > 1;
  const useKey = style === 'resource' && request.operation === 'Query' && !multi;
  const value = (v: CodeCondition['values'][number]): string => pythonValue(v, variableOf, style);
  const body = pythonRequestLines(request, style, useKey, value);
  const out = [
    '#!/usr/bin/env python3',
    ...patternSummary(request).map((l) => `# ${l}`),
    '#',
    '# Run it as it is: python3 q.py. boto3 takes the region and the endpoint from its own',
    "# configuration: AWS_DEFAULT_REGION or the profile's region (boto3 does not read",
    '# AWS_REGION), AWS_ENDPOINT_URL_DYNAMODB; neither is written here. The items read are',
    '# printed as JSON on standard output, the capacity used on standard error.',
    'import base64',
    'import json',
    'import sys',
    ...(style === 'resource' ? ['from decimal import Decimal'] : []),
    '',
    'import boto3',
    ...(useKey ? ['from boto3.dynamodb.conditions import Key'] : []),
    ...(style === 'resource' ? ['from boto3.dynamodb.types import Binary'] : []),
    '',
    "# The pattern's parameters: change them here.",
    ...request.parameters.map((p) => `${names.get(p.name)!} = ${pythonString([p.example])}`),
    ...[...padded.values()].flatMap(({ variable, field }) => [
      `# ${names.get(field.name)!} as the key template writes it: padded on the left with ` +
        `${pythonString([field.pad ?? '0'])} to ${field.size} characters.`,
      `${variable} = ${names.get(field.name)!}.rjust(${field.size}, ${pythonString([field.pad ?? '0'])})`
    ]),
    '',
    '',
    'def main():',
    style === 'client'
      ? `${I}client = boto3.client('dynamodb')`
      : `${I}table = boto3.resource('dynamodb').Table(${pythonString([request.table])})`,
    ...(style === 'client' || request.operation === 'GetItem' || !multi
      ? []
      : [
          `${I}# boto3's Key(...) & Key(...) would bracket each AND; a multi-attribute key's`,
          `${I}# condition is one flat chain of ANDs, so it is given as an expression string.`
        ]),
    `${I}request = {`,
    ...body.map((l) => `${I}${I}${l}`),
    `${I}}`,
    ...readLines(request, style),
    `${I}print(json.dumps(items, indent=2, default=to_json))`,
    `${I}print(f'ConsumedCapacity: {units} RCU', file=sys.stderr)`,
    '',
    '',
    ...(style === 'client' ? CLIENT_JSON : RESOURCE_JSON),
    '',
    '',
    "if __name__ == '__main__':",
    `${I}main()`,
    ''
  ];
  return out.join('\n');
}

/** Sending the request: once, or page after page on LastEvaluatedKey. */
function readLines(request: PatternRequest, style: 'client' | 'resource'): string[] {
  const on = style === 'client' ? 'client' : 'table';
  const units = "page.get('ConsumedCapacity', {}).get('CapacityUnits', 0)";
  if (request.operation === 'GetItem')
    return [
      `${I}page = ${on}.get_item(**request)`,
      `${I}items = [page['Item']] if 'Item' in page else []`,
      `${I}units = ${units}`
    ];
  const limited = request.limit !== undefined;
  if (!request.paginate)
    return [
      `${I}page = ${on}.query(**request)`,
      `${I}items = page['Items']`,
      `${I}units = ${units}`
    ];
  return [
    `${I}items = []`,
    `${I}units = 0`,
    ...(limited
      ? [
          `${I}# The pattern's Limit: at most this many items in all.`,
          `${I}limit = request['Limit']`,
          `${I}# A Query returns at most 1 MB a page: follow LastEvaluatedKey up to the Limit.`
        ]
      : [`${I}# A Query returns at most 1 MB a page: follow LastEvaluatedKey to the end.`]),
    `${I}while True:`,
    `${I}${I}page = ${on}.query(**request)`,
    `${I}${I}items.extend(page['Items'])`,
    `${I}${I}units += ${units}`,
    `${I}${I}if 'LastEvaluatedKey' not in page${limited ? ' or len(items) >= limit' : ''}:`,
    `${I}${I}${I}break`,
    `${I}${I}request['ExclusiveStartKey'] = page['LastEvaluatedKey']`,
    ...(limited ? [`${I}${I}request['Limit'] = limit - len(items)`] : [])
  ];
}

const CLIENT_JSON = [
  'def to_json(value):',
  `${I}# Binary values come back as bytes: written as base64, as DynamoDB JSON writes them.`,
  `${I}if isinstance(value, (bytes, bytearray)):`,
  `${I}${I}return base64.b64encode(value).decode('ascii')`,
  `${I}raise TypeError(f'{type(value).__name__} is not JSON serializable')`
];

const RESOURCE_JSON = [
  'def to_json(value):',
  `${I}# The resource returns numbers as Decimal, binaries as Binary and sets as set.`,
  `${I}if isinstance(value, Decimal):`,
  `${I}${I}return int(value) if value == value.to_integral_value() else float(value)`,
  `${I}if isinstance(value, Binary):`,
  `${I}${I}value = value.value`,
  `${I}if isinstance(value, (bytes, bytearray)):`,
  `${I}${I}return base64.b64encode(value).decode('ascii')`,
  `${I}if isinstance(value, (set, frozenset)):`,
  `${I}${I}return sorted(value, key=str)`,
  `${I}raise TypeError(f'{type(value).__name__} is not JSON serializable')`
];
