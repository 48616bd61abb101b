// `keyscope code`: its arguments, its errors, and the code it writes for one pattern or all.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { parseCodeArgs } from '../../src/cli/parse-code-args.ts';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { CODE_LANGUAGES } from '../../src/core/code/code-languages.ts';
import { patternCode } from '../../src/core/code/pattern-code.ts';
import { patternRequest } from '../../src/core/code/pattern-request.ts';
import { typescriptCode } from '../../src/core/code/typescript-code.ts';
import type { Design } from '../../src/core/model/design.ts';
import { example } from '../helpers/example.ts';

const GAMING = 'public/examples/gaming.json';
/** The languages as the errors list them, whatever else the registry holds. */
const LANGS = [...CODE_LANGUAGES].map(([id, l]) => `${id} (${l.label})`).join(', ');

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t)
  });
  return { code, out, err };
}

function code(d: Design, name: string, flavour: 'client' | 'document'): string {
  const r = patternRequest(
    analyzeDesign(d),
    d.accessPatterns.find((p) => p.name === name)!
  );
  if (typeof r === 'string') throw new Error(r);
  return typescriptCode(r, flavour);
}

const tmp = mkdtempSync(join(tmpdir(), 'keyscope-code-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type RawPattern = Record<string, unknown>;
let files = 0;

/** The gaming example's file with its access patterns (as the file holds them) changed. */
function gamingWith(patterns: (ps: RawPattern[]) => RawPattern[]): string {
  const raw = JSON.parse(readFileSync(GAMING, 'utf8')) as { accessPatterns: RawPattern[] };
  const file = join(tmp, `gaming-${files++}.json`);
  writeFileSync(file, JSON.stringify({ ...raw, accessPatterns: patterns(raw.accessPatterns) }));
  return file;
}

describe('keyscope code arguments', () => {
  it.each<[string[], string]>([
    [[], 'give the design whose access patterns to write (a file or a share link)'],
    [['a.json', 'b.json', '--all', '--lang', 'ts'], 'give one design, got 2: "a.json", "b.json"'],
    [
      [GAMING, '--lang', 'ts'],
      'give --pattern NAME for one access pattern, or --all for every one'
    ],
    [[GAMING, '--all', '--pattern', 'x', '--lang', 'ts'], 'give --pattern NAME or --all, not both'],
    [[GAMING, '--all'], `--lang is required: one of ${LANGS}`],
    [
      [GAMING, '--all', '--lang', 'java'],
      `--lang "java" is not a language keyscope writes; use one of ${LANGS}`
    ],
    [[GAMING, '--all', '--lang'], '--lang needs a value'],
    [[GAMING, '--all', '--lang='], '--lang needs a value'],
    [[GAMING, '--all', '--all', '--lang', 'ts'], '--all is given twice'],
    [[GAMING, '--all=yes', '--lang', 'ts'], '--all takes no value; give it alone'],
    [[GAMING, '--all', '--lang', 'ts', '--lang', 'ts'], '--lang is given twice'],
    [[GAMING, '--all', '--to', 'ts'], 'unknown option --to; code takes --pattern, --all and --lang']
  ])('refuses %j: %s', (argv, error) => {
    expect(parseCodeArgs(argv)).toEqual({ ok: false, error });
  });

  it.each<[string[], object]>([
    [
      [GAMING, '--pattern', 'Get user profile', '--lang', 'ts'],
      { pattern: 'Get user profile', lang: 'ts' }
    ],
    [['--lang=ts-document', '--pattern=a=b', GAMING], { pattern: 'a=b', lang: 'ts-document' }],
    [[GAMING, '--all', '--lang', 'ts'], { all: true, lang: 'ts' }]
  ])('reads %j', (argv, parsed) => {
    expect(parseCodeArgs(argv)).toEqual({ ok: true, file: GAMING, ...parsed });
  });

  it.each([
    'ts (TypeScript, @aws-sdk/client-dynamodb)',
    'ts-document (TypeScript, @aws-sdk/lib-dynamodb document client)'
  ])('names %s with its label', (language) => {
    expect(LANGS).toContain(language);
  });
});

describe('keyscope code', () => {
  it.each([
    ['ts', 'client'],
    ['ts-document', 'document']
  ] as const)('writes one pattern in %s', async (lang, flavour) => {
    const r = await run(
      'code',
      GAMING,
      '--pattern',
      'Find all games a user has played',
      '--lang',
      lang
    );
    expect(r).toEqual({
      code: 0,
      out: code(example('gaming'), 'Find all games a user has played', flavour),
      err: ''
    });
  });

  it('writes every pattern with --all, each after a header line', async () => {
    const d = example('gaming');
    const r = await run('code', GAMING, '--all', '--lang', 'ts');
    const expected = d.accessPatterns
      .map(
        (p, i) =>
          `// ===== ${JSON.stringify(p.name)} (${i + 1} of ${d.accessPatterns.length}) =====\n${code(d, p.name, 'client')}`
      )
      .join('\n');
    expect(r).toEqual({ code: 0, out: expected, err: '' });
  });

  it('names the patterns there are when --pattern names none of them', async () => {
    const r = await run('code', GAMING, '--pattern', 'Get a user', '--lang', 'ts');
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err).toBe(
      'keyscope code: public/examples/gaming.json: no access pattern "Get a user"; its access patterns are "Get user profile", "Get game metadata", "Find all users in a game", "Find all games a user has played"\n'
    );
  });

  it('says a design has no access patterns', async () => {
    const file = gamingWith(() => []);
    const one = await run('code', file, '--pattern', 'x', '--lang', 'ts');
    expect([one.code, one.err]).toEqual([
      2,
      `keyscope code: ${file}: no access pattern "x"; it has no access patterns\n`
    ]);
    const all = await run('code', file, '--all', '--lang', 'ts');
    expect([all.code, all.err]).toEqual([
      2,
      `keyscope code: ${file}: the design has no access patterns to write\n`
    ]);
  });

  it('says why a pattern is not one request, and --all leaves it out with exit 1', async () => {
    const file = gamingWith((ps) => [{ ...ps[0]!, name: 'Broken', index: 'Nope' }, ps[1]!]);
    const one = await run('code', file, '--pattern', 'Broken', '--lang', 'ts');
    expect([one.code, one.out]).toEqual([2, '']);
    expect(one.err).toMatch(
      /^keyscope code: .*: access pattern "Broken" is not one request: .*Nope/
    );
    const all = await run('code', file, '--all', '--lang', 'ts');
    expect(all.code).toBe(1);
    expect(all.out).toMatch(
      /^\/\/ ===== "Get game metadata" \(2 of 2\) =====\n\/\/ Keyscope access pattern/
    );
    expect(all.err).toMatch(
      /^keyscope code: .*: note: left out: access pattern "Broken" is not one request/
    );
  });

  it('escapes a hostile pattern name in the header and in errors', async () => {
    const file = gamingWith((ps) => [{ ...ps[0]!, name: 'Evil\u202e\n\u001b[2K' }]);
    const all = await run('code', file, '--all', '--lang', 'ts');
    expect(all.out.split('\n')[0]).toBe('// ===== "Evil\\u202e\\n\\u001b[2K" (1 of 1) =====');
    const one = await run('code', file, '--pattern', '\u001b]0;x\u0007', '--lang', 'ts');
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(one.err).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
  });

  it('says when the design cannot be read', async () => {
    const r = await run('code', join(tmp, 'missing.json'), '--all', '--lang', 'ts');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^keyscope: .*missing\.json: /);
  });

  it('is in the usage text with the languages it writes', async () => {
    const r = await run('--help');
    const langs = [...CODE_LANGUAGES.keys()].join('|');
    expect(r.out).toContain(`keyscope code <design> --pattern NAME|--all --lang ${langs}\n`);
  });
});

