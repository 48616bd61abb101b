import type { CreateTableInput } from './create-table-input.ts';
import { tsString } from '../text/ts-string.ts';

type KeySchema = CreateTableInput['KeySchema'];
type IndexProjection = { ProjectionType: string; NonKeyAttributes?: string[] };

const ATTRIBUTE_TYPE = new Map([
  ['S', 'STRING'],
  ['N', 'NUMBER'],
  ['B', 'BINARY']
]);

/**
 * One table's `TableV2` construct (aws-cdk-lib/aws-dynamodb) as lines of TypeScript, from the
 * table's CreateTable input: `this.tables.set(name, new TableV2(this, id, {…}));`, written inside
 * a stack's constructor (`cdkStack`). `AttributeType`, `Billing`, `Capacity` (provisioned tables)
 * and `ProjectionType` (tables with indexes) must be imported.
 * https://docs.aws.amazon.com/cdk/api/v2/docs/aws-cdk-lib.aws_dynamodb.TableV2.html
 *
 * The name is set (`tableName`). Billing is `Billing.onDemand()`, or `Billing.provisioned` with
 * fixed read capacity and write capacity as auto scaling pinned at the input's units (min = max):
 * TableV2 takes write capacity only as auto scaling. A provisioned table's GSIs inherit its
 * capacity (TableV2's default), as the input gives them. A GSI with a multi-attribute key is
 * written with `partitionKeys` and `sortKeys` in KeySchema order; every other key with
 * `partitionKey` and `sortKey`. Every index names its projection. Names are `tsString` literals.
 *
 * @example
 * cdkTable(createTableInput(gaming.tables[0]), 'BattleRoyaleTable')[0]; // 'this.tables.set('
 */
export function cdkTable(input: CreateTableInput, id: string): string[] {
  const types = new Map(input.AttributeDefinitions.map((a) => [a.AttributeName, a.AttributeType]));
  const attribute = (name: string) =>
    `{ name: ${tsString(name)}, type: AttributeType.${ATTRIBUTE_TYPE.get(types.get(name) ?? '')} }`;
  const names = (ks: KeySchema, type: 'HASH' | 'RANGE') =>
    ks.filter((k) => k.KeyType === type).map((k) => k.AttributeName);
  const keys = (ks: KeySchema): string[][] => {
    const [hash, range] = [names(ks, 'HASH'), names(ks, 'RANGE')];
    const multi = hash.length > 1 || range.length > 1;
    const key = (one: string, list: string[]) =>
      list.length === 0
        ? []
        : [
            multi
              ? array(
                  `${one}s`,
                  list.map((a) => [attribute(a)])
                )
              : [`${one}: ${attribute(list[0]!)}`]
          ];
    return [...key('partitionKey', hash), ...key('sortKey', range)];
  };
  const projection = (p: IndexProjection): string[][] => [
    [`projectionType: ProjectionType.${p.ProjectionType}`],
    ...(p.NonKeyAttributes
      ? [[`nonKeyAttributes: [${p.NonKeyAttributes.map(tsString).join(', ')}]`]]
      : [])
  ];
  const capacity = input.ProvisionedThroughput;
  const billing = capacity
    ? [
        'billing: Billing.provisioned({',
        `  readCapacity: Capacity.fixed(${capacity.ReadCapacityUnits}),`,
        `  writeCapacity: Capacity.autoscaled({ minCapacity: ${capacity.WriteCapacityUnits}, maxCapacity: ${capacity.WriteCapacityUnits} })`,
        '})'
      ]
    : ['billing: Billing.onDemand()'];
  const indexes = (key: string, entries: string[][][]) =>
    entries.length ? [array(key, entries.map(object))] : [];
  const [open, ...rest] = object([
    [`tableName: ${tsString(input.TableName)}`],
    ...keys(input.KeySchema),
    billing,
    ...indexes(
      'globalSecondaryIndexes',
      (input.GlobalSecondaryIndexes ?? []).map((g) => [
        [`indexName: ${tsString(g.IndexName)}`],
        ...keys(g.KeySchema),
        ...projection(g.Projection)
      ])
    ),
    ...indexes(
      'localSecondaryIndexes',
      (input.LocalSecondaryIndexes ?? []).map((l) => [
        [`indexName: ${tsString(l.IndexName)}`],
        [`sortKey: ${attribute(names(l.KeySchema, 'RANGE')[0]!)}`],
        ...projection(l.Projection)
      ])
    )
  ]);
  const close = rest.pop();
  return [
    'this.tables.set(',
    `  ${tsString(input.TableName)},`,
    `  new TableV2(this, ${tsString(id)}, ${open}`,
    ...rest.map((line) => `  ${line}`),
    `  ${close})`,
    ');'
  ];
}

/** `{`, each property's lines indented and comma-separated, `}`. */
function object(properties: string[][]): string[] {
  return ['{', ...properties.flatMap((p, i) => commaAfter(p, i < properties.length - 1)), '}'];
}

/** `key: [`, each element's lines indented and comma-separated, `]`; one short element inline. */
function array(key: string, elements: string[][]): string[] {
  if (elements.length === 1 && elements[0]!.length === 1) return [`${key}: [${elements[0]![0]}]`];
  return [`${key}: [`, ...elements.flatMap((e, i) => commaAfter(e, i < elements.length - 1)), ']'];
}

function commaAfter(lines: string[], comma: boolean): string[] {
  return lines.map((line, i) => `  ${line}${comma && i === lines.length - 1 ? ',' : ''}`);
}
