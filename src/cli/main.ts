import type { Io } from './io.ts';
import { analyzeDesign } from '../core/analysis/analyze-design.ts';
import { checkReport } from '../core/report/check-report.ts';
import { patternFindings } from '../core/query/pattern-findings.ts';
import { runQuery } from '../core/query/run-query.ts';
import { paginateQuery } from '../core/query/paginate-query.ts';
import { formatCheckText } from './format-check-text.ts';
import { parseQueryArgs } from './parse-query-args.ts';
import { exportCommand } from './export-command.ts';
import { lessonCommand } from './lesson-command.ts';
import { sourceLabel } from './source-label.ts';
import { readDesignFile, unreadableMessage } from './read-design-file.ts';

const USAGE = `usage:
  keyscope check <design> [--json] [--full]
      Check a Keyscope design, NoSQL Workbench model or share link: collections, collisions,
      errors. Exit 0 clean, 1 errors or collisions found, 2 design unreadable.
  keyscope export <design> --to workbench|create-table|cloudformation|terraform|keyscope
      [--table NAME] [--format json|yaml]
      Write the design in another tool's format to standard output (notes on standard error).
      --table picks one table (create-table needs it when there are several); --format yaml
      is for cloudformation. Exit 0 written, 2 bad arguments or design unreadable.
  keyscope query <file> --table-name T [--index-name I] --key-condition-expression '…'
      [--expression-attribute-values '{…}'] [--expression-attribute-names '{…}']
      [--no-scan-index-forward] [--limit N] [--consistent-read]
      [--return-consumed-capacity TOTAL|INDEXES] [--select COUNT]
      [--exclusive-start-key '{…LastEvaluatedKey…}'] [--projection-expression 'a, b.c, d[0]']
      [--filter-expression 'size(tags) > :n AND NOT begins_with(#s, :p)']
      [--max-items N] [--page-size N] [--starting-token T] [--no-paginate]
      Answer as 'aws dynamodb query' would if the design's items were in a real table.
  keyscope lesson <lesson.json> [--json]
      Verify a lesson: the file is valid, each step's starting design fails one of its checks
      and its solution passes them all. Exit 0 ok, 1 a step fails, 2 lesson unreadable.
`;

/** Run the CLI; returns the exit code. Pure of process globals so tests can drive it. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'check') return check(rest, io);
  if (command === 'query') return query(rest, io);
  if (command === 'export') return exportCommand(rest, io, USAGE);
  if (command === 'lesson') return lessonCommand(rest, io, USAGE);
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(USAGE);
    return 0;
  }
  io.err(
    `${command === undefined ? 'no command given' : `unknown command "${command}"`}\n${USAGE}`
  );
  return 2;
}

async function check(args: readonly string[], io: Io): Promise<number> {
  const json = args.includes('--json');
  const full = args.includes('--full');
  const unknown = args.find((a) => a.startsWith('--') && a !== '--json' && a !== '--full');
  if (unknown) {
    io.err(`unknown option ${unknown}\n${USAGE}`);
    return 2;
  }
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1) {
    io.err(`give exactly one design file\n${USAGE}`);
    return 2;
  }
  const file = files[0]!;
  const loaded = await readDesignFile(file);
  if (!loaded.ok) {
    const message = unreadableMessage(loaded);
    if (json)
      io.out(
        JSON.stringify(
          { error: message, findings: 'findings' in loaded ? loaded.findings : [] },
          null,
          2
        ) + '\n'
      );
    io.err(`keyscope: ${sourceLabel(file)}: ${message}\n`);
    return 2;
  }
  const analysis = analyzeDesign(loaded.design);
  const report = checkReport(
    analysis,
    { name: loaded.design.name, source: loaded.source },
    loaded.findings,
    patternFindings(loaded.design, analysis)
  );
  io.out(
    json ? JSON.stringify(report, null, 2) + '\n' : formatCheckText(report, sourceLabel(file), full)
  );
  return report.summary.errors > 0 || report.summary.collisions > 0 ? 1 : 0;
}

async function query(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseQueryArgs(args);
  if (!parsed.ok) {
    io.err(`keyscope query: ${parsed.error}\n${USAGE}`);
    return 2;
  }
  const loaded = await readDesignFile(parsed.file);
  if (!loaded.ok) {
    io.err(`keyscope: ${sourceLabel(parsed.file)}: ${unreadableMessage(loaded)}\n`);
    return 2;
  }
  const analysis = analyzeDesign(loaded.design, { checkItemSizes: false });
  const answer = parsed.paging
    ? paginateQuery(analysis, parsed.request, parsed.paging)
    : runQuery(analysis, parsed.request);
  if (!answer.ok && 'badToken' in answer) {
    io.err(`keyscope query: ${answer.badToken}\n`);
    return 2;
  }
  if (!answer.ok) {
    // The AWS CLI's wording, so scripts that grep for it keep working.
    io.err(
      `An error occurred (${answer.error.name}) when calling the Query operation: ${answer.error.message}\n`
    );
    return 1;
  }
  io.out(JSON.stringify(answer.response, null, 4) + '\n');
  return 0;
}
