// The live studio in Chromium meeting what dynalite cannot give on demand: a real dynalite behind
// a loopback proxy that answers the requests a test chooses itself (test/e2e/fault-proxy.ts).
// Failures: each is named in the Live tab with its fix, what loaded stays in the studio, and the
// load goes on from the last key — with new credentials after an expiry; credentials an error
// message echoes are never shown. And a table whose index has a multi-attribute key, queried
// with a value for each partition attribute and conditions on a prefix of its sort attributes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDynalite, type LocalDynamo } from '../live/dynalite-server.ts';
import { launchChromium, serveBuiltApp, watchPage, type PageProblems } from './browser.ts';
import type { ServedApp } from './browser.ts';
import { faultProxy, type FaultProxy } from './fault-proxy.ts';
import { dialog, leftovers, seedPagedTable, text } from './live-helpers.ts';

const BIG = 'paged';
const ITEMS = 3000;
const OLD = {
  accessKeyId: 'ASIAOLDE2EKEY1111111',
  secretAccessKey: 'old-secret-5d1e-never-shown',
  sessionToken: 'old-session-token-77c2-never-shown'
};
const NEW = {
  accessKeyId: 'ASIANEWE2EKEY2222222',
  secretAccessKey: 'new-secret-9a0b-never-shown',
  sessionToken: 'new-session-token-3f4e-never-shown'
};

let dynamo: LocalDynamo;
let proxy: FaultProxy;
let app: ServedApp;
let browser: Browser;

beforeAll(async () => {
  dynamo = await startDynalite();
  await seedPagedTable(dynamo, BIG, ITEMS);
  proxy = await faultProxy(dynamo.url);
  app = await serveBuiltApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await proxy?.close();
  await dynamo?.close();
});

beforeEach(() => proxy.reset());

/** The n-th Scan request (counting from 0) and every one after it. */
const scansFrom = (n: number) => (call: { operation: string; n: number }) =>
  call.operation === 'Scan' && call.n >= n;

async function open(): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Connect…' }).waitFor();
  return { page, problems };
}

/** Type credentials into the connect dialog's fields. */
async function fillCredentials(page: Page, c: typeof OLD): Promise<void> {
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'Access key id' }).fill(c.accessKeyId);
  await d.getByRole('textbox', { name: 'Secret access key' }).fill(c.secretAccessKey);
  await d.getByRole('textbox', { name: 'Session token' }).fill(c.sessionToken);
}

/** Connect to the proxy as an endpoint, signing with OLD. */
async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect…' }).click();
  const d = dialog(page);
  await d.getByRole('radio', { name: /^An endpoint/ }).check();
  await d.getByRole('textbox', { name: 'Endpoint URL' }).fill(proxy.url);
  await fillCredentials(page, OLD);
  await d.getByRole('button', { name: 'Connect', exact: true }).click();
}

/** Connect, Scan the paged table, and wait for the load to end in the Live tab. */
async function loadUntilEnd(page: Page): Promise<void> {
  await connect(page);
  const d = dialog(page);
  await d.getByRole('radio', { name: BIG, exact: true }).check();
  await d.getByRole('heading', { name: `Table ${BIG}` }).waitFor();
  await d.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
  await page.getByRole('tab', { name: 'Live' }).click();
  await ended(page);
}

const live = (page: Page) => page.locator('.live-view');
const progress = (page: Page) =>
  live(page).getByRole('status', { name: `Scan of ${BIG} progress` });

/** Waits for the load to end; its end reason. */
async function ended(page: Page): Promise<string> {
  const state = live(page).locator('[data-load-state]');
  await expect.poll(() => state.getAttribute('data-load-state')).not.toMatch(/^(running|idle)$/);
  return (await state.getAttribute('data-load-state'))!;
}

/** Items loaded, from the Live tab's progress line. */
async function loaded(page: Page): Promise<number> {
  return Number((await text(progress(page))).match(/: ([\d,]+) items/)![1]!.replace(/,/g, ''));
}

