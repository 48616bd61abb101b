import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_EXPORTS } from '../../../src/core/libraries/library-exports.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';
import { designOf, keyKindsDesign } from '../../helpers/library-designs.ts';
import { EXAMPLE_IDS, ModuleDir } from '../../helpers/library-check.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Uses the gaming modules wrongly, so the check proves the libraries' types are live: a module
 * typed `any` would let both calls through.
 */
const CANARY = `import { PutItemCommand } from 'dynamodb-toolbox';
import { User } from './gaming-electrodb';
import { User as ToolboxUser } from './gaming-toolbox';
User.put({ username: 42 });
ToolboxUser.build(PutItemCommand).item({ username: 42 });
`;

/** Run node with `args` from the repository's root, to its end. */
function node(args: readonly string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: ROOT });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout }));
  });
}

describe('the library modules as TypeScript', () => {
  const dir = new ModuleDir();
  const designs = new Map<string, Design>([
    ...EXAMPLE_IDS.map((id) => [id, example(id)] as const),
    ['key-kinds', keyKindsDesign()],
    // A table with no entity: each module must still import only what it uses.
    [
      'bare',
      designOf({
        name: 'Bare',
        tables: [{ name: 'Bare', partitionKey: { name: 'id', type: 'S' }, items: [] }],
        entities: []
      })
    ]
  ]);
  const files: string[] = [];

  beforeAll(() => {
    for (const [id, design] of designs)
      for (const [library, { write }] of LIBRARY_EXPORTS) {
        const file = `${id}-${library}.ts`;
        writeFileSync(join(dir.path, file), write(design).text);
        files.push(file);
      }
    writeFileSync(join(dir.path, 'canary.ts'), CANARY);
    const compilerOptions = {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2022'],
      types: [],
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      noImplicitReturns: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true
    };
    writeFileSync(
      join(dir.path, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: [...files, 'canary.ts'] })
    );
  });
  afterAll(() => dir.remove());

  it('type-check in one strict tsc against the installed libraries, and a wrong use fails', async () => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const r = await node([tsc, '-p', join(dir.path, 'tsconfig.json'), '--pretty', 'false']);
    const errors = r.stdout.split('\n').filter((l) => /error TS\d+/.test(l));
    expect(errors.filter((l) => !l.includes('canary.ts('))).toEqual([]);
    // Line 4 is ElectroDB's put, line 5 the Toolbox's item: each refuses a number username.
    const canary = errors.filter((l) => l.includes('canary.ts('));
    expect(canary.map((l) => /canary\.ts\((\d+),/.exec(l)![1])).toEqual(['4', '5']);
    expect(files).toHaveLength(designs.size * 3);
  });
});
