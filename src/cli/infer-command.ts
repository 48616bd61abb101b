import { nativeDesign } from '../core/formats/native-design.ts';
import { inferDesign } from '../core/infer/infer-design.ts';
import type { AttributeMap } from '../core/model/attribute-value.ts';
import { defaultReadBudget } from '../core/reading/default-read-budget.ts';
import type { ReadProblem } from '../core/reading/read-problem.ts';
import { designTable } from '../core/table-description/design-table.ts';
import { classifyError } from '../live/classify-error.ts';
import { createLiveClient, type LiveClient } from '../live/create-live-client.ts';
import { CredentialsHolder } from '../live/credentials-holder.ts';
import { describeTable } from '../live/describe-table.ts';
import { checkTarget, EMULATOR_CREDENTIALS, type LiveTarget } from '../live/live-target.ts';
import { readItems } from '../live/read-items.ts';
import { withoutItems } from '../core/items/without-items.ts';
import type { Io } from './io.ts';
import { jsonChunks } from './json-chunks.ts';
import { stderrLines } from './stderr-lines.ts';
import { writeChunks } from './write-chunks.ts';

/** What the command writes through. */
type InferIo = Pick<Io, 'out' | 'err'>;

export const INFER_USAGE = `  keyscope infer --table NAME [--endpoint URL] [--region R] [--max-items N] [--templates-only]
      Read a live table (Scan, read-only) and print the design inferred from its items as
      Keyscope JSON, loadable by 'keyscope check'. --templates-only prints the design without
      the items it was inferred from (keys, templates, indexes; no table data). Credentials come from the AWS SDK's default
      chain (environment, profile, SSO…); emulators on loopback need none.
      Exit 0 printed, 1 the table could not be read, 2 bad arguments.
`;

const FLAGS = new Set(['--table', '--endpoint', '--region', '--max-items']);

/** `keyscope infer`: returns the exit code. `env` is the process environment (injected for tests). */
export async function inferCommand(
  args: readonly string[],
  cli: Io,
  env: Readonly<Record<string, string | undefined>>
): Promise<number> {
  // Messages quote what the server answered (table names, errors): escape every line.
  const io: InferIo = {
    out: cli.out,
    err: (text) => cli.err(stderrLines(text.replace(/\n$/, '').split('\n')))
  };
  const values = new Map<string, string>();
  let templatesOnly = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--templates-only') {
      templatesOnly = true;
      continue;
    }
    const [flag, inline] = a.includes('=')
      ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
      : [a, undefined];
    if (!FLAGS.has(flag)) return usage(io, `unknown argument "${a}"`);
    const value = inline ?? args[++i];
    if (value === undefined || value.startsWith('--')) return usage(io, `${flag} needs a value`);
    values.set(flag, value);
  }
  const table = values.get('--table');
  if (!table) return usage(io, 'give the table to read with --table NAME');
  const maxText = values.get('--max-items');
  const maxItems = maxText === undefined ? 100_000 : Number(maxText);
  if (!Number.isInteger(maxItems) || maxItems < 1)
    return usage(io, `--max-items must be a whole number of at least 1, got "${maxText}"`);
  const endpoint = values.get('--endpoint');
  const region = values.get('--region') ?? env['AWS_REGION'] ?? env['AWS_DEFAULT_REGION'];
  const target: LiveTarget | undefined = endpoint
    ? { kind: 'endpoint', endpoint, ...(region ? { region } : {}) }
    : region
      ? { kind: 'region', region }
      : undefined;
  if (!target) return usage(io, 'give --region (or set AWS_REGION), or --endpoint for an emulator');
  const checked = checkTarget(target, 'node');
  if (!checked.ok) return usage(io, checked.error);

  let client = createLiveClient({ target, credentials: 'sdk-default', where: 'node' });
  try {
    let description;
    try {
      description = await describeTable(client, table);
    } catch (error) {
      const problem = classifyError(error, {
        operation: 'DescribeTable',
        target: client.target,
        table
      });
      // Emulators accept any credentials: with none in the environment, sign with placeholders.
      if (problem.kind !== 'credentials' || !client.target.local) return fail(io, problem);
      io.err(
        'keyscope infer: no AWS credentials found; signing with placeholder ones, which emulators accept\n'
      );
      client.destroy();
      const holder = new CredentialsHolder();
      holder.set(EMULATOR_CREDENTIALS);
      client = createLiveClient({ target, credentials: holder, where: 'node' });
      try {
        description = await describeTable(client, table);
      } catch (again) {
        return fail(
          io,
          classifyError(again, { operation: 'DescribeTable', target: client.target, table })
        );
      }
    }
    const budget = defaultReadBudget({
      billing: description.billing.mode,
      ...(description.billing.mode === 'PROVISIONED'
        ? { readCapacityUnits: description.billing.readCapacityUnits }
        : description.billing.maxReadRequestUnits
          ? { maxReadRequestUnits: description.billing.maxReadRequestUnits }
          : {}),
      local: client.target.local
    });
    const items = await scanAll(client, table, maxItems, budget, io);
    if (!Array.isArray(items)) return fail(io, items);
    const { table: designed, notes } = designTable(description);
    const inferred = inferDesign(designed, items);
    for (const note of [...notes, ...inferred.notes]) io.err(`keyscope infer: ${note}\n`);
    const design = templatesOnly ? withoutItems(inferred.design) : inferred.design;
    await writeChunks(cli, [...jsonChunks(nativeDesign(design), 2), '\n']);
    return 0;
  } finally {
    client.destroy();
  }
}

async function scanAll(
  client: LiveClient,
  table: string,
  maxItems: number,
  budget: number | null,
  io: InferIo
): Promise<AttributeMap[] | ReadProblem> {
  const items: AttributeMap[] = [];
  for await (const event of readItems(
    client,
    { kind: 'scan', table },
    { limits: { maxItems }, budget }
  )) {
    if (event.kind === 'page') for (const item of event.items) items.push(item);
    if (event.kind !== 'end') continue;
    if (event.problem) return event.problem;
    const p = event.progress;
    io.err(
      `keyscope infer: read ${p.items} item(s) from "${table}" in ${p.pages} page(s), ${p.readUnits} read unit(s)${budget ? ` at up to ${budget} per second` : ''}\n`
    );
    if (event.reason === 'item-cap' || event.reason === 'byte-cap')
      io.err(
        `keyscope infer: stopped at ${event.reason === 'item-cap' ? `--max-items ${maxItems}` : 'the 100 MB cap'}; the design is inferred from what was read\n`
      );
  }
  return items;
}

function fail(io: InferIo, problem: ReadProblem): number {
  io.err(`keyscope infer: ${problem.message}\n  ${problem.fix}\n`);
  return 1;
}

function usage(io: InferIo, error: string): number {
  io.err(`keyscope infer: ${error}\nusage:\n${INFER_USAGE}`);
  return 2;
}
