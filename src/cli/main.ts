import { analyzeDesign } from '../core/analysis/analyze-design.ts';
import { checkReport } from '../core/formats/check-report.ts';
import { patternFindings } from '../core/analysis/pattern-findings.ts';
import { runQuery } from '../core/query/run-query.ts';
import { paginateQuery } from '../core/query/paginate-query.ts';
import { escapeControl } from './escape-control.ts';
import { formatCheckText } from './format-check-text.ts';
import { CHUNK_SIZE, jsonChunks } from './json-chunks.ts';
import { parseQueryArgs } from './parse-query-args.ts';
import { readDesignFile, STDIN, type ReadResult } from './read-design-file.ts';

export interface Io {
  /**
   * Write to standard output. A promise returned means "wait before the next write": the
   * stream's buffer is full (backpressure), so a large report never piles up in memory.
   */
  out(text: string): void | Promise<void>;
  err(text: string): void;
  /** Standard input, read for the file name `-`. */
  stdin?: AsyncIterable<Uint8Array | string>;
}

const USAGE = `usage:
  keyscope check <file> [--json] [--full]
      Check a Keyscope design or NoSQL Workbench model: collections, collisions, errors.
      Exit 0 clean, 1 errors or collisions found, 2 file unreadable. <file> - reads standard input.
  keyscope query <file> --table-name T [--index-name I] --key-condition-expression '…'
      [--expression-attribute-values '{…}'] [--expression-attribute-names '{…}']
      [--no-scan-index-forward] [--limit N] [--consistent-read]
      [--return-consumed-capacity TOTAL|INDEXES] [--select COUNT]
      [--exclusive-start-key '{…LastEvaluatedKey…}'] [--projection-expression 'a, b.c, d[0]']
      [--filter-expression 'size(tags) > :n AND NOT begins_with(#s, :p)']
      [--max-items N] [--page-size N] [--starting-token T] [--no-paginate]
      Answer as 'aws dynamodb query' would if the design's items were in a real table.
`;

/**
 * Text for standard error: each line escaped (`escapeControl`), since messages quote the input
 * (file names, flags, expressions, names); the usage text is ours and is appended as it is.
 */
function message(lines: readonly string[], usage = false): string {
  return lines.map((l) => escapeControl(l) + '\n').join('') + (usage ? USAGE : '');
}

/** Write chunks to standard output one at a time, waiting whenever the stream asks to. */
async function write(io: Io, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    const wait = io.out(chunk);
    if (wait) await wait;
  }
}

/** Lines (already safe) joined into chunks of about CHUNK_SIZE, never one string. */
function* chunked(lines: Iterable<string>): Generator<string> {
  let buffer = '';
  for (const line of lines) {
    buffer += line + '\n';
    if (buffer.length >= CHUNK_SIZE) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/** A value as indented JSON in chunks (`jsonChunks`), then a newline. */
function* json(value: unknown, indent: number): Generator<string> {
  yield* jsonChunks(value, indent);
  yield '\n';
}

/** Run the CLI; returns the exit code. Pure of process globals so tests can drive it. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'check') return check(rest, io);
  if (command === 'query') return query(rest, io);
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(USAGE);
    return 0;
  }
  io.err(
    message([command === undefined ? 'no command given' : `unknown command "${command}"`], true)
  );
  return 2;
}

/** What is wrong with a file that could not be loaded, one line per finding. */
function problems(loaded: Exclude<ReadResult, { ok: true }>): string[] {
  return 'unreadable' in loaded
    ? [loaded.unreadable]
    : loaded.findings.map((f) => `${f.path}: ${f.message}`);
}

/** `keyscope: <file>: <first problem>`, then one line per further problem. */
const located = (file: string, lines: readonly string[]): string[] => [
  `keyscope: ${label(file)}: ${lines[0] ?? ''}`,
  ...lines.slice(1)
];

/** How a file is named in messages and the report: `-` is standard input. */
const label = (file: string): string => (file === STDIN ? '(standard input)' : file);

async function check(args: readonly string[], io: Io): Promise<number> {
  const asJson = args.includes('--json');
  const full = args.includes('--full');
  const unknown = args.find((a) => a.startsWith('--') && a !== '--json' && a !== '--full');
  if (unknown) {
    io.err(message([`unknown option ${unknown}`], true));
    return 2;
  }
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1) {
    io.err(message(['give exactly one design file'], true));
    return 2;
  }
  const file = files[0]!;
  const loaded = await readDesignFile(file, io.stdin);
  if (!loaded.ok) {
    const lines = problems(loaded);
    if (asJson)
      await write(
        io,
        json({ error: lines.join('\n'), findings: 'findings' in loaded ? loaded.findings : [] }, 2)
      );
    io.err(message(located(file, lines)));
    return 2;
  }
  const analysis = analyzeDesign(loaded.design);
  const report = checkReport(
    analysis,
    { name: loaded.design.name, source: loaded.source },
    loaded.findings,
    patternFindings(loaded.design, analysis)
  );
  await write(io, asJson ? json(report, 2) : chunked(formatCheckText(report, label(file), full)));
  return report.summary.errors > 0 || report.summary.collisions > 0 ? 1 : 0;
}

/** The AWS CLI's wording for an error DynamoDB answers, so scripts that grep for it keep working. */
function awsError(error: { name: string; message: string }): string {
  return `An error occurred (${error.name}) when calling the Query operation: ${error.message}`;
}

async function query(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseQueryArgs(args);
  if (!parsed.ok && parsed.validation) {
    io.err(message([awsError({ name: 'ValidationException', message: parsed.error })]));
    return 1;
  }
  if (!parsed.ok) {
    io.err(message([`keyscope query: ${parsed.error}`], true));
    return 2;
  }
  const loaded = await readDesignFile(parsed.file, io.stdin);
  if (!loaded.ok) {
    io.err(message(located(parsed.file, problems(loaded))));
    return 2;
  }
  const analysis = analyzeDesign(loaded.design, { checkItemSizes: false });
  const answer = parsed.paging
    ? paginateQuery(analysis, parsed.request, parsed.paging)
    : runQuery(analysis, parsed.request);
  if (!answer.ok && 'badToken' in answer) {
    io.err(message([`keyscope query: ${answer.badToken}`]));
    return 2;
  }
  if (!answer.ok) {
    io.err(message([awsError(answer.error)]));
    return 1;
  }
  await write(io, json(answer.response, 4));
  return 0;
}
