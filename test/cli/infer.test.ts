// `keyscope infer` against a real dynalite: in-process (main with a capturing io) and as the
// real command (bin/keyscope.js in a child process), read-only, printing loadable Keyscope JSON.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from '../live/dynalite-server.ts';

let dynamo: LocalDynamo;
const tmp = mkdtempSync(join(tmpdir(), 'keyscope-infer-'));
beforeAll(async () => {
  dynamo = await startDynalite();
  await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
});
afterAll(async () => {
  await dynamo.close();
  rmSync(tmp, { recursive: true, force: true });
});

const NO_AWS = { AWS_EC2_METADATA_DISABLED: 'true' };

async function run(argv: string[], env: Record<string, string | undefined> = NO_AWS) {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    env
  });
  return { code, out, err };
}

describe('keyscope infer', () => {
  it('prints the inferred design of a live table as Keyscope JSON that check accepts', async () => {
    const r = await run(['infer', '--table', 'battle-royale', '--endpoint', dynamo.url], {
      ...NO_AWS,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local'
    });
    expect(r.code).toBe(0);
    const loaded = loadDesignText(r.out);
    if (!loaded.ok) throw new Error(r.out);
    expect(loaded.findings).toEqual([]);
    expect(loaded.design.entities.map((e) => e.keys)).toEqual([
      { PK: 'GAME#${gameId}', SK: '#METADATA#${gameId}' },
      { PK: 'GAME#${gameId}', SK: 'USER#${username}' },
      { PK: 'USER#${username}', SK: '#METADATA#${username}' }
    ]);
    expect(loaded.design.tables[0]!.globalSecondaryIndexes.map((g) => g.name)).toEqual([
      'InvertedIndex'
    ]);
    expect(r.err).toContain('read 22 item(s) from "battle-royale"');
    // keyscope check takes it as it is.
    const file = join(tmp, 'inferred.json');
    writeFileSync(file, r.out);
    const checked = await run(['check', file]);
    expect(checked.code).toBe(0);
    expect(checked.out).toContain('22 items');
  });

  it('prints the design without a single item of the table with --templates-only', async () => {
    const r = await run(
      ['infer', '--table', 'battle-royale', '--endpoint', dynamo.url, '--templates-only'],
      { ...NO_AWS, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' }
    );
    expect(r.code).toBe(0);
    const loaded = loadDesignText(r.out);
    if (!loaded.ok) throw new Error(r.out);
    expect(loaded.design.entities.map((e) => [e.keys, e.items.length])).toEqual([
      [{ PK: 'GAME#${gameId}', SK: '#METADATA#${gameId}' }, 0],
      [{ PK: 'GAME#${gameId}', SK: 'USER#${username}' }, 0],
      [{ PK: 'USER#${username}', SK: '#METADATA#${username}' }, 0]
    ]);
    expect(loaded.design.tables[0]!.items).toEqual([]);
    // No value of the table is in what was printed: its usernames, say.
    expect(r.out).not.toMatch(/johnny|ana_k|c6f38a6a/);
  });

  it('signs with placeholder credentials for a loopback emulator when the environment has none', async () => {
    const r = await run([
      'infer',
      '--table',
      'battle-royale',
      '--endpoint',
      dynamo.url,
      '--max-items',
      '5'
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toContain('no AWS credentials found; signing with placeholder ones');
    expect(r.err).toContain('stopped at --max-items 5');
    const loaded = loadDesignText(r.out);
    expect(loaded.ok).toBe(true);
  });

  it('writes nothing: the table holds the same items after', async () => {
    const before = await dynamo.seeder.send(new ScanCommand({ TableName: 'battle-royale' }));
    await run(['infer', '--table', 'battle-royale', '--endpoint', dynamo.url]);
    const after = await dynamo.seeder.send(new ScanCommand({ TableName: 'battle-royale' }));
    expect(after.Items).toEqual(before.Items);
  });

  it.each([
    [['infer'], 'give the table to read with --table NAME'],
    [['infer', '--table', 'x'], 'give --region (or set AWS_REGION), or --endpoint'],
    [
      ['infer', '--table', 'x', '--endpoint', 'localhost:8000'],
      'must start with http:// or https://'
    ],
    [
      ['infer', '--table', 'x', '--region', 'us-east-1', '--max-items', '0'],
      '--max-items must be a whole number'
    ],
    [['infer', '--table', 'x', '--bogus'], 'unknown argument "--bogus"'],
    [['infer', '--table'], '--table needs a value']
  ])('exits 2 on %j', async (argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.out).toBe('');
  });

  it('exits 1 naming a table that is not there', async () => {
    const r = await run([
      'infer',
      '--table',
      'nope',
      '--endpoint',
      dynamo.url,
      '--region',
      'eu-west-1'
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`Table "nope" does not exist at ${dynamo.url}.`);
  });

  it('runs as the installed command', async () => {
    const { code, stdout, stderr } = await new Promise<{
      code: number;
      stdout: string;
      stderr: string;
    }>((resolve) =>
      execFile(
        process.execPath,
        ['bin/keyscope.js', 'infer', '--table', 'battle-royale', '--endpoint', dynamo.url],
        {
          env: {
            ...process.env,
            ...NO_AWS,
            AWS_ACCESS_KEY_ID: 'local',
            AWS_SECRET_ACCESS_KEY: 'local'
          }
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr })
      )
    );
    expect(code).toBe(0);
    expect(stderr).not.toContain('NodeVersionSupportWarning');
    expect(loadDesignText(stdout).ok).toBe(true);
  });

  it('is in the usage text', async () => {
    const r = await run(['--help']);
    expect(r.out).toContain(
      'keyscope infer --table NAME [--endpoint URL] [--region R] [--max-items N]'
    );
  });
});
