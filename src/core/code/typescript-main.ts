import { jsPropertyKey } from './js-property-key.ts';
import { jsString } from '../text/js-string.ts';
import type { PatternRequest } from './pattern-request.ts';
import { typescriptKeyValue, type TypescriptFlavour } from './typescript-key-value.ts';

/**
 * The body of `typescriptCode`'s `main`: the client, the one GetItem or the Query that follows
 * `LastEvaluatedKey` (its Limit as the most items in all: each page asks for what is left), then
 * the items printed as one JSON array and the consumed capacity on standard error. Lines are
 * unindented; `ids` maps each parameter to its constant.
 *
 * @example
 * typescriptMain(request, new Map([['username', 'username']]), 'client')[0];
 * // 'const client = new DynamoDBClient({});'
 */
export function typescriptMain(
  r: PatternRequest,
  ids: ReadonlyMap<string, string>,
  flavour: TypescriptFlavour
): string[] {
  const doc = flavour === 'document';
  const sender = doc ? 'documentClient' : 'client';
  const value = (v: PatternRequest['conditions'][number]['values'][number]) =>
    typescriptKeyValue(v, ids, flavour);
  const setup = [
    'const client = new DynamoDBClient({});',
    ...(doc ? ['const documentClient = DynamoDBDocumentClient.from(client);'] : [])
  ];
  const options = [
    ...(r.scanIndexForward ? [] : ['ScanIndexForward: false,']),
    ...(r.consistentRead ? ['ConsistentRead: true,'] : [])
  ];
  const report = (units: string) => [
    'console.log(JSON.stringify(items, printable, 2));',
    `console.error(\`Consumed capacity: \${${units}} RCU (Keyscope computes ${r.capacityUnits} RCU)\`);`
  ];
  if (r.operation === 'GetItem') {
    const key = r.conditions.map((c) => `${jsPropertyKey(c.attribute)}: ${value(c.values[0]!)}`);
    return [
      ...setup,
      `const response = await ${sender}.send(`,
      `  new ${doc ? 'GetCommand' : 'GetItemCommand'}({`,
      `    TableName: ${jsString(r.table)},`,
      ...block('Key', key, '    '),
      ...options.map((o) => `    ${o}`),
      "    ReturnConsumedCapacity: 'TOTAL'",
      '  })',
      ');',
      'client.destroy();',
      '// GetItem answers with the item or with nothing: print it as a list, as a Query would.',
      'const items = response.Item ? [response.Item] : [];',
      ...report('response.ConsumedCapacity?.CapacityUnits ?? 0')
    ];
  }
  const limited = r.limit !== undefined;
  const values = r.conditions.flatMap((c) =>
    c.placeholders.map((p, i) => `${jsString(p)}: ${value(c.values[i]!)}`)
  );
  const names = [...r.names].map(([p, a]) => `${jsString(p)}: ${jsString(a)}`);
  const input = (pad: string, paged: boolean) => [
    `${pad}TableName: ${jsString(r.table)},`,
    ...(r.index === null ? [] : [`${pad}IndexName: ${jsString(r.index)},`]),
    `${pad}KeyConditionExpression: ${jsString(r.expression)},`,
    ...(names.length ? block('ExpressionAttributeNames', names, pad) : []),
    ...block('ExpressionAttributeValues', values, pad),
    ...options.map((o) => pad + o),
    ...(limited ? [`${pad}Limit: ${paged ? 'limit - items.length' : 'limit'},`] : []),
    `${pad}ReturnConsumedCapacity: 'TOTAL'${paged ? ',' : ''}`,
    ...(paged ? [`${pad}ExclusiveStartKey: startKey`] : [])
  ];
  if (!r.paginate)
    return [
      ...setup,
      `const page = await ${sender}.send(`,
      `  new QueryCommand({`,
      ...input('    ', false),
      '  })',
      ');',
      'client.destroy();',
      'const items = page.Items ?? [];',
      ...report('page.ConsumedCapacity?.CapacityUnits ?? 0')
    ];
  const itemType = doc ? 'Record<string, unknown>' : 'Record<string, AttributeValue>';
  return [
    ...setup,
    `const items: ${itemType}[] = [];`,
    'let capacityUnits = 0;',
    `let startKey: ${itemType} | undefined;`,
    `// A response is one page (up to 1 MB): ask again from LastEvaluatedKey ${limited ? 'up to the Limit' : 'until there is none'}.`,
    'do {',
    `  const page = await ${sender}.send(`,
    `    new QueryCommand({`,
    ...input('      ', true),
    '    })',
    '  );',
    '  items.push(...(page.Items ?? []));',
    '  capacityUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;',
    '  startKey = page.LastEvaluatedKey;',
    `} while (startKey${limited ? ' && items.length < limit' : ''});`,
    'client.destroy();',
    ...report('capacityUnits')
  ];
}

/** `name: { …entries }` over several lines, each entry followed by a comma but the last. */
function block(name: string, entries: readonly string[], pad: string): string[] {
  return [
    `${pad}${name}: {`,
    ...entries.map((e, i) => `${pad}  ${e}${i < entries.length - 1 ? ',' : ''}`),
    `${pad}},`
  ];
}