/** Resume, and check the load then reads every item: none lost, none read twice. */
async function resumeToTheEnd(page: Page, before: number): Promise<void> {
  const resumeAt = proxy.calls.length;
  await live(page).getByRole('button', { name: 'Resume from the last key' }).click();
  expect(await ended(page)).toBe('complete');
  expect(await text(progress(page))).toMatch(
    new RegExp(`^Scan of ${BIG}: 3,000 items, .* — complete$`)
  );
  // It went on from a key, not from the start.
  const next = proxy.calls.slice(resumeAt).find((c) => c.operation === 'Scan')!;
  expect(next.body['ExclusiveStartKey']).toBeDefined();
  expect(before).toBeGreaterThan(0);
  // The studio holds all of them: the design inferred from the whole read.
  await expect
    .poll(() => text(live(page).getByRole('region', { name: 'Inferred design' })))
    .toMatch(/From 3,000 items: 1 entity, 0 items matching no template/);
}

/** The Live tab's problem notice, as one line. */
const notice = (page: Page) => text(live(page).getByRole('alert').filter({ hasText: 'Fix:' }));

/** Fails the test on any page problem other than the proxy's own failures. */
async function clean(page: Page, problems: PageProblems, expected: RegExp[]): Promise<void> {
  const mine = (e: string) =>
    (e.includes(proxy.url) && /HTTP 400|ERR_EMPTY_RESPONSE/.test(e)) ||
    expected.some((r) => r.test(e));
  const other = problems.errors.filter((e) => !mine(e));
  expect(other).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
  // No credential was kept anywhere.
  const values = [...Object.values(OLD), ...Object.values(NEW)].filter(
    (v) => !v.startsWith('ASIA')
  );
  expect(await leftovers(page, values)).toEqual([]);
  await page.context().close();
}

const STATUS_400 = /Failed to load resource: the server responded with a status of 400/;

