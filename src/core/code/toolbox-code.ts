import { isMultiKey } from '../model/is-multi-key.ts';
import type { CodeContext, CodeRefusal } from './code-context.ts';
import { jsIdentifiers } from '../text/js-identifiers.ts';
import { jsPropertyKey } from './js-property-key.ts';
import { jsString } from '../text/js-string.ts';
import { libraryProgram } from './library-program.ts';
import { typescriptConstants } from './typescript-constants.ts';
import type { CodeValue } from './pattern-request.ts';
import { toolboxQuery, type ToolboxKeyValue } from './toolbox-query.ts';
import { typescriptKeyValue } from './typescript-key-value.ts';

/** The packages the program imports, kept as data (see typescript-code.ts). */
const CLIENT_PACKAGE = '@aws-sdk/client-dynamodb';
const DOCUMENT_PACKAGE = '@aws-sdk/lib-dynamodb';
const TOOLBOX_PACKAGE = 'dynamodb-toolbox';

/** Names the program binds or reads besides its parameters and the module's constants. */
const TAKEN = new Set(
  (
    'DynamoDBClient DynamoDBDocumentClient QueryCommand GetItemCommand client items page ' +
    'response capacityUnits startKey limit main printable error value _key Buffer console ' +
    'process JSON Math String Number Set Uint8Array Record Promise Object Array Error BigInt Symbol'
  ).split(' ')
);

/** The Toolbox's name for each of Keyscope's sort key operators. */
const RANGES = new Map([
  ['=', 'eq'],
  ['<', 'lt'],
  ['<=', 'lte'],
  ['>', 'gt'],
  ['>=', 'gte'],
  ['begins_with', 'beginsWith'],
  ['BETWEEN', 'between']
]);

/**
 * An access pattern as a whole TypeScript program on DynamoDB-Toolbox (v2) and the module
 * `keyscope export --to toolbox` writes (`toolboxQuery`): the parameters as constants, the
 * table given a document client built from the SDK's own configuration, then the entity's
 * `GetItemCommand` or the table's `QueryCommand` on the pattern's own key values, its items
 * formatted by the entity, following `LastEvaluatedKey` up to the pattern's Limit in all. Reads
 * Keyscope's items, which carry no `_et`, with `entityAttrFilter: false`. Why not, when the
 * Toolbox cannot read the pattern as it is.
 *
 * @example
 * toolboxCode(context); // "// Keyscope access pattern \"Find all games a user has played\"\n…"
 */
