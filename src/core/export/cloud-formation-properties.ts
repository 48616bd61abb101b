import type { CreateTableInput } from './create-table-input.ts';

/**
 * The `Properties` of an `AWS::DynamoDB::Table` resource, under CloudFormation's names.
 * https://docs.aws.amazon.com/AWSCloudFormation/latest/TemplateReference/aws-resource-dynamodb-table.html
 */
export interface CloudFormationTableProperties {
  TableName: string;
  AttributeDefinitions: { AttributeName: string; AttributeType: string }[];
  KeySchema: { AttributeName: string; KeyType: string }[];
  BillingMode: string;
  ProvisionedThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  GlobalSecondaryIndexes?: CloudFormationIndex[];
  LocalSecondaryIndexes?: CloudFormationIndex[];
}

interface CloudFormationIndex {
  IndexName: string;
  KeySchema: { AttributeName: string; KeyType: string }[];
  Projection: { ProjectionType: string; NonKeyAttributes?: string[] };
  ProvisionedThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
}

/**
 * CreateTable's request renamed into CloudFormation's table properties. Derived from
 * `createTableInput`, the one home of a table's definition, field by field: for these fields
 * CloudFormation happens to use the API's names (AWS::DynamoDB::Table mirrors CreateTable), and
 * the mapping is still spelled out here so a field whose name differs has one place to change.
 * Fields left out of the request (no sort key, on-demand throughput, no LSIs) stay out.
 *
 * @example
 * cloudFormationProperties(createTableInput(table)).BillingMode; // 'PAY_PER_REQUEST'
 */
export function cloudFormationProperties(input: CreateTableInput): CloudFormationTableProperties {
  const throughput = (t: CreateTableInput['ProvisionedThroughput']) =>
    t
      ? {
          ProvisionedThroughput: {
            ReadCapacityUnits: t.ReadCapacityUnits,
            WriteCapacityUnits: t.WriteCapacityUnits
          }
        }
      : {};
  const keySchema = (ks: CreateTableInput['KeySchema']) =>
    ks.map((k) => ({ AttributeName: k.AttributeName, KeyType: k.KeyType }));
  const projection = (p: { ProjectionType: string; NonKeyAttributes?: string[] }) => ({
    ProjectionType: p.ProjectionType,
    ...(p.NonKeyAttributes ? { NonKeyAttributes: [...p.NonKeyAttributes] } : {})
  });
  return {
    TableName: input.TableName,
    AttributeDefinitions: input.AttributeDefinitions.map((a) => ({
      AttributeName: a.AttributeName,
      AttributeType: a.AttributeType
    })),
    KeySchema: keySchema(input.KeySchema),
    BillingMode: input.BillingMode,
    ...throughput(input.ProvisionedThroughput),
    ...(input.GlobalSecondaryIndexes
      ? {
          GlobalSecondaryIndexes: input.GlobalSecondaryIndexes.map((g) => ({
            IndexName: g.IndexName,
            KeySchema: keySchema(g.KeySchema),
            Projection: projection(g.Projection),
            ...throughput(g.ProvisionedThroughput)
          }))
        }
      : {}),
    ...(input.LocalSecondaryIndexes
      ? {
          LocalSecondaryIndexes: input.LocalSecondaryIndexes.map((l) => ({
            IndexName: l.IndexName,
            KeySchema: keySchema(l.KeySchema),
            Projection: projection(l.Projection)
          }))
        }
      : {})
  };
}
