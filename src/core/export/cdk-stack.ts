import type { Design } from '../model/design.ts';
import { cdkTable } from './cdk-table.ts';
import { createTableInput } from './create-table-input.ts';
import { tsString } from '../text/ts-string.ts';

/** A CDK stack module and what it writes otherwise than the design says. */
export interface CdkStack {
  /** The TypeScript module. */
  readonly text: string;
  /** Sentences for people, one per provisioned table (its write capacity). */
  readonly notes: readonly string[];
}

/**
 * An AWS CDK stack as a TypeScript module a developer saves in their CDK app: a `Stack` class
 * with one `TableV2` (aws-cdk-lib/aws-dynamodb) per table of the design (or the tables named in
 * `tables`), each derived from the table's CreateTable input, the one home of a table's
 * definition (`cdkTable` writes it). The class is the design's name in PascalCase plus `Stack`
 * and holds its tables by name (`tables`, a Map), so the app can grant access to them. A header
 * comment says what the module was exported from and how to use it; the design's name in it is
 * a `tsString` literal and `provenance` (`ExportRequest.provenance`) one line with its line
 * breaks and invisible marks made spaces, so neither can end the comment or hide in it.
 * https://docs.aws.amazon.com/cdk/v2/guide/stacks.html
 *
 * TableV2 takes write capacity only as auto scaling, so a provisioned table's write units are
 * auto scaling pinned there (min = max); `notes` says so for each such table.
 *
 * @example
 * cdkStack(gaming).text.split('\n')[0];
 * // '// An AWS CDK stack with the DynamoDB tables of the Keyscope design "Battle royale gaming".'
 */
export function cdkStack(
  design: Design,
  options: { tables?: readonly string[]; provenance?: string } = {}
): CdkStack {
  const inputs = design.tables
    .filter((t) => !options.tables || options.tables.includes(t.name))
    .map(createTableInput);
  const ids = new Set<string>();
  const tables = inputs.map((input) => cdkTable(input, constructId(input.TableName, ids)));
  const provisioned = inputs.filter((i) => i.ProvisionedThroughput);
  const imports = [
    'AttributeType',
    'Billing',
    ...(provisioned.length ? ['Capacity'] : []),
    ...(inputs.some((i) => i.GlobalSecondaryIndexes || i.LocalSecondaryIndexes)
      ? ['ProjectionType']
      : []),
    'TableV2'
  ];
  const stack = className(design.name);
  const note = (options.provenance ?? '').replace(LINE_BREAKING, ' ').trim();
  const text = [
    `// An AWS CDK stack with the DynamoDB tables of the Keyscope design ${tsString(design.name)}.`,
    ...(note ? [`// ${note}`] : []),
    '//',
    '// Save this file in your CDK app (in lib/, say) and create the stack in its entry point:',
    `//   new ${stack}(app, ${tsString(stack)});`,
    '// then `npx cdk synth` shows the template and `npx cdk deploy` creates the tables.',
    '// Each table is a TableV2 (aws-cdk-lib/aws-dynamodb): an AWS::DynamoDB::GlobalTable with one',
    '// replica, in the stack\u2019s region, named explicitly; CDK keeps it when the stack is',
    '// deleted (RemovalPolicy.RETAIN, its default). `tables` holds them by name, to grant access:',
    '// stack.tables.get(name)!.grantReadData(fn). Items, entities, key templates, access patterns',
    '// and the workload are not part of the stack.',
    '',
    "import { Stack, type StackProps } from 'aws-cdk-lib';",
    `import { ${imports.join(', ')} } from 'aws-cdk-lib/aws-dynamodb';`,
    "import type { Construct } from 'constructs';",
    '',
    `export class ${stack} extends Stack {`,
    '  /** The tables by their names. */',
    '  readonly tables = new Map<string, TableV2>();',
    '',
    '  constructor(scope: Construct, id: string, props?: StackProps) {',
    '    super(scope, id, props);',
    ...tables.flatMap((lines) => ['', ...lines.map((line) => `    ${line}`)]),
    '  }',
    '}',
    ''
  ].join('\n');
  return {
    text,
    notes: provisioned.map(
      (i) =>
        `table ${tsString(i.TableName)} is provisioned: TableV2 takes write capacity only as auto scaling, so its ${i.ProvisionedThroughput!.WriteCapacityUnits} write units are auto scaling pinned there (minCapacity = maxCapacity)`
    )
  };
}

/**
 * Control characters (line ends among them), the Unicode line and paragraph separators, and the
 * invisible and direction marks that could hide or reorder what a reader of the comment sees.
 */
const LINE_BREAKING = /[\p{Cc}\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]+/gu;

/** The design's name in PascalCase plus `Stack`: a class name, whatever the design is called. */
function className(design: string): string {
  const words = pascal(design);
  if (words === '') return 'KeyscopeStack';
  return `${/^[0-9]/.test(words) ? 'Design' : ''}${words}Stack`;
}

/** The table's name in PascalCase plus `Table`, unique in the stack, as the CloudFormation export's logical IDs. */
function constructId(table: string, taken: Set<string>): string {
  const base = `${pascal(table)}Table`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
  taken.add(id);
  return id;
}

function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}