export function toolboxCode(c: CodeContext): string | CodeRefusal {
  const q = toolboxQuery(c);
  if ('why' in q) return { why: `DynamoDB-Toolbox cannot read this pattern as it is: ${q.why}` };
  const r = c.request;
  // The module's names, unless the program binds one itself (`items`, `client`…).
  const locals = jsIdentifiers([q.tableConst, q.entityConst], TAKEN);
  const [table, entity] = [locals.get(q.tableConst)!, locals.get(q.entityConst)!];
  const ids = jsIdentifiers(
    r.parameters.map((p) => p.name),
    new Set([...TAKEN, table, entity])
  );
  const value = (v: CodeValue): string => {
    const text = typescriptKeyValue({ ...v, type: 'S' }, ids, 'document');
    return v.type === 'N'
      ? `Number(${text})`
      : v.type === 'B'
        ? `Buffer.from(${text}, 'base64')`
        : text;
  };
  const setup = [
    'const client = new DynamoDBClient({});',
    `${table}.documentClient = DynamoDBDocumentClient.from(client);`
  ];
  const report = (units: string) => [
    'client.destroy();',
    'console.log(JSON.stringify(items, printable, 2));',
    `console.error(\`Consumed capacity: \${${units}} RCU (Keyscope computes ${r.capacityUnits} RCU)\`);`
  ];
  const limited = r.limit !== undefined && q.key === null;
  let body: string[];
  if (q.key !== null) {
    const key = q.key
      .map((k) => {
        const [name, v] = [jsPropertyKey(k.attribute), keyValue(k, ids)];
        return name === v ? name : `${name}: ${v}`;
      })
      .join(', ');
    body = [
      ...setup,
      `const response = await ${entity}`,
      '  .build(GetItemCommand)',
      `  .key({ ${key} })`,
      `  .options({ capacity: 'TOTAL'${r.consistentRead ? ', consistent: true' : ''} })`,
      '  .send();',
      '// GetItem answers with the item or with nothing: print it as a list, as a Query would.',
      'const items = response.Item ? [response.Item] : [];',
      ...report('response.ConsumedCapacity?.CapacityUnits ?? 0')
    ];
  } else {
    const gsi = c.design.tables
      .find((t) => t.name === r.table)!
      .globalSecondaryIndexes.find((g) => g.name === r.index);
    const [partition, ...sorts] = keyCode(
      r.conditions,
      gsi !== undefined && isMultiKey(gsi),
      value
    );
    const query = [
      ...(r.index === null ? [] : [`index: ${jsString(r.index)}`]),
      `partition: ${partition}`,
      ...sorts.map((range) => `range: ${range}`)
    ];
    const options = [
      "// Keyscope's items carry no _et (the Toolbox's entity name): read them without that filter.",
      'entityAttrFilter: false,',
      ...(r.scanIndexForward ? [] : ['reverse: true,']),
      ...(r.consistentRead ? ['consistent: true,'] : []),
      ...(limited ? ['limit: limit - items.length,'] : []),
      "capacity: 'TOTAL',",
      '...(startKey ? { exclusiveStartKey: startKey } : {})'
    ];
    body = [
      ...setup,
      'const items: unknown[] = [];',
      'let capacityUnits = 0;',
      'let startKey: Record<string, unknown> | undefined;',
      `// A response is one page (up to 1 MB): ask again from LastEvaluatedKey ${limited ? 'up to the Limit' : 'until there is none'}.`,
      'do {',
      `  const page = await ${table}`,
      '    .build(QueryCommand)',
      `    .entities(${entity})`,
      `    .query({ ${query.join(', ')} })`,
      '    .options({',
      ...options.map((o) => `      ${o}`),
      '    })',
      '    .send();',
      '  items.push(...(page.Items ?? []));',
      '  capacityUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;',
      '  startKey = page.LastEvaluatedKey;',
      `} while (startKey${limited ? ' && items.length < limit' : ''});`,
      ...report('capacityUnits')
    ];
  }
  const constants = typescriptConstants(r.parameters, ids, limited ? r.limit : undefined);
  return libraryProgram(c, {
    library: 'toolbox',
    title: 'DynamoDB-Toolbox v2',
    notes: [
      'It prints the capacity the reads consumed on standard error, beside what Keyscope computes.'
    ],
    imports: [
      `import { DynamoDBClient } from ${jsString(CLIENT_PACKAGE)};`,
      `import { DynamoDBDocumentClient } from ${jsString(DOCUMENT_PACKAGE)};`,
      `import { ${q.key ? 'GetItemCommand' : 'QueryCommand'} } from ${jsString(TOOLBOX_PACKAGE)};`
    ],
    names: locals,
    constants,
    body
  });
}

/**
 * The partition value and the sort condition as the Toolbox's query takes them: one value and
 * `{ beginsWith: … }`; for an index the module declares with `partitionKeys`/`sortKeys` (a
 * multi-attribute key), lists: the partition values, and the sort values with the last one a
 * value or a range.
 */
function keyCode(
  conditions: CodeContext['request']['conditions'],
  multi: boolean,
  value: (v: CodeValue) => string
): string[] {
  const partitions = conditions.filter((c) => c.placeholders[0]!.startsWith(':pk'));
  const sorts = conditions.slice(partitions.length);
  const values = partitions.map((c) => value(c.values[0]!));
  const ranges = sorts.map((c, i) => {
    if (multi && (i < sorts.length - 1 || c.operator === '=')) return value(c.values[0]!);
    const v =
      c.operator === 'BETWEEN' ? `[${c.values.map(value).join(', ')}]` : value(c.values[0]!);
    return `{ ${RANGES.get(c.operator)!}: ${v} }`;
  });
  if (!multi) return [values[0]!, ...ranges];
  return [`[${values.join(', ')}]`, ...(ranges.length ? [`[${ranges.join(', ')}]`] : [])];
}

function keyValue(k: ToolboxKeyValue, ids: ReadonlyMap<string, string>): string {
  const text = k.value.kind === 'parameter' ? ids.get(k.value.name)! : jsString(k.value.text);
  if (k.type === 'N') return `Number(${text})`;
  return k.type === 'B' ? `Buffer.from(${text}, 'base64')` : text;
}
