// The ElectroDB and DynamoDB-Toolbox programs `keyscope code --lang electrodb|toolbox` writes,
// checked by the real libraries (electrodb 3.9, dynamodb-toolbox 2.10). For every access
// pattern of every example:
//  1. one strict `tsc --noEmit` type-checks every program together with the module
//     `keyscope export --to electrodb|toolbox` writes of its design, against the installed
//     libraries (a wrong use of them beside it must fail);
//  2. each program runs as a child process (`node --import tsx file.ts`) against dynalite
//     holding the design's items, the endpoint and region given only through the SDK's
//     environment variables, and must print the items `keyscope query` answers, in order. The
//     libraries reformat items, so they are compared by the table's key attributes;
//  3. a pattern on a multi-attribute GSI (which dynalite refuses) runs against a stand-in
//     endpoint that records the request and answers no items: the library's key condition,
//     its names and values put in, must be Keyscope's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, hostileDesign, node, ROOT, slots, type Exit } from './node-programs.ts';
import { analyzeDesign, type DesignAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import { patternCode } from '../../../src/core/code/pattern-code.ts';
import { patternRequest, type PatternRequest } from '../../../src/core/code/pattern-request.ts';
import { LIBRARY_EXPORTS } from '../../../src/core/libraries/library-exports.ts';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { isMultiKey } from '../../../src/core/model/is-multi-key.ts';
import { paginateQuery } from '../../../src/core/query/paginate-query.ts';
import { renderWithParameters } from '../../../src/core/templates/render-template.ts';
import { fileBase } from '../../../src/core/text/file-base.ts';
import { example } from '../../helpers/example.ts';
import { libraryCodeDesign } from '../../helpers/library-code-design.ts';
import { seedDesignTables } from '../../helpers/seed-design-tables.ts';
import { startDynalite, type LocalDynamo } from '../../live/dynalite-server.ts';

const LANGUAGES = ['electrodb', 'toolbox'] as const;
/** Child processes at once: the suite runs on 2-core machines, beside another test file. */
const CONCURRENCY = 2;
/** Ends only a hung check (tsc, or a program waiting its turn on a busy machine). */
const HUNG = 1_800_000;

interface Subject {
  readonly id: string;
  readonly design: Design;
  readonly analysis: DesignAnalysis;
  readonly dir: string;
}

interface Program {
  readonly label: string;
  readonly subject: Subject;
  readonly request: PatternRequest;
  readonly file: string;
  readonly code: string;
  /** On a multi-attribute GSI: run against the recording endpoint. */
  readonly recorded: boolean;
}

const EXAMPLES = (
  JSON.parse(readFileSync(join(ROOT, 'public/examples/index.json'), 'utf8')) as { id: string }[]
).map((e) => e.id);

const DIR = mkdtempSync(join(ROOT, '.tmp-libraries-code-'));
/** The examples, a design of patterns some library refuses (the others must run), and one of hostile names. */
const SUBJECTS: Subject[] = [...EXAMPLES, 'refusals', 'hostile'].map((id) => {
  const design =
    id === 'refusals' ? libraryCodeDesign() : id === 'hostile' ? hostileDesign() : example(id);
  const dir = join(DIR, id);
  mkdirSync(dir);
  return { id, design, analysis: analyzeDesign(design), dir };
});

const multiKey = (s: Subject, r: PatternRequest): boolean =>
  s.design.tables
    .find((t) => t.name === r.table)!
    .globalSecondaryIndexes.some((g) => g.name === r.index && isMultiKey(g));

const REFUSED: string[] = [];
const PROGRAMS: Program[] = SUBJECTS.flatMap((s) =>
  s.design.accessPatterns.flatMap((pattern, p) => {
    const request = patternRequest(s.analysis, pattern);
    if (typeof request === 'string') throw new Error(`${s.id}: ${request}`);
    return LANGUAGES.flatMap((language) => {
      const label = `${s.id}: ${JSON.stringify(pattern.name)} (${language})`;
      const code = patternCode(s.design, s.analysis, p, language);
      if (!code.ok) {
        REFUSED.push(`${label}: ${code.why}`);
        return [];
      }
      const file = join(s.dir, `pattern-${p}-${language}.ts`);
      return [
        { label, subject: s, request, file, code: code.code, recorded: multiKey(s, request) }
      ];
    });
  })
);

/** The programs run against dynalite: the hostile design's are only type-checked. */
const RUN = PROGRAMS.filter((p) => !p.recorded && p.subject.id !== 'hostile');
const RECORDED = PROGRAMS.filter((p) => p.recorded && p.subject.id !== 'hostile');

/** Programs that use each library wrongly, so the check proves their types are live. */
const CANARIES = new Map([
  ['electrodb', ["pages: 'all'", "pages: 'every'"]],
  ['toolbox', ['entityAttrFilter: false', "entityAttrFilter: 'no'"]]
] as const);

beforeAll(() => {
  const modules: string[] = [];
  for (const s of SUBJECTS)
    for (const language of LANGUAGES) {
      const { write, suffix } = LIBRARY_EXPORTS.get(language)!;
      const file = join(s.dir, `${fileBase(s.design.name)}.${suffix}.ts`);
      writeFileSync(file, write(s.design).text);
      modules.push(file);
    }
  for (const p of PROGRAMS) writeFileSync(p.file, p.code);
  const canaries: string[] = [];
  for (const [language, [right, wrong]] of CANARIES) {
    const played = PROGRAMS.find(
      (p) => p.label === `gaming: "Find all games a user has played" (${language})`
    )!;
    const file = join(played.subject.dir, `canary-${language}.ts`);
    writeFileSync(file, played.code.replace(right, wrong));
    canaries.push(file);
  }
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2022'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    noImplicitReturns: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true
  };
  const files = [...modules, ...PROGRAMS.map((p) => p.file), ...canaries];
  writeFileSync(join(DIR, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }, null, 2));
});
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('the generated ElectroDB and DynamoDB-Toolbox programs', () => {
  it('cover every access pattern of every example', () => {
    const made = (id: string) => id !== 'refusals' && id !== 'hostile';
    expect(REFUSED.filter((r) => made(r.split(':')[0]!))).toEqual([]);
    const examples = SUBJECTS.filter((s) => made(s.id));
    expect(PROGRAMS.filter((p) => made(p.subject.id)).length).toBe(
      examples.reduce((n, s) => n + s.design.accessPatterns.length, 0) * LANGUAGES.length
    );
  });

  it(
    `type-check with the exported modules in one strict tsc, and a wrong use fails`,
    async () => {
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      const r = await node(
        [tsc, '-p', join(DIR, 'tsconfig.json'), '--pretty', 'false'],
        cleanEnv()
      );
      const errors = r.stdout.split('\n').filter((l) => /error TS\d+/.test(l));
      expect(errors.filter((l) => !l.includes('canary-'))).toEqual([]);
      // Each canary's one error: the library's own type refuses the wrong option.
      for (const language of CANARIES.keys())
        expect(errors.filter((l) => l.includes(`canary-${language}.ts(`))).toHaveLength(1);
    },
    HUNG
  );

  describe('run', () => {
    const dynamos = new Map<string, LocalDynamo>();
    const runs = new Map<Program, Promise<Exit>>();
    const recorded = new Map<Program, Record<string, unknown>[]>();
    let recorder: Server | undefined;
    let current: Record<string, unknown>[] = [];

    beforeAll(async () => {
      for (const s of SUBJECTS) {
        const dynamo = await startDynalite();
        dynamos.set(s.id, dynamo);
        await seedDesignTables(dynamo.seeder, s.analysis);
      }
      // The stand-in endpoint: records each request's JSON, answers one empty page.
      recorder = createServer((req, res) => {
        let body = '';
        req.setEncoding('utf8').on('data', (t: string) => (body += t));
        req.on('end', () => {
          current.push(JSON.parse(body) as Record<string, unknown>);
          res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
          res.end('{"Items":[],"Count":0,"ScannedCount":0}');
        });
      });
      await new Promise<void>((ready) => recorder!.listen(0, '127.0.0.1', ready));
      const recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
      const slot = slots(CONCURRENCY);
      // Recorded programs run one at a time (they share the recorder), before the others.
      for (const p of RECORDED) {
        current = [];
        runs.set(p, Promise.resolve(await node(['--import', 'tsx', p.file], env(recorderUrl))));
        recorded.set(p, current);
      }
      for (const p of RUN)
        runs.set(
          p,
          slot(() => node(['--import', 'tsx', p.file], env(dynamos.get(p.subject.id)!.url)))
        );
    }, HUNG);

    afterAll(async () => {
      await Promise.allSettled(runs.values());
      for (const d of dynamos.values()) await d.close();
      await new Promise((done) => (recorder ? recorder.close(done) : done(undefined)));
    }, HUNG);

    it.each(RUN.map((p) => [p.label, p] as const))(
      '%s prints the items keyscope query answers, in order',
      async (_, p) => {
        const exit = await runs.get(p)!;
        expect({
          code: exit.code,
          stderr: exit.stderr.replace(
            /^Consumed capacity: [\d.]+ RCU \(Keyscope computes [\d.]+ RCU\)\n$/,
            ''
          )
        }).toEqual({ code: 0, stderr: '' });
        const expected = keyscopeItems(p.subject.analysis, p.request);
        expect(expected.length).toBe(p.request.items);
        const keys = tableKeys(p.subject, p.request.table);
        const printed = JSON.parse(exit.stdout) as Record<string, unknown>[];
        expect(printed.map((i) => pick(i, keys))).toEqual(
          expected.map((i) => pick(plainItem(i), keys))
        );
      },
      HUNG
    );

    it.skip.each(PROGRAMS.filter((p) => p.subject.id === 'hostile').map((p) => [p.label]))(
      '%s is type-checked but not run: hostile names break the exported modules themselves (ElectroDB refuses the model, the Toolbox some attribute paths)',
      () => {}
    );

    it.each(RECORDED.map((p) => [p.label, p] as const))(
      '%s sends the key condition Keyscope does (recorded: dynalite refuses its index)',
      async (_, p) => {
        const exit = await runs.get(p)!;
        expect(exit.code).toBe(0);
        const sent = recorded.get(p)!;
        expect(sent).toHaveLength(1);
        const input = sent[0]!;
        expect([input['TableName'], input['IndexName']]).toEqual([
          p.request.table,
          p.request.index
        ]);
        expect(condition(input)).toBe(condition(keyscopeInput(p.request)));
      },
      HUNG
    );
  });
});

