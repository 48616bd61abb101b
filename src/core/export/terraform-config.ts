import type { Design } from '../model/design.ts';
import { createTableInput, type CreateTableInput } from './create-table-input.ts';
import { hclString } from './hcl-string.ts';

type Value = string | number | readonly string[];
/** A block's body in order: attributes (`name = value`) and nested blocks. */
type Body = ([string, Value] | [string, Body, 'block'])[];

/**
 * Terraform configuration (HCL) with one `aws_dynamodb_table` resource per table of the design
 * (or the tables named in `tables`), derived from the table's CreateTable input.
 * https://registry.terraform.io/providers/hashicorp/aws/latest/docs/resources/dynamodb_table
 *
 * Written by a small emitter rather than a library: the npm HCL packages are Go compiled to
 * WebAssembly (megabytes, Node-oriented) or parsers only, and this output needs strings, numbers,
 * lists of strings and nested blocks — quoting is `hclString`'s job. Resource names are the table
 * names with `_` for every character but letters, digits and `_` (the usual Terraform style). Equals signs are
 * aligned as `terraform fmt` aligns them.
 *
 * `provenance` (where a live set's items were read, `ExportRequest.provenance`) is a comment
 * line under the header comment: HCL has no description field for a configuration, and a
 * comment is what a reader of the file sees. Its line breaks and other control characters
 * become spaces, so the note stays one comment line and never becomes configuration.
 *
 * @example
 * terraformConfig(gaming);
 * // 'resource "aws_dynamodb_table" "battle_royale" {\n  name         = "battle-royale"\n …'
 */
export function terraformConfig(
  design: Design,
  options: { tables?: readonly string[]; provenance?: string } = {}
): string {
  const names = new Set<string>();
  const blocks = design.tables
    .filter((t) => !options.tables || options.tables.includes(t.name))
    .map((t) => {
      const label = resourceName(t.name, names);
      return `resource "aws_dynamodb_table" ${hclString(label)} {\n${body(tableBody(createTableInput(t)), 1)}}\n`;
    });
  const note = (options.provenance ?? '').replace(LINE_BREAKING, ' ').trim();
  const header =
    `# DynamoDB tables of the Keyscope design ${JSON.stringify(design.name)}.\n` +
    (note ? `# ${note}\n` : '');
  return [header, ...blocks].join('\n');
}

/** Control characters (line ends among them) and the Unicode line and paragraph separators. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

function tableBody(input: CreateTableInput): Body {
  const key = (ks: CreateTableInput['KeySchema'], type: 'HASH' | 'RANGE') =>
    ks.find((k) => k.KeyType === type)?.AttributeName;
  const keys = (ks: CreateTableInput['KeySchema']): Body => {
    const hash = key(ks, 'HASH');
    const range = key(ks, 'RANGE');
    return [
      ...(hash ? [['hash_key', hash] as [string, Value]] : []),
      ...(range ? [['range_key', range] as [string, Value]] : [])
    ];
  };
  // A multi-attribute key is one key_schema block per attribute, in KeySchema order: the
  // provider's form since its multi-attribute support (hashicorp/aws 6.x, PR #45357), which
  // deprecates a GSI's hash_key and range_key. A one-attribute GSI keeps hash_key/range_key,
  // which every 5.x and 6.x provider reads (they are deprecated, not removed).
  const keySchema = (ks: CreateTableInput['KeySchema']): Body =>
    ks.map((k): [string, Body, 'block'] => [
      'key_schema',
      [
        ['attribute_name', k.AttributeName],
        ['key_type', k.KeyType]
      ],
      'block'
    ]);
  const capacity = (t: CreateTableInput['ProvisionedThroughput']): Body =>
    t
      ? [
          ['read_capacity', t.ReadCapacityUnits],
          ['write_capacity', t.WriteCapacityUnits]
        ]
      : [];
  const projection = (p: { ProjectionType: string; NonKeyAttributes?: string[] }): Body => [
    ['projection_type', p.ProjectionType],
    ...(p.NonKeyAttributes ? [['non_key_attributes', p.NonKeyAttributes] as [string, Value]] : [])
  ];
  return [
    ['name', input.TableName],
    ['billing_mode', input.BillingMode],
    ...keys(input.KeySchema),
    ...capacity(input.ProvisionedThroughput),
    ...input.AttributeDefinitions.map((a): [string, Body, 'block'] => [
      'attribute',
      [
        ['name', a.AttributeName],
        ['type', a.AttributeType]
      ],
      'block'
    ]),
    ...(input.GlobalSecondaryIndexes ?? []).map((g): [string, Body, 'block'] => [
      'global_secondary_index',
      [
        ['name', g.IndexName],
        ...(g.KeySchema.length > 2 || g.KeySchema[1]?.KeyType === 'HASH'
          ? keySchema(g.KeySchema)
          : keys(g.KeySchema)),
        ...projection(g.Projection),
        ...capacity(g.ProvisionedThroughput)
      ],
      'block'
    ]),
    ...(input.LocalSecondaryIndexes ?? []).map((l): [string, Body, 'block'] => [
      'local_secondary_index',
      [
        ['name', l.IndexName],
        ['range_key', key(l.KeySchema, 'RANGE') ?? ''],
        ...projection(l.Projection)
      ],
      'block'
    ])
  ];
}

function body(entries: Body, depth: number): string {
  const pad = '  '.repeat(depth);
  let out = '';
  let i = 0;
  while (i < entries.length) {
    const entry = entries[i]!;
    if (entry.length === 3) {
      out += `${out ? '\n' : ''}${pad}${entry[0]} {\n${body(entry[1], depth + 1)}${pad}}\n`;
      i++;
      continue;
    }
    // A run of attributes, aligned on "=".
    let j = i;
    while (j < entries.length && entries[j]!.length === 2) j++;
    const run = entries.slice(i, j) as [string, Value][];
    const width = Math.max(...run.map(([n]) => n.length));
    if (out) out += '\n';
    for (const [name, value] of run) out += `${pad}${name.padEnd(width)} = ${hclValue(value)}\n`;
    i = j;
  }
  return out;
}

function hclValue(v: Value): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return hclString(v);
  return `[${v.map(hclString).join(', ')}]`;
}

/** A Terraform identifier: letters, digits, `_` and `-`, not starting with a digit; unique. */
function resourceName(table: string, taken: Set<string>): string {
  let base = table.replace(/[^A-Za-z0-9_]/g, '_');
  if (!/^[A-Za-z_]/.test(base)) base = `_${base}`;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  taken.add(name);
  return name;
}