describe('live load failures in the studio', () => {
  it('expired credentials: named, what loaded kept, new ones given, resumed from the last key', async () => {
    proxy.plan = (call) =>
      scansFrom(1)(call) && String(call.headers['authorization']).includes(OLD.accessKeyId)
        ? {
            type: 'ExpiredTokenException',
            message: 'The security token included in the request is expired'
          }
        : undefined;
    const { page, problems } = await open();
    await loadUntilEnd(page);
    const kept = await loaded(page);
    expect(kept).toBeLessThan(ITEMS);
    expect(await notice(page)).toMatch(/^Credentials refused\. .*expired.*Fix: .*/);
    expect(await text(progress(page))).toContain('— stopped by a problem');
    // The top bar says so too, and leads here.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Load stopped: credentials/ })
      .waitFor();
    // What loaded is still in the studio.
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.locator('[role="table"] [role="rowheader"]').first().waitFor();
    await page.getByRole('tab', { name: 'Live' }).click();

    await live(page).getByRole('button', { name: 'Enter new credentials' }).click();
    const d = page.getByRole('dialog', { name: 'New credentials' });
    await d.waitFor();
    await fillCredentials(page, NEW);
    await d.getByRole('button', { name: 'Use these credentials' }).click();
    await expect.poll(() => d.count()).toBe(0);
    await resumeToTheEnd(page, kept);
    // Every request after the renewal was signed with the new key.
    const scans = proxy.calls.filter((c) => c.operation === 'Scan');
    expect(String(scans.at(-1)!.headers['authorization'])).toContain(NEW.accessKeyId);
    await clean(page, problems, [STATUS_400]);
  });

  it('AccessDenied on Scan: the action and the IAM permission named; resumed once granted', async () => {
    let denied = true;
    proxy.plan = (call) =>
      denied && scansFrom(1)(call)
        ? {
            type: 'AccessDeniedException',
            message: `User: arn:aws:sts::123456789012:assumed-role/reader/e2e is not authorized to perform: dynamodb:Scan on resource: arn:aws:dynamodb:us-east-1:123456789012:table/${BIG} because no identity-based policy allows the dynamodb:Scan action`
          }
        : undefined;
    const { page, problems } = await open();
    await loadUntilEnd(page);
    const kept = await loaded(page);
    expect(await notice(page)).toMatch(
      /^Access denied\. .*Scan.*Fix: .*IAM permission dynamodb:Scan/
    );
    denied = false;
    await resumeToTheEnd(page, kept);
    await clean(page, problems, [STATUS_400]);
  });

  it('throttling: backed off with jitter, and the read goes on by itself', async () => {
    proxy.plan = (call) =>
      call.operation === 'Scan' && (call.n === 1 || call.n === 2)
        ? {
            type: 'ProvisionedThroughputExceededException',
            message: 'The level of configured provisioned throughput for the table was exceeded.'
          }
        : undefined;
    const { page, problems } = await open();
    await loadUntilEnd(page);
    expect(await text(progress(page))).toMatch(
      new RegExp(`^Scan of ${BIG}: 3,000 items, .*, 2 throttled requests retried — complete$`)
    );
    await clean(page, problems, [STATUS_400]);
  });

  it('throttling past the retries: named with its fix, resumable from the last key', async () => {
    let throttling = true;
    proxy.plan = (call) =>
      throttling && scansFrom(1)(call)
        ? { type: 'ThrottlingException', message: 'Rate exceeded' }
        : undefined;
    const { page, problems } = await open();
    await loadUntilEnd(page);
    expect(await notice(page)).toMatch(/^Throttled\. .*Fix: /);
    // The reader asked for the same page again and again (backing off), never another one.
    const retried = proxy.calls.filter((c) => c.operation === 'Scan' && c.n >= 1);
    expect(retried.length).toBeGreaterThan(2);
    expect(new Set(retried.map((c) => JSON.stringify(c.body['ExclusiveStartKey']))).size).toBe(1);
    const kept = await loaded(page);
    throttling = false;
    await resumeToTheEnd(page, kept);
    await clean(page, problems, [STATUS_400]);
  });

  it('a connection dropped mid-scan: named, what loaded kept, resumed from the last key', async () => {
    let drop = true;
    proxy.plan = (call) => (drop && scansFrom(1)(call) ? 'drop' : undefined);
    const { page, problems } = await open();
    await loadUntilEnd(page);
    const kept = await loaded(page);
    expect(await notice(page)).toMatch(/^Connection dropped\. .*Fix: .*resume/i);
    drop = false;
    await resumeToTheEnd(page, kept);
    await clean(page, problems, [/Failed to load resource: net::ERR_EMPTY_RESPONSE/]);
  });

  it('never shows the credentials an error message echoes', async () => {
    // AWS's InvalidSignatureException prints the canonical request: the key id and session token.
    proxy.plan = (call) =>
      call.operation === 'ListTables'
        ? {
            type: 'InvalidSignatureException',
            message: `The request signature we calculated does not match the signature you provided. The Canonical String for this request should have been 'POST / host:${new URL(proxy.url).host} x-amz-security-token:${String(call.headers['x-amz-security-token'])} ' and the String-to-Sign Credential=${OLD.accessKeyId}/20261201/us-east-1/dynamodb/aws4_request`
          }
        : undefined;
    const { page, problems } = await open();
    await connect(page);
    const d = dialog(page);
    const shown = d.getByRole('alert').filter({ hasText: 'Fix:' });
    await expect.poll(() => text(shown)).toMatch(/^Credentials refused\./);
    // The proxy did echo them (or the check below would prove nothing)…
    expect(proxy.calls[0]!.headers['x-amz-security-token']).toBe(OLD.sessionToken);
    // …and the page shows none of them (the fields keep what was typed, to correct it).
    const shownText = `${await page.content()}\n${await text(page.locator('body'))}`;
    expect([OLD.accessKeyId, OLD.sessionToken].filter((v) => shownText.includes(v))).toEqual([]);
    expect(
      problems.errors.filter((e) => e.includes(OLD.sessionToken) || e.includes(OLD.accessKeyId))
    ).toEqual([]);
    await clean(page, problems, [STATUS_400]);
  });
});

