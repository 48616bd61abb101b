// The browser bundle of src/live carries no write operation: a production build (Vite, browser
// entry of the SDK, minified, tree-shaken) of everything src/live offers the studio is searched
// for the name of every DynamoDB operation outside the allow-list. So is the app's own production
// build (what `npm run build` writes to dist/: the project's Vite config, every chunk — the entry,
// the live-table chunk loaded on Connect, the workers: the live worker holds the SDK), now that the studio imports src/live.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as sdk from '@aws-sdk/client-dynamodb';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_OPERATIONS } from '../../src/live/read-operations.ts';

const LIVE = resolve(process.cwd(), 'src/live');
const work = mkdtempSync(join(tmpdir(), 'keyscope-live-bundle-'));
const out = join(work, 'out');
const dist = join(work, 'dist');
let code = '';
/** The app's build: each emitted JavaScript file by name. */
const app = new Map<string, string>();

beforeAll(async () => {
  const modules = readdirSync(LIVE).filter((f) => f.endsWith('.ts'));
  const entry = modules.map((f) => `export * from ${JSON.stringify(join(LIVE, f))};`).join('\n');
  const entryFile = join(work, 'entry.ts');
  writeFileSync(entryFile, entry);
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: true,
      lib: { entry: entryFile, formats: ['es'], fileName: 'live' }
    }
  });
  code = readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(out, f), 'utf8'))
    .join('\n');
  // The app exactly as `npm run build` builds it (vite.config.ts), into a folder of its own.
  await build({
    root: process.cwd(),
    logLevel: 'silent',
    build: { outDir: dist, emptyOutDir: true }
  });
  for (const f of readdirSync(dist, { recursive: true }) as string[])
    if (f.endsWith('.js')) app.set(f, readFileSync(join(dist, f), 'utf8'));
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the browser bundle of src/live', () => {
  const operations = Object.keys(sdk)
    .filter((n) => n.endsWith('Command') && n !== '$Command')
    .map((n) => n.slice(0, -'Command'.length));
  // DynamoDBClient itself carries DescribeEndpoints, for endpoint discovery: a read of the
  // service's own endpoints, never a table's data, which createLiveClient turns off and the
  // guard refuses (test/live/read-only-plugin.test.ts sends it too).
  const CARRIED_BY_THE_CLIENT = ['DescribeEndpoints'];
  const writes = operations.filter(
    (o) => !(READ_OPERATIONS as readonly string[]).includes(o) && !CARRIED_BY_THE_CLIENT.includes(o)
  );

  it('is the browser build of the SDK, with the read operations in it', () => {
    expect(code.length).toBeGreaterThan(50_000);
    expect(code).toContain('DynamoDB_20120810');
    for (const op of READ_OPERATIONS) expect(code).toContain(op);
  });

  it('names none of the other operations, writes above all', () => {
    expect(writes).toEqual(
      expect.arrayContaining([
        'PutItem',
        'UpdateItem',
        'DeleteItem',
        'BatchWriteItem',
        'TransactWriteItems',
        'ExecuteStatement',
        'CreateTable',
        'DeleteTable'
      ])
    );
    expect(writes.filter((w) => code.includes(w))).toEqual([]);
  });
});

describe('the production build of the app (dist/)', () => {
  const operations = Object.keys(sdk)
    .filter((n) => n.endsWith('Command') && n !== '$Command')
    .map((n) => n.slice(0, -'Command'.length));
  const writes = operations.filter(
    (o) => !(READ_OPERATIONS as readonly string[]).includes(o) && o !== 'DescribeEndpoints'
  );
  const chunk = (pattern: RegExp) => [...app].filter(([name]) => pattern.test(name));

  it('holds the SDK in the live worker, made by the chunk loaded on Connect, not in what the studio loads first', () => {
    const worker = chunk(/live\.worker-[\w-]+\.js$/);
    expect(worker).toHaveLength(1);
    expect(worker[0]![1]).toContain('DynamoDB_20120810');
    for (const op of READ_OPERATIONS) expect(worker[0]![1]).toContain(op);
    // Only the chunk loaded on Connect names the worker (and the offline cache's list, sw.js);
    // no other chunk holds the SDK.
    const workerFile = worker[0]![0].split('/').at(-1)!;
    const naming = [...app]
      .filter(
        ([name, text]) => name !== 'sw.js' && name !== worker[0]![0] && text.includes(workerFile)
      )
      .map(([name]) => name);
    expect(naming).toHaveLength(1);
    expect(naming[0]).toMatch(/live-module-[\w-]+\.js$/);
    const holding = [...app].filter(([, text]) => text.includes('DynamoDB_20120810'));
    expect(holding.map(([name]) => name)).toEqual([worker[0]![0]]);
    // The entry is index.html's app script (after the font warm-up's, config/early-entry-plugin.ts);
    // every script there and the chunks it preloads load with it: the entry's own imports and
    // the studio's parts it imports one after another (config/start-parts-plugin.ts).
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const first = [
      ...html.matchAll(
        /<script type="module"[^>]* src="\.\/([^"]+)"|rel="modulepreload"[^>]* href="\.\/([^"]+)"/g
      )
    ].map((m) => (m[1] ?? m[2])!);
    const scripts = [...html.matchAll(/<script type="module"[^>]* src="\.\/([^"]+)"/g)];
    const last = scripts.at(-1)![1]!;
    expect(last).toMatch(/^assets\/index-[\w-]+\.js$/);
    expect(app.get(last)).toMatch(/import\(["'`][^"'`]*studio-state/);
    const connecting = first.filter((name) =>
      /import\(["'`][^"'`]*live-module-/.test(app.get(name)!)
    );
    expect(connecting).toHaveLength(1);
    for (const name of first) {
      expect(app.has(name)).toBe(true);
      expect(app.get(name)).not.toContain('DynamoDB_20120810');
      expect(app.get(name)).not.toContain(workerFile);
    }
  });

  it('names no operation outside the allow-list in any chunk, writes above all', () => {
    expect(app.size).toBeGreaterThan(2);
    expect(writes).toEqual(
      expect.arrayContaining([
        'PutItem',
        'UpdateItem',
        'DeleteItem',
        'BatchWriteItem',
        'TransactWriteItems',
        'ExecuteStatement',
        'BatchExecuteStatement',
        'ExecuteTransaction',
        'CreateTable',
        'DeleteTable',
        'UpdateTable',
        'RestoreTableFromBackup',
        'ImportTable'
      ])
    );
    // The studio exports a design as a CreateTable input for the user to run themselves
    // (core/export): its menu label and one error say so in prose. Those two phrases are the only
    // way a write's name may appear; any other (a command, a target header, an operation name
    // in code) fails.
    const PROSE = /\bCreateTable (input \(AWS CLI\)|call makes one)/g;
    const prose = [...app].flatMap(([, text]) => [...text.matchAll(PROSE)].map((m) => m[0]));
    expect(new Set(prose)).toEqual(
      new Set(['CreateTable input (AWS CLI)', 'CreateTable call makes one'])
    );
    const found = [...app].flatMap(([name, text]) => {
      const code = text.replace(PROSE, '');
      return writes.filter((w) => code.includes(w)).map((w) => `${w} in ${name}`);
    });
    expect(found).toEqual([]);
    // Nor, without exception, in the shapes the SDK sends an operation in.
    const shapes = [...app].flatMap(([name, text]) =>
      writes
        .filter((w) => text.includes(`DynamoDB_20120810.${w}`) || text.includes(`${w}Command`))
        .map((w) => `${w} in ${name}`)
    );
    expect(shapes).toEqual([]);
  });
});
