// bash as the oracle of shell quoting: each script runs in its own subshell with `aws` defined as
// a function that prints its arguments NUL-separated, so the test sees the argv bash would hand
// the AWS CLI. One bash process for any number of scripts; `set -eu` fails a script that uses
// an unset variable.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

const DRIVER = [
  'aws() { printf \'%s\\0\' aws "$@"; }',
  'for f in "$@"; do',
  '  ( set -eu; . "$f" ) > "$f.argv" 2> "$f.err" || echo "$?" > "$f.failed"',
  'done'
].join('\n');

/** The argv each script gives `aws`, as bash splits and unquotes it (or its error). */
export async function bashArgv(files: readonly string[]): Promise<Map<string, string[] | string>> {
  await run('bash', ['--norc', '--noprofile', '-c', DRIVER, 'driver', ...files], {
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: '/nonexistent' }
  });
  return new Map<string, string[] | string>(
    files.map((f): [string, string[] | string] => {
      let failed = false;
      try {
        readFileSync(`${f}.failed`);
        failed = true;
      } catch {
        // no .failed file: the script ran.
      }
      if (failed) return [f, readFileSync(`${f}.err`, 'utf8') || 'failed'];
      const out = readFileSync(`${f}.argv`, 'utf8');
      return [f, out === '' ? [] : out.slice(0, -1).split('\0')];
    })
  );
}
