#!/usr/bin/env node
// The CLI is TypeScript in src/cli; tsx runs it without a build step.
import { register } from 'tsx/esm/api';

register();
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
const code = await main(process.argv.slice(2), {
  // Wait for 'drain' when the pipe's buffer is full, so a report of any size streams through a
  // bounded buffer instead of queueing in memory.
  out: (text) => (closed || stdout.write(text) ? undefined : drained()),
  err: (text) => process.stderr.write(text),
  stdin: process.stdin
});
process.exitCode = code;
