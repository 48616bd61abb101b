import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import unitConfig from '../../vite.config.ts';
import e2eConfig from '../../vitest.e2e.config.ts';
import componentsConfig from '../../vitest.components.config.ts';

/**
 * No test depends on how fast the machine is: a test awaits the event, promise or state it
 * needs (test/helpers/until.ts, Playwright's waits on a locator, expect.poll), or moves fake
 * clocks by hand; a time limit only ends a hung test, and is generous. These are the ways a
 * test has waited on the wall clock before, each caught wherever it comes back.
 */
/** A server told to listen on a port other than 0. */
const FIXED_PORT = /\blisten\(\s*[1-9]|\bport:\s*[1-9]/;

const CLOCK_WAITS = [
  {
    name: 'a Playwright sleep (waitForTimeout)',
    pattern: /\.waitForTimeout\(/,
    sample: 'await page.waitForTimeout(200);'
  },
  {
    name: 'vi.waitFor or vi.waitUntil (they give up after 1 s unless told otherwise)',
    pattern: /\bvi\.wait(?:For|Until)\(/,
    sample: "await vi.waitFor(() => expect(state.save.kind).toBe('saved'));"
  },
  {
    name: 'a sleep before a check (a timer of more than 0 ms awaited)',
    pattern: /new Promise\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\(\s*\1\s*,\s*[1-9]/,
    sample: 'await new Promise((r) => setTimeout(r, 50));'
  },
  {
    name: 'a wait bounded by a count of turns',
    pattern: /for \(let \w+ = 0; \w+ < [\d_]+ && /,
    sample: 'for (let i = 0; i < 200 && !ready(); i++) await tick();'
  },
  {
    name: 'a limit under a minute',
    pattern: /\btimeout: (?:[1-9]\d{0,3}|[1-5]\d_?\d{3})\b/,
    sample: 'await expect.poll(() => states(page), { timeout: 5000 }).toEqual(expected);'
  }
];

/** The one wait allowed a timer: it checks the state after each turn, with no limit of its own. */
const ALLOWED = new Set(['test/helpers/until.ts', 'test/repository/no-clock-waits.test.ts']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === 'test/bench' ? [] : testFiles(path);
    return path.endsWith('.ts') && !ALLOWED.has(path) ? [path] : [];
  });
}

const files = testFiles('test');

describe('no test waits on the wall clock', () => {
  it('looks at every test file but the benchmarks (which measure time on purpose)', () => {
    expect(files).toContain('test/ui/lessons/lesson-host.test.ts');
    expect(files).toContain('test/e2e/shell.e2e.ts');
    expect(files.some((f) => f.startsWith('test/bench/'))).toBe(false);
  });

  it.each(CLOCK_WAITS)('finds $name', ({ pattern, sample }) => {
    expect(pattern.test(sample)).toBe(true);
  });

  it('lets a wait for the state itself through', () => {
    const waits = [
      'await until(() => h.session !== null);',
      'await new Promise((done) => setTimeout(done, 0));',
      'await page.locator(\'[data-worker-runs="2"]\').waitFor({ timeout: 300_000 });',
      'await expect.poll(() => storedGamePk(page)).toEqual([]);'
    ];
    for (const wait of waits)
      expect(CLOCK_WAITS.filter(({ pattern }) => pattern.test(wait))).toEqual([]);
  });

  it.each(CLOCK_WAITS)('no test file holds $name', ({ pattern }) => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []))
    );
    expect(found).toEqual([]);
  });

  // Generous for a 2-core machine busy with other work, where a run takes three times as long.
  it.each([
    ['unit', unitConfig.test, 60_000],
    ['components', componentsConfig.test, 60_000],
    ['e2e', e2eConfig.test, 120_000]
  ] as const)('the %s tests’ limits only end a hung test', (_, test, least) => {
    expect(test?.testTimeout).toBeGreaterThanOrEqual(least);
    expect(test?.hookTimeout).toBeGreaterThanOrEqual(least);
    expect(test?.expect?.poll?.timeout).toBeGreaterThanOrEqual(30_000);
  });

  it('e2e files may run side by side: every server a test starts listens on a free port', () => {
    // Two files at once (config/test-workers.ts) is safe only while no test claims a fixed port.
    const dirs = ['test/e2e', 'test/live'];
    const fixed = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .flatMap((f) =>
          readFileSync(join(dir, f), 'utf8')
            .split('\n')
            .map((line, i) => ({ at: `${dir}/${f}:${i + 1}`, line }))
            .filter(({ line }) => FIXED_PORT.test(line))
            .map(({ at }) => at)
        )
    );
    expect(fixed).toEqual([]);
    expect(e2eConfig.test?.fileParallelism).not.toBe(false);
  });

  it.each(['server.listen(8000, "127.0.0.1")', 'preview: { port: 4173 }', 'listen(8000)'])(
    'the fixed-port check catches %s',
    (line) => {
      expect(FIXED_PORT.test(line)).toBe(true);
    }
  );
});
