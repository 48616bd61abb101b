import type { AttributeMap } from '../model/attribute-value.ts';
import type { Projection } from '../model/design.ts';

/**
 * The shape of a NoSQL Workbench 3.0 data model file, as AWS's exports have it: what
 * `workbenchModel` writes and `importWorkbench` reads. See
 * test/fixtures/workbench/SessionManagementSchema.json and
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/workbench.Modeler.ExportModel.html
 * @module
 */

export type WorkbenchAttribute = { AttributeName: string; AttributeType: string };
export type WorkbenchKeys = { PartitionKey: WorkbenchAttribute; SortKey?: WorkbenchAttribute };
export type WorkbenchIndex = {
  IndexName: string;
  KeyAttributes: WorkbenchKeys;
  Projection: { ProjectionType: Projection['type']; NonKeyAttributes?: string[] };
};

/** One `DataModel` entry of a NoSQL Workbench 3.0 model. */
export interface WorkbenchTable {
  TableName: string;
  KeyAttributes: WorkbenchKeys;
  NonKeyAttributes: WorkbenchAttribute[];
  TableFacets: {
    FacetName: string;
    KeyAttributeAlias: { PartitionKeyAlias: string; SortKeyAlias?: string };
    TableData: AttributeMap[];
    NonKeyAttributes: string[];
    DataAccess: { MySql: Record<string, never> };
  }[];
  GlobalSecondaryIndexes: WorkbenchIndex[];
  LocalSecondaryIndexes?: WorkbenchIndex[];
  /** Items of no facet; left out of a table whose items are all in facets, as Workbench does. */
  TableData?: AttributeMap[];
  DataAccess: { MySql: Record<string, never> };
  BillingMode?: 'PROVISIONED' | 'PAY_PER_REQUEST';
  ProvisionedCapacitySettings?: {
    ProvisionedThroughput: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  };
}

/** A NoSQL Workbench 3.0 data model file, as Workbench's "Export model" writes it. */
export interface WorkbenchModel {
  ModelName: string;
  ModelMetadata: {
    Author: string;
    DateCreated: string;
    DateLastModified: string;
    Description: string;
    AWSService: 'Amazon DynamoDB';
    Version: '3.0';
  };
  DataModel: WorkbenchTable[];
  /** Keyscope's own field, which NoSQL Workbench does not read (`workbenchExtension`). */
  Keyscope?: WorkbenchExtension;
}

/**
 * What a Workbench model has no field for, as a fragment of a native `keyscope.design`
 * document: entities without items, access patterns and workload, in the native shapes.
 */
export interface WorkbenchExtension {
  readonly format: 'keyscope.design';
  readonly version: number;
  readonly entities: readonly unknown[];
  readonly accessPatterns: readonly unknown[];
  readonly workload?: unknown;
}