function env(url: string): NodeJS.ProcessEnv {
  return {
    ...cleanEnv(),
    AWS_ENDPOINT_URL_DYNAMODB: url,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true'
  };
}

/** The Query input Keyscope's request is, its values rendered from the pattern's parameters. */
function keyscopeInput(r: PatternRequest) {
  const params = new Map(r.parameters.map((p) => [p.name, p.example]));
  const values = r.conditions.flatMap((c) =>
    c.placeholders.map((placeholder, i) => {
      const v = c.values[i]!;
      const text = renderWithParameters({ source: '', parts: v.parts, fields: [] }, params);
      if (!text.ok) throw new Error(`no parameter ${text.missing}`);
      return [placeholder, { [v.type]: text.text }] as const;
    })
  );
  return {
    TableName: r.table,
    ...(r.index === null ? {} : { IndexName: r.index }),
    KeyConditionExpression: r.expression,
    ...(r.names.size ? { ExpressionAttributeNames: Object.fromEntries(r.names) } : {}),
    ExpressionAttributeValues: Object.fromEntries(values) as Record<string, AttributeValue>,
    ScanIndexForward: r.scanIndexForward,
    ConsistentRead: r.consistentRead
  };
}

/** What `keyscope query` answers for the request, the pattern's Limit as the most items. */
function keyscopeItems(analysis: DesignAnalysis, r: PatternRequest): AttributeMap[] {
  const answer = paginateQuery(
    analysis,
    keyscopeInput(r),
    r.limit === undefined ? {} : { maxItems: r.limit }
  );
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.response.Items ?? [];
}

