import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A clone with nothing beside it must pass `npm test`, so no tracked file may read from outside
 * the repository: not the sibling folder the fixtures were first copied from, not a machine's
 * absolute paths.
 */
const OUTSIDE = [
  { name: 'a sibling folder of the repository', pattern: /['"`]\.\.\/(?:shared|fixtures|seeds)\b/ },
  { name: "a machine's absolute path", pattern: /['"`]\/(?:work|home|root|Users|tmp)\// },
  {
    name: 'the parent of the working directory',
    pattern: /resolve\(\s*process\.cwd\(\)\s*,\s*['"`]\.\.['"`/]/
  }
];

function reachesOutside(text: string): string[] {
  return OUTSIDE.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

const CHECKED = /\.(?:ts|js|mjs|cjs|svelte|json|md|sh)$/;
const tracked = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    encoding: 'utf8'
  }
)
  .split('\0')
  .filter(
    (path) =>
      CHECKED.test(path) && existsSync(path) && path !== 'test/repository/self-contained.test.ts'
  );

const SIBLING = ['..', 'shared'].join('/');
const ABSOLUTE = ['', 'work', 'shared', 'fixtures'].join('/');

describe('the repository is self-contained', () => {
  it.each([
    // The samples are put together here so that this file itself names no outside folder.
    [`readFileSync('${SIBLING}/fixtures/x.json')`, 'a sibling folder of the repository'],
    [`resolve(process.cwd(), '${SIBLING}')`, 'a sibling folder of the repository'],
    [`const DIR = '${ABSOLUTE}'`, "a machine's absolute path"],
    ["resolve(process.cwd(), '..', 'x')", 'the parent of the working directory']
  ])('the check catches %s', (text, reason) => {
    expect(reachesOutside(text)).toContain(reason);
  });

  it('the check lets paths inside the repository through', () => {
    expect(reachesOutside("resolve(process.cwd(), 'test/fixtures/workbench')")).toEqual([]);
    expect(reachesOutside("import { x } from '../core/model/design.ts'")).toEqual([]);
  });

  it('lists the files it checks', () => {
    expect(tracked).toContain('package.json');
    expect(tracked.length).toBeGreaterThan(100);
  });

  it('no tracked file reads from outside the repository', () => {
    const offenders = tracked.flatMap((path) =>
      reachesOutside(readFileSync(path, 'utf8')).map((reason) => `${path}: ${reason}`)
    );
    expect(offenders).toEqual([]);
  });
});
