import { analyzeDesign } from '../core/analysis/analyze-design.ts';
import { CODE_LANGUAGES } from '../core/code/code-languages.ts';
import { patternFindings } from '../core/query/pattern-findings.ts';
import { paginateQuery } from '../core/query/paginate-query.ts';
import { runQuery } from '../core/query/run-query.ts';
import { checkReport } from '../core/report/check-report.ts';
import { heatReport } from '../core/heat/heat-report.ts';
import { codeCommand } from './code-command.ts';
import { exportCommand } from './export-command.ts';
import { formatCheckText } from './format-check-text.ts';
import type { Io } from './io.ts';
import { jsonChunks } from './json-chunks.ts';
import { lineChunks } from './line-chunks.ts';
import { loadProblems } from './load-problems.ts';
import { parseQueryArgs } from './parse-query-args.ts';
import { readDesignFile } from './read-design-file.ts';
import { lessonCommand } from './lesson-command.ts';
import { sourceLabel } from './source-label.ts';
import { stderrLines } from './stderr-lines.ts';
import { writeChunks } from './write-chunks.ts';
import { inferCommand, INFER_USAGE } from './infer-command.ts';

const USAGE = `usage:
  keyscope check <design> [--json] [--full]
      Check a Keyscope design, NoSQL Workbench model or share link: collections, collisions,
      errors, hot partitions, capacity and monthly cost under the design's workload.
      Exit 0 clean, 1 errors (a hot partition included) or collisions found, 2 design unreadable.
      <design> - reads standard input.
  keyscope export <design> --to workbench|create-table|cloudformation|terraform|cdk|electrodb|toolbox|onetable|keyscope
      [--table NAME] [--format json|yaml] [--synthetic-keys]
      Write the design in another tool's format to standard output (notes on standard error).
      --table picks one table (create-table needs it when there are several); --format yaml
      is for cloudformation; --synthetic-keys writes a multi-attribute index into a workbench
      model with one string attribute per key part instead of leaving it out.
      Exit 0 written, 2 bad arguments or design unreadable.
  keyscope query <design> --table-name T [--index-name I] --key-condition-expression '…'
      [--expression-attribute-values '{…}'] [--expression-attribute-names '{…}']
      [--no-scan-index-forward] [--limit N] [--consistent-read]
      [--return-consumed-capacity TOTAL|INDEXES] [--select COUNT]
      [--exclusive-start-key '{…LastEvaluatedKey…}'] [--projection-expression 'a, b.c, d[0]']
      [--filter-expression 'size(tags) > :n AND NOT begins_with(#s, :p)']
      [--max-items N] [--page-size N] [--starting-token T] [--no-paginate]
      Answer as 'aws dynamodb query' would if the design's items were in a real table.
  keyscope code <design> --pattern NAME|--all --lang ${[...CODE_LANGUAGES.keys()].join('|')}
      Write an access pattern as a program that runs it and prints the items it reads (--all:
      every pattern, each after a header line). Exit 0 written, 1 --all left out a pattern
      that is not one request, 2 bad arguments, unknown pattern or design unreadable.
${INFER_USAGE}  keyscope lesson <lesson.json> [--json]
      Verify a lesson: the file is valid, each step's starting design fails one of its checks
      and its solution passes them all. Exit 0 ok, 1 a step fails, 2 lesson unreadable.
`;

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
  if (command === 'export') return exportCommand(rest, io, USAGE);
  if (command === 'code') return codeCommand(rest, io, USAGE);
  if (command === 'infer') return inferCommand(rest, io, io.env ?? process.env);
  if (command === 'lesson') return lessonCommand(rest, io, USAGE);
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(USAGE);
    return 0;
  }
  io.err(
    stderrLines(
      [command === undefined ? 'no command given' : `unknown command "${command}"`],
      USAGE
    )
  );
  return 2;
}

async function check(args: readonly string[], io: Io): Promise<number> {
  const asJson = args.includes('--json');
  const full = args.includes('--full');
  const unknown = args.find((a) => a.startsWith('--') && a !== '--json' && a !== '--full');
  if (unknown) {
    io.err(stderrLines([`unknown option ${unknown}`], USAGE));
    return 2;
  }
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1) {
    io.err(stderrLines(['give exactly one design file'], USAGE));
    return 2;
  }
  const file = files[0]!;
  const loaded = await readDesignFile(file, io.stdin);
  if (!loaded.ok) {
    if (asJson)
      await writeChunks(
        io,
        json(
          {
            error: loadProblems(loaded).join('\n'),
            findings: 'findings' in loaded ? loaded.findings : []
          },
          2
        )
      );
    io.err(stderrLines(loadProblems(loaded, file)));
    return 2;
  }
  const analysis = analyzeDesign(loaded.design);
  const report = checkReport(
    analysis,
    { name: loaded.design.name, source: loaded.source },
    loaded.findings,
    patternFindings(loaded.design, analysis),
    heatReport(loaded.design, analysis, { topKeys: 1 })
  );
  await writeChunks(
    io,
    asJson ? json(report, 2) : lineChunks(formatCheckText(report, sourceLabel(file), full))
  );
  return report.summary.errors > 0 || report.summary.collisions > 0 ? 1 : 0;
}

/** The AWS CLI's wording for an error DynamoDB answers, so scripts that grep for it keep working. */
function awsError(error: { name: string; message: string }): string {
  return `An error occurred (${error.name}) when calling the Query operation: ${error.message}`;
}

async function query(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseQueryArgs(args);
  if (!parsed.ok && parsed.validation) {
    io.err(stderrLines([awsError({ name: 'ValidationException', message: parsed.error })]));
    return 1;
  }
  if (!parsed.ok) {
    io.err(stderrLines([`keyscope query: ${parsed.error}`], USAGE));
    return 2;
  }
  const loaded = await readDesignFile(parsed.file, io.stdin);
  if (!loaded.ok) {
    io.err(stderrLines(loadProblems(loaded, parsed.file)));
    return 2;
  }
  const analysis = analyzeDesign(loaded.design, { checkItemSizes: false });
  const answer = parsed.paging
    ? paginateQuery(analysis, parsed.request, parsed.paging)
    : runQuery(analysis, parsed.request);
  if (!answer.ok && 'badToken' in answer) {
    io.err(stderrLines([`keyscope query: ${answer.badToken}`]));
    return 2;
  }
  if (!answer.ok) {
    io.err(stderrLines([awsError(answer.error)]));
    return 1;
  }
  await writeChunks(io, json(answer.response, 4));
  return 0;
}