/**
 * A key condition with its names and values put in, in a canonical spelling: `AND` as one
 * word, no brackets, so two libraries' placeholders and grouping compare as what they ask.
 */
function condition(input: Record<string, unknown>): string {
  const names = (input['ExpressionAttributeNames'] ?? {}) as Record<string, string>;
  const values = (input['ExpressionAttributeValues'] ?? {}) as Record<string, unknown>;
  return String(input['KeyConditionExpression'])
    .replace(/[#:][A-Za-z0-9_]+/g, (t) =>
      t.startsWith('#') ? (names[t] ?? t) : JSON.stringify(values[t])
    )
    .replace(/[()]/g, ' ')
    .replace(/\band\b/gi, 'AND')
    .replace(/\s+/g, ' ')
    .replace(/begins_with /g, 'begins_with')
    .trim();
}

function tableKeys(s: Subject, table: string): string[] {
  const t = s.design.tables.find((x) => x.name === table)!;
  return [t.partitionKey.name, ...(t.sortKey ? [t.sortKey.name] : [])];
}

function pick(item: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, item[k]]));
}

function plainItem(item: AttributeMap): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, plainValue(v)]));
}

function plainValue(v: AttributeValue): unknown {
  if ('S' in v) return v.S;
  if ('N' in v) return Number(v.N);
  if ('B' in v) return v.B;
  return v;
}
