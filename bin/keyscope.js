#!/usr/bin/env node
// The CLI is TypeScript in src/cli; tsx runs it without a build step.
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { register } from 'tsx/esm/api';

// The project pins its SDK and runs on Node 20 on purpose; the SDK's upgrade notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
register();
const argv = process.argv.slice(2);

// A large design needs a larger heap than Node's default: run again with one, once.
if (!process.env.KEYSCOPE_HEAP_RAISED) {
  const { designFileOf, heapLimitFor } = await import('../src/cli/heap-limit-for.ts');
  const file = designFileOf(argv);
  let size = null;
  try {
    size = file === null ? null : statSync(file).size;
  } catch {
    // The CLI itself reports a file it cannot read.
  }
  const mb = heapLimitFor(argv, size, totalmem(), getHeapStatistics().heap_size_limit);
  if (mb !== null) {
    const child = spawn(
      process.execPath,
      [...process.execArgv, `--max-old-space-size=${mb}`, fileURLToPath(import.meta.url), ...argv],
      { stdio: 'inherit', env: { ...process.env, KEYSCOPE_HEAP_RAISED: '1' } }
    );
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => {
      if (signal) process.kill(process.pid, signal);
      else process.exit(code ?? 1);
    });
    await new Promise(() => {}); // the child's exit ends this process
  }
}

const { main } = await import('../src/cli/main.ts');
const stdout = process.stdout;
// A reader that stops early (`keyscope check big.json --json | head`) closes the pipe: write
// nothing more, without a stack trace, and still exit with the check's code.
let closed = false;
stdout.on('error', (e) => {
  if (e.code !== 'EPIPE') throw e;
  closed = true;
});
/** Resolves when the pipe's buffer has drained (or the pipe has closed). */
const drained = () =>
  new Promise((done) => {
    const go = () => {
      stdout.off('drain', go);
      stdout.off('close', go);
      done(undefined);
    };
    stdout.on('drain', go);
    stdout.on('close', go);
  });
const code = await main(argv, {
  // Wait for 'drain' when the pipe's buffer is full, so a report of any size streams through a
  // bounded buffer instead of queueing in memory.
  out: (text) => (closed || stdout.write(text) ? undefined : drained()),
  err: (text) => process.stderr.write(text),
  stdin: process.stdin
});
process.exitCode = code;
