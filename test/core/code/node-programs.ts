// What the tests that run generated programs with Node share (typescript-programs and
// library-programs): running node to its end, an environment without the machine's AWS
// settings, a bound on programs run at once, and the hostile-names design loaded.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { HOSTILE_CODE_DESIGN } from '../../helpers/hostile-code-design.ts';

/** The repository's root, where node runs. */
export const ROOT = resolve(import.meta.dirname, '../../..');

export interface Exit {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run node with `args` from the repository's root, in `env`, to its end. */
export function node(args: readonly string[], env: NodeJS.ProcessEnv): Promise<Exit> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t));
    child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The environment without the machine's own AWS settings (a profile, a region, an endpoint). */
export function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_') && k !== 'NODE_OPTIONS')
  );
}

/**
 * At most `n` tasks at once: each program is a Node process, and a 2-core machine running as
 * many as there are programs would only time them out.
 */
export function slots(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const take = (): Promise<void> =>
    active < n ? (active++, Promise.resolve()) : new Promise((go) => waiting.push(go));
  const give = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async (task) => {
    await take();
    try {
      return await task();
    } finally {
      give();
    }
  };
}

/** The hostile-names design (test/helpers/hostile-code-design.ts), loaded as a file is. */
export function hostileDesign(): Design {
  const loaded = loadDesignText(JSON.stringify(HOSTILE_CODE_DESIGN));
  if (!loaded.ok) throw new Error('the hostile design did not load');
  return loaded.design;
}
