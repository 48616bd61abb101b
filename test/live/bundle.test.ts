// The browser bundle of src/live carries no write operation: a production build (Vite, browser
// entry of the SDK, minified, tree-shaken) of everything src/live offers the studio is searched
// for the name of every DynamoDB operation outside the allow-list.
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
let code = '';

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
}, 60_000);

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
