// Only src/live may use the AWS SDK: ESLint refuses it elsewhere (so `npm test` does), and no
// source file outside src/live imports it in spite of that (an eslint-disable comment, say).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const SDK = /from\s+['"](@aws-sdk|@smithy)\/|import\(\s*['"](@aws-sdk|@smithy)\//;

describe('the AWS SDK stays in src/live', () => {
  const eslint = new ESLint();
  const lint = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages.map((m) => m.message));

  it.each([
    ['src/ui/LiveThing.ts', /Only src\/live may use the AWS SDK/],
    ['src/cli/sneaky.ts', /Only src\/live may use the AWS SDK/],
    ['src/workers/w.ts', /Only src\/live may use the AWS SDK/],
    ['src/store/s.ts', /Only src\/live may use the AWS SDK/],
    ['src/core/x/y.ts', /src\/core must not call AWS/]
  ])('ESLint refuses the SDK in %s', async (file, message) => {
    for (const pkg of ['@aws-sdk/client-dynamodb', '@smithy/fetch-http-handler']) {
      const messages = await lint(file, `import { x } from '${pkg}';\nexport const y = x;\n`);
      expect(messages.some((m) => message.test(m))).toBe(true);
    }
  });

  it('ESLint lets src/live use it', async () => {
    const messages = await lint(
      'src/live/some-reader.ts',
      "import { ScanCommand } from '@aws-sdk/client-dynamodb';\nexport const y = ScanCommand;\n"
    );
    expect(messages).toEqual([]);
  });

  it('no source file outside src/live imports it', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'src', 'bin', 'config'],
      {
        encoding: 'utf8'
      }
    )
      .split('\0')
      .filter((f) => /\.(ts|js|mjs|svelte)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter(
      (f) => !f.startsWith('src/live/') && SDK.test(readFileSync(f, 'utf8'))
    );
    expect(offenders).toEqual([]);
  });
});
