#!/usr/bin/env node
// The CLI is TypeScript in src/cli; tsx runs it without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
const code = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text)
});
process.exitCode = code;
