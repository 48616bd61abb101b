/** A format a design can be exported to. */
export type ExportTarget =
  'keyscope' | 'workbench' | 'create-table' | 'cloudformation' | 'terraform';

/**
 * Every export format with what a menu shows for it, in menu order. `formats` lists the text
 * forms a target can be written in (the first is the default); `oneTable` marks targets that
 * describe a single table, so the caller must say which when a design has several.
 *
 * @example
 * EXPORT_TARGETS.map((t) => t.label); // ['Keyscope design (JSON)', 'NoSQL Workbench model', …]
 */
export const EXPORT_TARGETS: readonly {
  readonly id: ExportTarget;
  readonly label: string;
  readonly formats: readonly ('json' | 'yaml' | 'hcl')[];
  readonly oneTable: boolean;
}[] = [
  { id: 'keyscope', label: 'Keyscope design (JSON)', formats: ['json'], oneTable: false },
  { id: 'workbench', label: 'NoSQL Workbench model', formats: ['json'], oneTable: false },
  { id: 'create-table', label: 'CreateTable input (AWS CLI)', formats: ['json'], oneTable: true },
  {
    id: 'cloudformation',
    label: 'CloudFormation template',
    formats: ['json', 'yaml'],
    oneTable: false
  },
  { id: 'terraform', label: 'Terraform (HCL)', formats: ['hcl'], oneTable: false }
];
