import type { AttributeMap } from '../model/attribute-value.ts';
import type { KeyAttribute, Projection, Table } from '../model/design.ts';
import type { TableAnalysis } from '../analysis/analyze-design.ts';
import { storedItem } from '../views/resolve-items.ts';

/** The CreateTable request for a design table, as plain data in the API's shape. */
export interface CreateTableInput {
  TableName: string;
  AttributeDefinitions: { AttributeName: string; AttributeType: 'S' | 'N' | 'B' }[];
  KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
  BillingMode: 'PAY_PER_REQUEST' | 'PROVISIONED';
  ProvisionedThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  GlobalSecondaryIndexes?: {
    IndexName: string;
    KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
    Projection: { ProjectionType: Projection['type']; NonKeyAttributes?: string[] };
    ProvisionedThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  }[];
  LocalSecondaryIndexes?: {
    IndexName: string;
    KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
    Projection: { ProjectionType: Projection['type']; NonKeyAttributes?: string[] };
  }[];
}

/**
 * The CreateTable request that builds a design's table: key schema, every
 * key attribute of the table and its indexes defined once, projections and
 * billing. Used to load examples into a local DynamoDB and, later, to export.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_CreateTable.html
 */
export function createTableInput(table: Table): CreateTableInput {
  const definitions = new Map<string, 'S' | 'N' | 'B'>();
  const schema = (pk: KeyAttribute, sk?: KeyAttribute): CreateTableInput['KeySchema'] => {
    for (const k of [pk, sk]) if (k) definitions.set(k.name, k.type);
    return [
      { AttributeName: pk.name, KeyType: 'HASH' },
      ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : [])
    ];
  };
  const projection = (
    p: Projection
  ): { ProjectionType: Projection['type']; NonKeyAttributes?: string[] } =>
    p.type === 'INCLUDE'
      ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...(p.nonKeyAttributes ?? [])] }
      : { ProjectionType: p.type };
  const provisioned =
    table.billing?.mode === 'PROVISIONED'
      ? {
          ReadCapacityUnits: table.billing.readCapacityUnits,
          WriteCapacityUnits: table.billing.writeCapacityUnits
        }
      : undefined;
  const input: CreateTableInput = {
    TableName: table.name,
    KeySchema: schema(table.partitionKey, table.sortKey),
    AttributeDefinitions: [],
    BillingMode: provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
    ...(provisioned ? { ProvisionedThroughput: provisioned } : {})
  };
  if (table.globalSecondaryIndexes.length) {
    input.GlobalSecondaryIndexes = table.globalSecondaryIndexes.map((g) => ({
      IndexName: g.name,
      KeySchema: schema(g.partitionKey, g.sortKey),
      Projection: projection(g.projection),
      ...(provisioned ? { ProvisionedThroughput: provisioned } : {})
    }));
  }
  if (table.localSecondaryIndexes.length) {
    input.LocalSecondaryIndexes = table.localSecondaryIndexes.map((l) => ({
      IndexName: l.name,
      KeySchema: schema(table.partitionKey, l.sortKey),
      Projection: projection(l.projection)
    }));
  }
  input.AttributeDefinitions = [...definitions].map(([AttributeName, AttributeType]) => ({
    AttributeName,
    AttributeType
  }));
  return input;
}

/**
 * The items a table would hold after every write of the design, in write order:
 * stored items with their rendered keys; rejected and overwritten writes left out.
 */
export function tableItems(analysis: TableAnalysis): AttributeMap[] {
  const overwritten = new Set(analysis.collisions.flatMap((c) => c.items.slice(0, -1)));
  return analysis.resolved.items
    .filter((i) => !i.rejection && !overwritten.has(i))
    .map((i) => storedItem(analysis.resolved, i));
}
