// A whole-table profile against a real dynalite (in-process, loopback, free port): every item of
// every segment counted once, nothing kept, beside a load rather than in its place; Stop and
// resume go on adding to the same counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../../src/core/export/table-items.ts';
import { TableProfile } from '../../../src/core/profile/table-profile.ts';
import { DEFAULT_READ_LIMITS } from '../../../src/core/reading/read-limits.ts';
import { designTable } from '../../../src/core/table-description/design-table.ts';
import type { LiveConnection } from '../../../src/ui/live/live-api.ts';
import { LiveProfile } from '../../../src/ui/live/live-profile.svelte.ts';
import { LiveState } from '../../../src/ui/live/live-state.svelte.ts';
import { hostLine } from './host-line.ts';
import { ShellState } from '../../../src/ui/shell/shell-state.svelte.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { seedLocalTable } from '../../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from '../../live/dynalite-server.ts';
import { example } from '../../helpers/example.ts';
import { until } from '../../helpers/until.ts';
import { setupWorkerState } from '../analysis/fake-worker.ts';

let dynamo: LocalDynamo;

beforeAll(async () => {
  dynamo = await startDynalite();
  await seedLocalTable(dynamo.seeder, 'public/examples/gaming.json');
});

afterAll(() => dynamo?.close());

class FakePage extends EventTarget {}

/** What the profile should say: the seeded items, counted straight into a profile. */
function expectedSummary(live: LiveState) {
  const profile = new TableProfile(designTable(live.description!).table);
  for (const item of tableItems(analyzeDesign(example('gaming')).tables[0]!)) profile.add(item);
  return profile.summary();
}

async function connected(): Promise<LiveState> {
  const { state: worker } = setupWorkerState();
  const live = new LiveState(
    new StudioState(),
    worker,
    new ShellState(1280),
    new FakePage(),
    undefined,
    undefined,
    hostLine().connect
  );
  await live.connect({ kind: 'endpoint', endpoint: dynamo.url }, 'emulator');
  await live.choose('battle-royale');
  return live;
}

describe('LiveProfile', () => {
  it('counts every item of every segment once: the table’s and the index’s largest collections', async () => {
    const live = await connected();
    const profile = live.startProfile({ segments: 3, budget: null })!;
    await until(() => !profile.running && profile.end !== null);
    expect(profile.end).toEqual({ reason: 'complete', cursor: null });
    expect(profile.progress).toMatchObject({ items: 22, segmentsDone: 3, totalSegments: 3 });
    expect(profile.summary).toEqual(expectedSummary(live));
    expect(profile.summary.indexes.map((p) => [p.index ?? 'table', p.items])).toEqual([
      ['table', 22],
      ['InvertedIndex', 22]
    ]);
    live.disconnect();
  });

  it('leaves a load in place: a profile is beside it, not instead of it', async () => {
    const live = await connected();
    const load = live.start({
      source: { kind: 'scan', table: 'battle-royale' },
      budget: null,
      limits: DEFAULT_READ_LIMITS,
      consistentRead: false
    })!;
    await until(() => !load.running);
    const profile = live.startProfile({ segments: 1, budget: null })!;
    await until(() => !profile.running && profile.end !== null);
    expect(live.load).toBe(load);
    expect(live.profile).toBe(profile);
    live.disconnect();
  });

  it('stops within a page and resumes to the same counts as one whole read', async () => {
    const live = await connected();
    const connection = live.connection!;
    const profile = new LiveProfile({
      table: designTable(live.description!).table,
      segments: 2,
      budget: null
    });
    // Stop as soon as the first page is counted: the reader sees the abort before its next page.
    const stopping: LiveConnection = {
      ...connection,
      async *read(source, options) {
        for await (const event of connection.read(source, { ...options, pageSize: 5 })) {
          yield event;
          if (event.kind === 'page') profile.stop();
        }
      }
    };
    await profile.run(stopping);
    expect(profile.end).toMatchObject({ reason: 'stopped' });
    expect(profile.resumable).toBe(true);
    expect(profile.progress!.items).toBeLessThan(22);
    await profile.run(connection, profile.end!.cursor!);
    expect(profile.end).toEqual({ reason: 'complete', cursor: null });
    expect(profile.progress!.items).toBe(22);
    expect(profile.summary).toEqual(expectedSummary(live));
    live.disconnect();
  });
});
