#!/usr/bin/env node
// The CLI is TypeScript in src/cli; tsx runs it without a build step.
import { register } from 'tsx/esm/api';

// The project pins its SDK and runs on Node 20 on purpose; the SDK's upgrade notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
register();
const { main } = await import('../src/cli/main.ts');
const code = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text)
});
process.exitCode = code;
