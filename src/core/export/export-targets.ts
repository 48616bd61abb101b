/** A format a design can be exported to. */
export type ExportTarget =
  | 'keyscope'
  | 'workbench'
  | 'create-table'
  | 'cloudformation'
  | 'terraform'
  | 'cdk'
  | 'electrodb'
  | 'toolbox'
  | 'onetable';

/** A text form an export is written in (`ts`: a TypeScript module). */
export type ExportFormat = 'json' | 'yaml' | 'hcl' | 'ts';

/**
 * Every export format with what a menu shows for it, in menu order. `formats` lists the text
 * forms a target can be written in (the first is the default); `oneTable` marks targets that
 * describe a single table, so the caller must say which when a design has several;
 * `generatedItems` marks targets that hold generated items written out as items (a format with
 * no generation settings, whose reader should see the same items as the sender);
 * `syntheticKeys` marks targets that hold one attribute per index key, and can write a
 * multi-attribute GSI with synthetic keys instead (`ExportRequest.syntheticKeys`).
 *
 * @example
 * EXPORT_TARGETS.map((t) => t.label); // ['Keyscope design (JSON)', 'NoSQL Workbench model', …]
 */
export const EXPORT_TARGETS: readonly {
  readonly id: ExportTarget;
  readonly label: string;
  readonly formats: readonly ExportFormat[];
  readonly oneTable: boolean;
  readonly generatedItems: boolean;
  readonly syntheticKeys: boolean;
}[] = [
  {
    id: 'keyscope',
    label: 'Keyscope design (JSON)',
    formats: ['json'],
    oneTable: false,
    generatedItems: false,
    syntheticKeys: false
  },
  {
    id: 'workbench',
    label: 'NoSQL Workbench model',
    formats: ['json'],
    oneTable: false,
    generatedItems: true,
    syntheticKeys: true
  },
  {
    id: 'create-table',
    label: 'CreateTable input (AWS CLI)',
    formats: ['json'],
    oneTable: true,
    generatedItems: false,
    syntheticKeys: false
  },
  {
    id: 'cloudformation',
    label: 'CloudFormation template',
    formats: ['json', 'yaml'],
    oneTable: false,
    generatedItems: false,
    syntheticKeys: false
  },
  {
    id: 'terraform',
    label: 'Terraform (HCL)',
    formats: ['hcl'],
    oneTable: false,
    generatedItems: false,
    syntheticKeys: false
  },
  {
    id: 'cdk',
    label: 'AWS CDK stack (TypeScript)',
    formats: ['ts'],
    oneTable: false,
    generatedItems: false,
    syntheticKeys: false
  },
  {
    id: 'electrodb',
    label: 'ElectroDB entities (TypeScript)',
    formats: ['ts'],
    oneTable: false,
    generatedItems: false,
    syntheticKeys: false
  },
  {
    id: 'toolbox',
    label: 'DynamoDB-Toolbox entities (TypeScript)',
    formats: ['ts'],
    oneTable: false,
    generatedItems: false,
    syntheticKeys: false
  },
  {
    id: 'onetable',
    label: 'OneTable schema (TypeScript)',
    formats: ['ts'],
    oneTable: false,
    generatedItems: false,
    syntheticKeys: false
  }
];
