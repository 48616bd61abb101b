#!/usr/bin/env node
// The CLI is TypeScript in src/cli; tsx runs it without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
const code = await main(process.argv.slice(2), {
  // Synchronous on Linux for files, pipes and terminals, so a large report is written as it is
  // made rather than queued in memory.
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdin: process.stdin
});
process.exitCode = code;
