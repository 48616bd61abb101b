// keyscope lesson, through main(argv, io): every built-in lesson verifies (npm test runs this),
// and every way a lesson can be wrong gives its exit code and a readable, escaped report.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t)
  });
  return { code, out, err };
}

const tmp = mkdtempSync(join(tmpdir(), 'keyscope-lesson-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const write = (name: string, content: string | Uint8Array): string => {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
};
const minimal = () => JSON.parse(readFileSync('test/fixtures/lessons/v1-minimal.json', 'utf8'));

const BUILT_IN = readdirSync('public/lessons').filter((f) => f !== 'index.json');

describe('keyscope lesson', () => {
  it('has the five built-in lessons', () => {
    expect(BUILT_IN.sort()).toEqual([
      'gaming-keys.json',
      'library-catalogue.json',
      'multi-attribute-keys.json',
      'relationship-graph.json',
      'simple-and-composite-keys.json'
    ]);
  });

  it.each(BUILT_IN)(
    'verifies the built-in lesson %s: each start fails a check, each solution passes all',
    async (file) => {
      const r = await run('lesson', `public/lessons/${file}`);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      const steps = (r.out.match(/^Step \d+ /gm) ?? []).length;
      expect(steps).toBeGreaterThanOrEqual(3);
      expect(r.out).toMatch(new RegExp(`\\n${steps} steps: ${steps} ok, 0 failing\\n$`));
      expect(r.out).not.toContain('PROBLEM');
      expect(r.out).toContain('  starting design:\n    fail  ');
    }
  );

  it('prints a readable report', async () => {
    const r = await run('lesson', 'public/lessons/gaming-keys.json');
    expect(r.out).toContain(
      'public/lessons/gaming-keys.json: lesson "Keys for a multiplayer game" (gaming-keys), 4 steps\n\nStep 1 "Two parts to the key" (composite-key): ok\n  starting design:\n    fail  table "battle-royale" has the sort key "SK" (type S)\n'
    );
    // The rules every step runs come after the step's own checks.
    expect(r.out).toContain(
      "    pass  every item can be written: DynamoDB refuses none\n          all 22 items of the design can be written: each has every key attribute, of the key's type\n    pass  every access pattern returns items\n"
    );
    expect(r.out).toContain(
      '  solution with one item made invalid, removed "username" from the first User item of table "battle-royale" (it builds the partition key "PK"):\n    fail  no two items in table "battle-royale" share a primary key\n          1 item of table "battle-royale" is rejected'
    );
    expect(r.out).toContain(
      '  task bullets:\n    1. give the table a sort key SK (type S);\n          checked by: table "battle-royale" has the sort key "SK" (type S)\n'
    );
    expect(r.out).toContain(
      '    fail  "Find all users in a game" is one Query that returns Game and UserGameMapping items\n          "Find all users in a game" returns only Game items; it should also return UserGameMapping items'
    );
  });

  it('writes the verification as JSON with --json', async () => {
    const r = await run('lesson', 'public/lessons/library-catalogue.json', '--json');
    expect(r.code).toBe(0);
    const v = JSON.parse(r.out) as {
      ok: boolean;
      lesson: { id: string };
      steps: { id: string; problems: string[] }[];
    };
    expect(v.ok).toBe(true);
    expect(v.lesson.id).toBe('library-catalogue');
    expect(v.steps.map((s) => s.id)).toEqual([
      'simple-hash-key',
      'range-key',
      'composite-range-key',
      'no-set-key',
      'low-cardinality'
    ]);
  });

  it('exits 1 when a start already passes every check', async () => {
    const l = minimal();
    l.steps[0].start = { example: 'library' };
    const r = await run('lesson', write('too-easy.json', JSON.stringify(l)));
    expect(r.code).toBe(1);
    expect(r.out).toContain('(editions): FAILS');
    expect(r.out).toContain(
      '  PROBLEM: the starting design already passes every check: there is nothing to do'
    );
    expect(r.out).toMatch(/1 step: 0 ok, 1 failing\n$/);
  });

  it('exits 1 when a solution fails a check, saying which and why', async () => {
    const l = minimal();
    l.steps[0].solution = { example: 'library-author-only' };
    const r = await run('lesson', write('unsolved.json', JSON.stringify(l)));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /PROBLEM: the solution fails "no two items in table "Books" share a primary key": 3 items are overwritten/
    );
  });

  it.each(BUILT_IN)(
    'checks every task bullet of %s and fails each solution with one item made invalid',
    async (file) => {
      const r = await run('lesson', `public/lessons/${file}`, '--json');
      const v = JSON.parse(r.out) as {
        steps: {
          bullets: { checks: number[] }[];
          invalidated: { change: string; outcomes: { pass: boolean }[] } | null;
        }[];
      };
      for (const s of v.steps) {
        expect(s.bullets.length).toBeGreaterThan(0);
        for (const b of s.bullets) expect(b.checks.length).toBeGreaterThan(0);
        expect(s.invalidated!.change).toMatch(/^removed "\w+" from the first \w+ item of table /);
        expect(s.invalidated!.outcomes.some((o) => !o.pass)).toBe(true);
      }
    }
  );

  it('exits 1 when a task bullet has no check, naming the bullet', async () => {
    const l = minimal();
    l.version = 2;
    l.steps[0].task =
      'Keep every edition:\n- make the range key `${Author}#${Edition}`;\n- no book is lost.';
    l.steps[0].checks = l.steps[0].checks.map((c: object) => ({ ...c, covers: [1] }));
    const r = await run('lesson', write('uncovered.json', JSON.stringify(l)));
    expect(r.code).toBe(1);
    expect(r.out).toContain('    2. no book is lost.\n          checked by: nothing\n');
    expect(r.out).toContain(
      '  PROBLEM: bullet 2 of the task ("no book is lost.") has no check: add one that checks it, with "covers": [2]'
    );
  });

  it('exits 1 on a version 1 lesson whose task has bullets it cannot link', async () => {
    const l = minimal();
    l.steps[0].task = '- make the range key `${Author}#${Edition}`;\n- no book is lost.';
    const r = await run('lesson', write('v1-bullets.json', JSON.stringify(l)));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/PROBLEM: bullet 1 of the task .* has no check/);
  });

  it('verifies the kept version 1 fixture, migrated', async () => {
    const r = await run('lesson', 'test/fixtures/lessons/v1-minimal.json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/1 step: 1 ok, 0 failing\n$/);
  });

  it('passes a step without a solution, and says so', async () => {
    const l = minimal();
    delete l.steps[0].solution;
    const r = await run('lesson', write('open.json', JSON.stringify(l)));
    expect(r.code).toBe(0);
    expect(r.out).toContain('(editions): ok (no solution to check)');
    expect(r.out).toMatch(/1 step: 1 ok, 0 failing, 1 without a solution\n$/);
  });

  it('exits 2 on an invalid lesson, with every problem located', async () => {
    const l = minimal();
    delete l.title;
    l.steps[0].checks[0] = { kind: 'pattern-one-query', entities: ['Book'] };
    const file = write('invalid.json', JSON.stringify(l));
    const r = await run('lesson', file);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `keyscope: ${file}: $.title: "title" is required\nkeyscope: ${file}: $.steps[0].checks[0].pattern: "pattern" is required (Access pattern)\n`
    );
  });

  it('exits 2 on an example the app does not have', async () => {
    const l = minimal();
    l.steps[0].start = { example: 'chess' };
    const r = await run('lesson', write('chess.json', JSON.stringify(l)));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /\$\.steps\[0\]\.start\.example: there is no built-in example "chess"; the examples are "gaming"/
    );
  });

  it.each([
    ['not JSON', '{"format":', /the lesson is not valid JSON/],
    ['not a lesson', '{"format": "keyscope.design", "version": 1}', /\$: not a lesson/],
    [
      'not UTF-8',
      new Uint8Array([0x7b, 0xff, 0x7d]),
      /not valid UTF-8 at byte offset 1 \(line 1, column 2\)/
    ]
  ])('exits 2 on a file that is %s', async (_n, content, message) => {
    const r = await run('lesson', write('bad.json', content));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it('exits 2 on a missing file or a directory', async () => {
    const missing = join(tmp, 'nope.json');
    expect((await run('lesson', missing)).err).toBe(
      `keyscope: ${missing}: cannot read ${missing}: no such file\n`
    );
    expect((await run('lesson', tmp)).err).toMatch(/is a directory; give a lesson file/);
  });

  it.each([[[]], [['a.json', 'b.json']], [['a.json', '--full']]])(
    'exits 2 on the arguments %j',
    async (args) => {
      const r = await run('lesson', ...args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(
        /^keyscope lesson: (give exactly one lesson file|unknown option --full)\nusage:/
      );
    }
  );

  it('escapes control characters from the lesson in its report', async () => {
    const l = minimal();
    l.title = 'Evil\u001b[2J\nStep 9 "x" (y): ok';
    l.steps[0].title = 'bell\u0007\u202e';
    const r = await run('lesson', write('evil.json', JSON.stringify(l)));
    expect(r.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(r.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(r.out).toContain('lesson "Evil\\u001b[2J\\nStep 9 "x" (y): ok"');
    expect(r.out).toContain('Step 1 "bell\\u0007\\u202e" (editions)');
    expect(r.out.split('\n').filter((line) => line.startsWith('Step '))).toHaveLength(1);
  });

  it('lists the command in the usage', async () => {
    expect((await run('--help')).out).toContain('keyscope lesson <lesson.json> [--json]');
  });
});
