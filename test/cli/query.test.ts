import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/core/report/check-report.ts';
import type { QueryResponse } from '../../src/core/query/run-query.ts';
import { main } from '../../src/cli/main.ts';
import { parseQueryArgs } from '../../src/cli/parse-query-args.ts';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const GAMING = 'public/examples/gaming.json';
const users = [
  'query',
  GAMING,
  '--table-name',
  'battle-royale',
  '--key-condition-expression',
  'PK = :p AND begins_with(SK, :u)',
  '--expression-attribute-values',
  '{":p":{"S":"GAME#c6f38a6a"},":u":{"S":"USER#"}}'
];

describe('keyscope query', () => {
  it('prints the AWS CLI response JSON (4-space indent) and exits 0', async () => {
    const r = await run(...users, '--return-consumed-capacity', 'TOTAL');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^\{\n {4}"Items": \[/);
    const body = JSON.parse(r.out) as QueryResponse;
    expect(body.Count).toBe(body.Items!.length);
    expect(body.Count).toBeGreaterThan(0);
    expect(body.ScannedCount).toBe(body.Count);
    for (const i of body.Items!) expect((i['SK'] as { S: string }).S).toMatch(/^USER#/);
    expect(body.ConsumedCapacity).toEqual({ TableName: 'battle-royale', CapacityUnits: 0.5 });
  });

  it('accepts --flag=value, --no-scan-index-forward, --limit and --select COUNT', async () => {
    const r = await run(...users, '--limit=2', '--no-scan-index-forward', '--select', 'COUNT');
    expect(r.code).toBe(0);
    const body = JSON.parse(r.out) as QueryResponse;
    expect(body).not.toHaveProperty('Items');
    expect(body.Count).toBe(2);
    expect(body.LastEvaluatedKey).toBeDefined();
  });

  it('queries an index with expression attribute names', async () => {
    const r = await run(
      'query',
      GAMING,
      '--table-name',
      'battle-royale',
      '--index-name',
      'InvertedIndex',
      '--key-condition-expression',
      '#sk = :u',
      '--expression-attribute-names',
      '{"#sk":"SK"}',
      '--expression-attribute-values',
      '{":u":{"S":"USER#johnny"}}'
    );
    expect(r.code).toBe(0);
    const body = JSON.parse(r.out) as QueryResponse;
    expect(body.Items!.every((i) => (i['PK'] as { S: string }).S.startsWith('GAME#'))).toBe(true);
  });

  it('answers a ValidationException with the AWS CLI wording on stderr and exits 1', async () => {
    const r = await run(
      'query',
      GAMING,
      '--table-name',
      'battle-royale',
      '--key-condition-expression',
      'PK = :p OR SK = :p',
      '--expression-attribute-values',
      '{":p":{"S":"x"}}'
    );
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      'An error occurred (ValidationException) when calling the Query operation: Invalid operator used in KeyConditionExpression: OR\n'
    );
  });

  it('continues a page from --exclusive-start-key, the LastEvaluatedKey printed before', async () => {
    const whole = JSON.parse((await run(...users)).out) as QueryResponse;
    const first = JSON.parse((await run(...users, '--limit', '2')).out) as QueryResponse;
    const rest = await run(
      ...users,
      '--exclusive-start-key',
      JSON.stringify(first.LastEvaluatedKey)
    );
    expect(rest.code).toBe(0);
    const second = JSON.parse(rest.out) as QueryResponse;
    expect([...first.Items!, ...second.Items!]).toEqual(whole.Items);
  });

  it("refuses a start key in another partition with DynamoDB's message, exit 1", async () => {
    const r = await run(
      ...users,
      '--exclusive-start-key',
      '{"PK":{"S":"GAME#other"},"SK":{"S":"USER#a"}}'
    );
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'An error occurred (ValidationException) when calling the Query operation: The query can return at most one row and cannot be restarted\n'
    );
  });

  it('prints only the --projection-expression paths, with #names', async () => {
    const r = await run(
      ...users,
      '--projection-expression',
      '#s, PK',
      '--expression-attribute-names',
      '{"#s":"SK"}'
    );
    expect(r.code).toBe(0);
    const body = JSON.parse(r.out) as QueryResponse;
    expect(body.Count).toBeGreaterThan(0);
    for (const i of body.Items!) expect(Object.keys(i).sort()).toEqual(['PK', 'SK']);
  });

  it('applies --filter-expression after the page is read', async () => {
    const r = await run(
      'query',
      GAMING,
      '--table-name',
      'battle-royale',
      '--key-condition-expression',
      'PK = :p',
      '--filter-expression',
      'begins_with(#s, :u)',
      '--expression-attribute-names',
      '{"#s":"SK"}',
      '--expression-attribute-values',
      '{":p":{"S":"GAME#c6f38a6a"},":u":{"S":"USER#"}}'
    );
    expect(r.err).toContain('Filter Expression can only contain non-primary key attributes');
    expect(r.code).toBe(1);
    const f = await run(
      ...users.slice(0, 5),
      'PK = :p',
      '--filter-expression',
      'attribute_exists(username)',
      '--expression-attribute-values',
      '{":p":{"S":"GAME#c6f38a6a"}}'
    );
    expect(f.code).toBe(0);
    const body = JSON.parse(f.out) as QueryResponse;
    expect(body.Count).toBeGreaterThan(0);
    expect(body.ScannedCount).toBeGreaterThan(body.Count);
    for (const i of body.Items!) expect(i).toHaveProperty('username');
  });

  it('paginates as the AWS CLI does: --max-items gives a NextToken, --starting-token resumes', async () => {
    const whole = JSON.parse((await run(...users)).out) as QueryResponse;
    expect(whole).not.toHaveProperty('LastEvaluatedKey');
    expect(whole).toHaveProperty('ConsumedCapacity', null);
    const first = JSON.parse((await run(...users, '--max-items', '2')).out) as {
      Items: unknown[];
      NextToken: string;
    };
    expect(first.Items).toHaveLength(2);
    // The token holds an offset into the page it cut, so resume with the same page size.
    const rest = await run(...users, '--starting-token', first.NextToken);
    expect(rest.code).toBe(0);
    const second = JSON.parse(rest.out) as QueryResponse;
    expect([...first.Items, ...second.Items!]).toEqual(whole.Items);
    expect(second).not.toHaveProperty('NextToken');
  });

  it.each([
    [
      ['--no-paginate', '--max-items', '2'],
      'Cannot specify --no-paginate along with pagination arguments: --max-items'
    ],
    [
      ['--limit', '2', '--page-size', '1'],
      'Cannot specify --no-paginate along with pagination arguments: --page-size'
    ],
    [['--starting-token', 'bogus'], 'Bad starting token: bogus'],
    [['--max-items', 'two'], '--max-items must be a whole number of at least 1, got "two"']
  ])('exits 2 on paging flags %j', async (flags, message) => {
    const r = await run(...users, ...flags);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(`keyscope query: ${message}`);
  });

  it('answers an unknown table with ResourceNotFoundException and exits 1', async () => {
    const r = await run(
      'query',
      GAMING,
      '--table-name',
      'nope',
      '--key-condition-expression',
      'PK = :p',
      '--expression-attribute-values',
      '{":p":{"S":"x"}}'
    );
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'An error occurred (ResourceNotFoundException) when calling the Query operation: Requested resource not found: Table: nope not found\n'
    );
  });

  it.each([
    [['query', GAMING, '--key-condition-expression', 'PK = :p'], '--table-name is required'],
    [['query', GAMING, '--table-name', 'battle-royale'], '--key-condition-expression is required'],
    [['query', '--table-name', 't', '--key-condition-expression', 'PK = :p'], 'give a design file'],
    [
      ['query', GAMING, '--table-name', 't', '--key-condition-expression', 'PK = :p', '--bogus'],
      'unknown option --bogus'
    ],
    [['query', GAMING, '--table-name'], '--table-name needs a value'],
    [
      ['query', GAMING, '--table-name', 't', '--key-condition-expression', 'k', '--limit', 'ten'],
      '--limit must be a whole number, got "ten"'
    ],
    [
      [
        'query',
        GAMING,
        '--table-name',
        't',
        '--key-condition-expression',
        'k',
        '--expression-attribute-values',
        '{bad'
      ],
      '--expression-attribute-values is not valid JSON'
    ],
    [
      [
        'query',
        GAMING,
        '--table-name',
        't',
        '--key-condition-expression',
        'k',
        '--exclusive-start-key',
        '{"PK":'
      ],
      '--exclusive-start-key is not valid JSON'
    ],
    [
      [
        'query',
        GAMING,
        '--table-name',
        't',
        '--key-condition-expression',
        'k',
        '--expression-attribute-names',
        '{"#a":1}'
      ],
      '--expression-attribute-names must be a JSON object of strings'
    ],
    [
      [
        'query',
        GAMING,
        '--table-name',
        't',
        '--key-condition-expression',
        'k',
        '--return-consumed-capacity',
        'ALL'
      ],
      '--return-consumed-capacity must be NONE, TOTAL or INDEXES'
    ],
    [
      ['query', GAMING, 'extra.json', '--table-name', 't', '--key-condition-expression', 'k'],
      'unexpected argument "extra.json"'
    ]
  ])('exits 2 on bad flags %j', async (argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(`keyscope query: ${message}`);
  });

  it('exits 2 when the design file cannot be read', async () => {
    const r = await run(
      'query',
      'no/such/file.json',
      '--table-name',
      't',
      '--key-condition-expression',
      'PK = :p'
    );
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'keyscope: no/such/file.json: cannot read no/such/file.json: no such file\n'
    );
  });

  it('parseQueryArgs maps flags to the request with AWS names and defaults', () => {
    expect(
      parseQueryArgs([
        'f.json',
        '--table-name',
        'T',
        '--key-condition-expression',
        'PK = :p',
        '--consistent-read',
        '--limit',
        '3'
      ])
    ).toEqual({
      ok: true,
      file: 'f.json',
      request: {
        TableName: 'T',
        KeyConditionExpression: 'PK = :p',
        ScanIndexForward: true,
        Limit: 3,
        ConsistentRead: true
      },
      paging: null
    });
  });
});

// A real process transpiles src/ with tsx on start; under a parallel test run that can take seconds.
// The child's limit only ends a hung process, within the test's own limit (vite.config.ts).
describe('bin/keyscope.js', () => {
  it('runs check --json as a real process and exits 0', () => {
    const r = spawnSync(process.execPath, ['bin/keyscope.js', 'check', GAMING, '--json'], {
      encoding: 'utf8',
      timeout: 240_000
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as CheckReport;
    expect(report.summary).toEqual({ errors: 0, warnings: 0, collisions: 0, items: 22 });
    expect(report.views.map((v) => v.index)).toEqual([null, 'InvertedIndex']);
  });

  it('exits 1 as a real process on a design with collisions', () => {
    const r = spawnSync(
      process.execPath,
      ['bin/keyscope.js', 'check', 'public/examples/library-author-only.json'],
      { encoding: 'utf8', timeout: 240_000 }
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('Collisions: 2');
  });
});