describe('keyscope code --lang electrodb|toolbox', () => {
  /** The gaming file with one more pattern: a game's whole partition, an item collection. */
  const withCollection = (): string =>
    gamingWith((ps) => [
      ...ps,
      {
        name: 'A whole game',
        table: 'battle-royale',
        index: null,
        partitionKey: 'GAME#${gameId}',
        parameters: { gameId: 'c6f38a6a' }
      }
    ]);

  it.each(['electrodb', 'toolbox'])('--lang %s writes what patternCode writes', async (lang) => {
    const d = example('gaming');
    const name = 'Find all games a user has played';
    const expected = patternCode(d, analyzeDesign(d), 3, lang);
    const r = await run('code', GAMING, '--pattern', name, '--lang', lang);
    expect(r).toEqual({ code: 0, out: expected.ok && expected.code, err: '' });
  });

  it('exits 2 with why, naming the SDK code, for a pattern the library cannot read', async () => {
    const r = await run(
      'code',
      withCollection(),
      '--pattern',
      'A whole game',
      '--lang',
      'electrodb'
    );
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /: ElectroDB cannot read this pattern as it is: it reads items of 2 entities/
    );
    expect(r.err).toMatch(/use the SDK code \(--lang ts\) for it\n/);
  });

  it('--all leaves such a pattern out with a note, writes the others and exits 1', async () => {
    const r = await run('code', withCollection(), '--all', '--lang', 'toolbox');
    expect(r.code).toBe(1);
    expect(r.out.match(/^\/\/ ===== /gm)).toHaveLength(4);
    expect(r.err).toMatch(/note: left out: DynamoDB-Toolbox cannot read this pattern as it is: /);
  });
});
