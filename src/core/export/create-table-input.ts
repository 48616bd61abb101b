import type { KeyAttribute, Projection, Table } from '../model/design.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';

/**
 * The CreateTable request for a design table, as plain data in the API's shape: the JSON that
 * `aws dynamodb create-table --cli-input-json` takes, and the SDK's create-table request carries.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_CreateTable.html
 * https://docs.aws.amazon.com/cli/latest/reference/dynamodb/create-table.html
 */
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
 * The CreateTable request that builds a design's table: key schema, every key attribute of the
 * table and its indexes defined once (AttributeDefinitions holds key attributes only, as the API
 * requires), GSIs and LSIs with their projections, billing mode and throughput. A table without
 * billing is on-demand (PAY_PER_REQUEST); a provisioned table gives its GSIs its own capacity.
 * The one home of these fields: the CloudFormation and Terraform exports are derived from it,
 * and `npm start` creates the example tables in a local DynamoDB with it.
 *
 * @example
 * createTableInput(gaming.tables[0]).KeySchema;
 * // [{ AttributeName: 'PK', KeyType: 'HASH' }, { AttributeName: 'SK', KeyType: 'RANGE' }]
 */
export function createTableInput(table: Table): CreateTableInput {
  const definitions = new Map<string, 'S' | 'N' | 'B'>();
  // A multi-attribute GSI key is several HASH entries then several RANGE entries, in order.
  // https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
  const schema = (key: MultiKeySchema): CreateTableInput['KeySchema'] => {
    for (const k of [...key.partition, ...key.sort]) definitions.set(k.name, k.type);
    return [
      ...key.partition.map((k) => ({ AttributeName: k.name, KeyType: 'HASH' as const })),
      ...key.sort.map((k) => ({ AttributeName: k.name, KeyType: 'RANGE' as const }))
    ];
  };
  const one = (pk: KeyAttribute, sk?: KeyAttribute): MultiKeySchema => ({
    partition: [pk],
    sort: sk ? [sk] : []
  });
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
    KeySchema: schema(one(table.partitionKey, table.sortKey)),
    AttributeDefinitions: [],
    BillingMode: provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
    ...(provisioned ? { ProvisionedThroughput: provisioned } : {})
  };
  if (table.globalSecondaryIndexes.length) {
    input.GlobalSecondaryIndexes = table.globalSecondaryIndexes.map((g) => ({
      IndexName: g.name,
      KeySchema: schema(gsiKeySchema(g)),
      Projection: projection(g.projection),
      ...(provisioned ? { ProvisionedThroughput: provisioned } : {})
    }));
  }
  if (table.localSecondaryIndexes.length) {
    input.LocalSecondaryIndexes = table.localSecondaryIndexes.map((l) => ({
      IndexName: l.name,
      KeySchema: schema(one(table.partitionKey, l.sortKey)),
      Projection: projection(l.projection)
    }));
  }
  input.AttributeDefinitions = [...definitions].map(([AttributeName, AttributeType]) => ({
    AttributeName,
    AttributeType
  }));
  return input;
}
