/**
 * Part of `npm run bench:live`: the whole-table profile's memory, which must stay flat however
 * large the table. A synthetic endpoint in its own process serves a table of BENCH_PROFILE_ITEMS
 * items (default 100,000,000) from a seed without storing it; the live reader (src/live, no read
 * budget, 4 parallel segments, pages sized as the Live tab sizes them) feeds every page to a
 * TableProfile, whose summary is rebuilt per page as the Live tab rebuilds it, and drops it. The
 * heap after a full collection is recorded at 1M, 10M and 100M items scanned; the baseline in the
 * same run is the heap the same 100,000 items take when loaded as the studio loads them. At the end
 * the profile's largest customers and products are checked against an exact count of the
 * generator.
 *
 * Run with --expose-gc (the npm script does).
 */
import { spawn } from 'node:child_process';
import { designTable } from '../../src/core/table-description/design-table.ts';
import { TableProfile } from '../../src/core/profile/table-profile.ts';
import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import { createLiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { describeTable } from '../../src/live/describe-table.ts';
import { readItems, type ReadCursor } from '../../src/live/read-items.ts';
import { exactCounts, type SyntheticSpec } from '../live/synthetic-table.ts';

process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
const N = Number(process.env['BENCH_PROFILE_ITEMS'] ?? 100_000_000);
const SEGMENTS = 4;
const SEED = 1;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc)
  throw new Error('run with node --expose-gc: the figures are heaps after a full collection');
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'test/bench/synthetic-server.ts', String(N), String(SEED)],
  {
    stdio: ['ignore', 'pipe', 'inherit']
  }
);
process.on('exit', () => child.kill());
const url = await new Promise<string>((resolve) =>
  child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()))
);
const holder = new CredentialsHolder();
holder.set({ accessKeyId: 'local', secretAccessKey: 'local' });
const client = createLiveClient({
  target: { kind: 'endpoint', endpoint: url },
  credentials: holder,
  where: 'node'
});
const uncapped = { maxItems: Number.MAX_SAFE_INTEGER, maxBytes: Number.MAX_SAFE_INTEGER };

try {
  const { table } = designTable(await describeTable(client, 'orders'));
  // Baseline, same run: 100,000 of the same items held as the studio holds a load.
  const before = heapMb();
  const held: AttributeMap[] = [];
  for await (const e of readItems(
    client,
    { kind: 'scan', table: 'orders' },
    { limits: { ...uncapped, maxItems: 100_000 } }
  ))
    if (e.kind === 'page') held.push(...e.items);
  const heldMb = heapMb() - before;
  held.length = 0;

  const base = heapMb();
  const profile = new TableProfile(table);
  const marks = [1_000_000, 10_000_000, 100_000_000].filter((m) => m <= N);
  const rows: { items: number; heapMb: number; rssMb: number; seconds: number }[] = [];
  let read = 0;
  const t0 = performance.now();
  // As a user would press Resume: a dropped connection ends a run with a cursor to go on from.
  let cursor: ReadCursor | undefined;
  let resumes = 0;
  for (;;) {
    let again = false;
    for await (const e of readItems(
      client,
      { kind: 'scan', table: 'orders', segments: SEGMENTS },
      { limits: uncapped, pageBytes: 1024 * 1024, ...(cursor ? { resume: cursor } : {}) }
    )) {
      if (e.kind === 'end' && e.reason !== 'complete') {
        if (!e.problem?.resumable || !e.cursor || resumes >= 20)
          throw new Error(
            `the profile read stopped: ${e.reason} ${JSON.stringify(e.problem ?? {})}`
          );
        cursor = e.cursor;
        resumes++;
        again = true;
      }
      if (e.kind !== 'page') continue;
      e.items.forEach((item, i) => profile.add(item, e.sizes[i]));
      profile.summary();
      read += e.items.length;
      while (marks.length && read >= marks[0]!) {
        marks.shift();
        rows.push({
          items: read,
          heapMb: heapMb() - base,
          rssMb: process.memoryUsage().rss / 2 ** 20,
          seconds: (performance.now() - t0) / 1000
        });
        console.log(
          `  … ${read.toLocaleString('en-US')} items, ${rows.at(-1)!.heapMb.toFixed(1)} MB`
        );
      }
    }
    if (!again) break;
  }
  if (read !== N) throw new Error(`the profile read ${read} items, expected ${N}`);
  const spec: SyntheticSpec = { name: 'orders', items: N, seed: SEED };
  const truth = exactCounts(spec);
  const summary = profile.summary(10);
  const worst = (
    hits: readonly { key: string; count: number }[],
    exact: Map<number, number>,
    prefix: string
  ) =>
    Math.max(
      ...hits.map((h) => {
        const real = exact.get(Number(h.key.slice(prefix.length))) ?? 0;
        return Math.abs(h.count - real) / real;
      })
    );
  const order = (m: Map<number, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k]) => k);
  const sameTop = (hits: readonly { key: string }[], m: Map<number, number>, prefix: string) =>
    hits.map((h) => Number(h.key.slice(prefix.length))).join() === order(m).join();
  const [t, gsi1] = summary.indexes;
  const row = (name: string, v: string) => console.log(`  ${name.padEnd(56)} ${v}`);
  console.log(
    `\nwhole-table profile, synthetic ${N.toLocaleString('en-US')}-item table, ${SEGMENTS} segments, no budget`
  );
  row('baseline: heap of 100,000 items held (as a load)', `${heldMb.toFixed(1)} MB`);
  for (const r of rows)
    row(
      `profile heap at ${r.items.toLocaleString('en-US')} items scanned`,
      `${r.heapMb.toFixed(1)} MB (rss ${r.rssMb.toFixed(0)} MB, ${r.seconds.toFixed(0)} s, ${Math.round(r.items / r.seconds).toLocaleString('en-US')} items/s)`
    );
  const last = rows.at(-1)!;
  row('runs resumed after a dropped connection', String(resumes));
  row('last / first heap figure', `${(last.heapMb / rows[0]!.heapMb).toFixed(2)} (flat is 1)`);
  row('profile heap / 100k items held', `${(last.heapMb / heldMb).toFixed(2)}`);
  row(
    'top 10 customers, same order as the exact count',
    String(sameTop(t!.byItems, truth.customers, 'S:CUST#c'))
  );
  row(
    'top 10 products (GSI1), same order as the exact count',
    String(sameTop(gsi1!.byItems, truth.products, 'S:PRODUCT#p'))
  );
  row(
    'worst relative error of a top-10 count',
    `${(100 * Math.max(worst(t!.byItems, truth.customers, 'S:CUST#c'), worst(gsi1!.byItems, truth.products, 'S:PRODUCT#p'))).toFixed(3)} %`
  );
  console.log(JSON.stringify({ items: N, heldMb, rows }));
} finally {
  client.destroy();
  child.kill();
}
