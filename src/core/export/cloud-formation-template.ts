import { stringify } from 'yaml';
import type { Design } from '../model/design.ts';
import {
  cloudFormationProperties,
  type CloudFormationTableProperties
} from './cloud-formation-properties.ts';
import { createTableInput } from './create-table-input.ts';

export interface CloudFormationTemplate {
  AWSTemplateFormatVersion: '2010-09-09';
  Description: string;
  Resources: Record<
    string,
    { Type: 'AWS::DynamoDB::Table'; Properties: CloudFormationTableProperties }
  >;
}

/**
 * A CloudFormation template with one `AWS::DynamoDB::Table` resource per table of the design
 * (or the tables named in `tables`), as JSON or YAML text.
 * https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/template-anatomy.html
 * https://docs.aws.amazon.com/AWSCloudFormation/latest/TemplateReference/aws-resource-dynamodb-table.html
 *
 * Logical IDs are the table names in PascalCase plus `Table` (`battle-royale` →
 * `BattleRoyaleTable`): CloudFormation allows only A-Z, a-z and 0-9 there. YAML is written as
 * YAML 1.1 through the `yaml` library, so strings such as `yes` or `on`, which a 1.1 reader takes
 * for booleans, are quoted.
 *
 * @example
 * cloudFormationTemplate(gaming, { format: 'yaml' });
 * // 'AWSTemplateFormatVersion: "2010-09-09"\nDescription: …\nResources:\n  BattleRoyaleTable:\n …'
 */
export function cloudFormationTemplate(
  design: Design,
  options: { format: 'json' | 'yaml'; tables?: readonly string[] }
): string {
  const Resources: CloudFormationTemplate['Resources'] = {};
  for (const t of design.tables) {
    if (options.tables && !options.tables.includes(t.name)) continue;
    Resources[logicalId(t.name, Resources)] = {
      Type: 'AWS::DynamoDB::Table',
      Properties: cloudFormationProperties(createTableInput(t))
    };
  }
  const template: CloudFormationTemplate = {
    AWSTemplateFormatVersion: '2010-09-09',
    // CloudFormation caps a template's Description at 1024 bytes.
    Description: `DynamoDB tables of the Keyscope design ${JSON.stringify(design.name.slice(0, 200))}`,
    Resources
  };
  return options.format === 'json'
    ? JSON.stringify(template, null, 2) + '\n'
    : stringify(template, { version: '1.1', lineWidth: 0 });
}

function logicalId(table: string, taken: Record<string, unknown>): string {
  const words = table.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0);
  const base = `${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}Table`;
  let id = base;
  for (let n = 2; Object.prototype.hasOwnProperty.call(taken, id); n++) id = `${base}${n}`;
  return id;
}