/** An answer to DescribeTable: the paged table, with one GSI whose key has several attributes. */
function describedWithIndex(
  name: string,
  partition: readonly [string, 'S' | 'N'][],
  sort: readonly [string, 'S' | 'N'][]
): { body: unknown } {
  const attributes = [...partition, ...sort].map(([n, t]) => ({
    AttributeName: n,
    AttributeType: t
  }));
  return {
    body: {
      Table: {
        TableName: BIG,
        TableStatus: 'ACTIVE',
        TableArn: `arn:aws:dynamodb:us-east-1:123456789012:table/${BIG}`,
        ItemCount: ITEMS,
        TableSizeBytes: ITEMS * 1530,
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
          ...attributes
        ],
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' }
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: name,
            KeySchema: [
              ...partition.map(([n]) => ({ AttributeName: n, KeyType: 'HASH' })),
              ...sort.map(([n]) => ({ AttributeName: n, KeyType: 'RANGE' }))
            ],
            Projection: { ProjectionType: 'KEYS_ONLY' },
            IndexStatus: 'ACTIVE'
          }
        ],
        BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' }
      }
    }
  };
}

describe('what dynalite cannot describe', () => {
  it('shows an index with a multi-attribute key, flagged, and offers to query it', async () => {
    proxy.plan = (call) =>
      call.operation === 'DescribeTable'
        ? describedWithIndex(
            'ByTournament',
            [
              ['tournament', 'S'],
              ['region', 'S']
            ],
            [['round', 'N']]
          )
        : undefined;
    const { page, problems } = await open();
    await connect(page);
    const d = dialog(page);
    await d.getByRole('radio', { name: BIG, exact: true }).check();
    await d.getByRole('heading', { name: `Table ${BIG}` }).waitFor();
    const row = d.getByRole('row', { name: /ByTournament/ });
    const cells = await row.locator('th, td').allTextContents();
    expect(cells.map((c) => c.replace(/\s+/g, ' ').trim()).slice(0, 3)).toEqual([
      'ByTournament GSI',
      'partition tournament (S), region (S); sort round (N) multi-attribute key',
      'KEYS_ONLY'
    ]);
    expect(await text(d)).toMatch(
      /Note: index "ByTournament" has a multi-attribute key \(partition tournament \(S\), region \(S\); sort round \(N\)\): its items are grouped by all of them; a Query of it gives a value for each partition attribute/
    );
    // It can be scanned, and queried with a value for each partition attribute.
    const views = d.getByRole('combobox', { name: 'Scan the table or an index' });
    expect(await views.locator('option', { hasText: 'ByTournament' }).count()).toBe(1);
    await d.getByRole('radio', { name: 'Query one partition' }).check();
    expect(
      await d
        .getByRole('combobox', { name: 'Query the table or an index' })
        .locator('option', { hasText: 'ByTournament' })
        .isDisabled()
    ).toBe(false);
    await clean(page, problems, []);
  });

  it('queries a 2+3 multi-attribute key: a field per partition attribute, the sort prefix, one KeyConditionExpression', async () => {
    const match = (matchId: number) => ({
      PK: { S: `MATCH#${matchId}` },
      SK: { S: '#META' },
      tournamentId: { S: 'W26' },
      region: { S: 'NA' },
      round: { S: 'SEMIFINALS' },
      bracket: { S: 'UPPER' },
      matchId: { N: String(matchId) }
    });
    proxy.plan = (call) =>
      call.operation === 'DescribeTable'
        ? describedWithIndex(
            'ByMatch',
            [
              ['tournamentId', 'S'],
              ['region', 'S']
            ],
            [
              ['round', 'S'],
              ['bracket', 'S'],
              ['matchId', 'N']
            ]
          )
        : call.operation === 'Query'
          ? {
              body: {
                Items: [match(3), match(7)],
                Count: 2,
                ScannedCount: 2,
                ConsumedCapacity: { TableName: BIG, CapacityUnits: 0.5 }
              }
            }
          : undefined;
    const { page, problems } = await open();
    await connect(page);
    const d = dialog(page);
    await d.getByRole('radio', { name: BIG, exact: true }).check();
    await d.getByRole('heading', { name: `Table ${BIG}` }).waitFor();
    await d.getByRole('radio', { name: 'Query one partition' }).check();
    await d.getByRole('combobox', { name: 'Query the table or an index' }).selectOption('ByMatch');
    // One labelled field per partition attribute, named and typed.
    await d.getByRole('textbox', { name: 'Partition key 1 of 2: tournamentId (S)' }).fill('W26');
    await d.getByRole('textbox', { name: 'Partition key 2 of 2: region (S)' }).fill('NA');
    const load = d.getByRole('button', { name: 'Load', exact: true });
    // The sort attributes left to right: the next is offered once the last given is =.
    await d.getByRole('combobox', { name: 'Sort key 1 of 3: round (S)' }).selectOption('=');
    await d.getByRole('textbox', { name: 'round value' }).fill('SEMIFINALS');
    await d.getByRole('combobox', { name: 'Sort key 2 of 3: bracket (S)' }).selectOption('=');
    await d.getByRole('textbox', { name: 'bracket value' }).fill('UPPER');
    await d.getByRole('combobox', { name: 'Sort key 3 of 3: matchId (N)' }).selectOption('BETWEEN');
    await d.getByRole('textbox', { name: 'matchId lower bound' }).fill('1');
    await d.getByRole('textbox', { name: 'matchId upper bound' }).fill('nine');
    const problem = d.getByRole('alert');
    await expect
      .poll(() => text(problem))
      .toBe('Sort key 3 of 3, matchId (N), upper bound: "nine" is not a number');
    expect(await load.isDisabled()).toBe(true);
    await d.getByRole('textbox', { name: 'matchId upper bound' }).fill('9');
    // A range before the last condition given is DynamoDB's refusal, named.
    await d.getByRole('combobox', { name: 'Sort key 1 of 3: round (S)' }).selectOption('>');
    await expect
      .poll(() => text(problem))
      .toBe(
        'Query key condition not supported: sort key attribute round takes >, but a condition on bracket follows it; only the last sort key attribute given may take a range'
      );
    expect(await load.isDisabled()).toBe(true);
    await d.getByRole('combobox', { name: 'Sort key 1 of 3: round (S)' }).selectOption('=');
    await expect.poll(() => problem.count()).toBe(0);
    await load.click();
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Live' }).click();
    expect(await ended(page)).toBe('complete');
    expect(
      await text(live(page).getByRole('status', { name: `Query of ByMatch on ${BIG} progress` }))
    ).toMatch(/: 2 items, .* — complete$/);
    // The set is named by its whole condition.
    await expect
      .poll(() => text(live(page)))
      .toContain(
        'Query of paged index ByMatch: tournamentId = "W26" and region = "NA" and round = "SEMIFINALS" and bracket = "UPPER" and matchId between 1 and 9'
      );
    // The one Query sent: every partition attribute by =, the sort prefix, joined with AND.
    const queries = proxy.calls.filter((c) => c.operation === 'Query');
    expect(queries.map((c) => c.body)).toEqual([
      {
        TableName: BIG,
        IndexName: 'ByMatch',
        Limit: expect.any(Number),
        ReturnConsumedCapacity: 'TOTAL',
        KeyConditionExpression:
          '#pk1 = :pk1 AND #pk2 = :pk2 AND #sk1 = :sk1 AND #sk2 = :sk2 AND #sk3 BETWEEN :sk3 AND :sk3upper',
        ExpressionAttributeNames: {
          '#pk1': 'tournamentId',
          '#pk2': 'region',
          '#sk1': 'round',
          '#sk2': 'bracket',
          '#sk3': 'matchId'
        },
        ExpressionAttributeValues: {
          ':pk1': { S: 'W26' },
          ':pk2': { S: 'NA' },
          ':sk1': { S: 'SEMIFINALS' },
          ':sk2': { S: 'UPPER' },
          ':sk3': { N: '1' },
          ':sk3upper': { N: '9' }
        }
      }
    ]);
    await clean(page, problems, []);
  });
});
