import { stringify } from 'yaml';
import { utf8Length } from '../keys/compare-utf8.ts';
import type { Design } from '../model/design.ts';
import { cutText } from '../text/cut-text.ts';
import {
  cloudFormationProperties,
  type CloudFormationTableProperties
} from './cloud-formation-properties.ts';
import { createTableInput } from './create-table-input.ts';

export interface CloudFormationTemplate {
  AWSTemplateFormatVersion: '2010-09-09';
  Description: string;
  /** A custom key of the template's Metadata section: the whole provenance note. */
  Metadata?: { Keyscope: { Provenance: string } };
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
 * `provenance` (where a live set's items were read, `ExportRequest.provenance`) follows the
 * design's name in the template's `Description`, which CloudFormation shows with the stack; it
 * caps that field at 1024 bytes, so a longer one is cut there with "…", and the whole note is
 * also in the template's `Metadata` section, whose custom keys CloudFormation keeps and ignores
 * (https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/metadata-section-structure.html),
 * under `Keyscope.Provenance`.
 *
 * @example
 * cloudFormationTemplate(gaming, { format: 'yaml' });
 * // 'AWSTemplateFormatVersion: "2010-09-09"\nDescription: …\nResources:\n  BattleRoyaleTable:\n …'
 */
export function cloudFormationTemplate(
  design: Design,
  options: { format: 'json' | 'yaml'; tables?: readonly string[]; provenance?: string }
): string {
  const Resources: CloudFormationTemplate['Resources'] = {};
  for (const t of design.tables) {
    if (options.tables && !options.tables.includes(t.name)) continue;
    Resources[logicalId(t.name, Resources)] = {
      Type: 'AWS::DynamoDB::Table',
      Properties: cloudFormationProperties(createTableInput(t))
    };
  }
  const note = options.provenance?.trim() ?? '';
  const about = `DynamoDB tables of the Keyscope design ${JSON.stringify(design.name.slice(0, 200))}`;
  const template: CloudFormationTemplate = {
    AWSTemplateFormatVersion: '2010-09-09',
    Description: fitBytes(note ? `${about}. ${note}` : about, DESCRIPTION_BYTES),
    ...(note ? { Metadata: { Keyscope: { Provenance: note } } } : {}),
    Resources
  };
  return options.format === 'json'
    ? JSON.stringify(template, null, 2) + '\n'
    : stringify(template, { version: '1.1', lineWidth: 0 });
}

/**
 * CloudFormation's cap on a template's Description, in bytes (CloudFormation's, not DynamoDB's):
 * https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/template-description-structure.html
 */
const DESCRIPTION_BYTES = 1024;

/** `text` cut (with "…", by `cutText`) to at most `max` bytes of UTF-8. */
function fitBytes(text: string, max: number): string {
  if (utf8Length(text) <= max) return text;
  // Each character is at most 3 bytes (a surrogate pair, 4, is 2 characters), "…" is 3.
  let n = Math.floor((max - 3) / 3);
  while (n < text.length && utf8Length(cutText(text, n + 1)) <= max) n++;
  return cutText(text, n);
}

function logicalId(table: string, taken: Record<string, unknown>): string {
  const words = table.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0);
  const base = `${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}Table`;
  let id = base;
  for (let n = 2; Object.prototype.hasOwnProperty.call(taken, id); n++) id = `${base}${n}`;
  return id;
}
