import { describe, expect, it, vi } from 'vitest';
import { until } from '../helpers/until.ts';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { emptyMap, type AttributeMap } from '../../src/core/model/attribute-value.ts';
import type { Design, Entity } from '../../src/core/model/design.ts';
import { countFindings } from '../../src/core/findings/count-findings.ts';
import { CUT, describeItem, VALUE_CHARS, WHOLE } from '../../src/core/inspect/describe-item.ts';
import { editDesign } from '../../src/core/edits/edit-design.ts';
import { findingItem } from '../../src/core/findings/finding-item.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { indexOverwrites } from '../../src/core/inspect/index-overwrites.ts';
import { itemPlaces } from '../../src/core/inspect/item-places.ts';
import { AnalysisSession } from '../../src/core/session/analysis-session.ts';
import { AnalysisHost, FINDINGS_SENT } from '../../src/workers/analysis-host.ts';
import { PREPARE_AFTER_MS, type HostTimers } from '../../src/workers/host-timers.ts';
import type { TouchMemory } from '../../src/workers/warm-memory.ts';
import { touchPages } from '../../src/workers/touch-pages.ts';
import { heatMemory } from '../../src/core/heat/heat-memory.ts';
import type { WorkerReply, WorkerRequest } from '../../src/workers/analysis-messages.ts';
import type { Question } from '../../src/core/session/analysis-port.ts';
import { generateRemote } from '../../src/ui/analysis/generate-remote.ts';
import { DesignSender } from '../../src/ui/analysis/design-sender.ts';
import type { ReadBlob } from '../../src/workers/design-input.ts';
import { example } from '../helpers/example.ts';
import { readFileSync } from 'node:fs';
import { importDesignText } from '../../src/core/formats/import-design-text.ts';
import { exportDesign } from '../../src/core/export/export-design.ts';
import { encodeShareLink } from '../../src/core/share/encode-share-link.ts';
import { serializeDesign } from '../../src/store/serialize-design.ts';
import { editRemote } from '../../src/ui/analysis/edit-remote.ts';
import { parsedRemote } from '../../src/ui/analysis/parsed-remote.ts';
import { readTestBlob, testBlob } from '../helpers/test-blobs.ts';

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** A host driven as the worker drives it, every message and reply through a structured clone. */
function host(
  read: ReadBlob | null = null,
  timers: HostTimers | null = null,
  touch: TouchMemory | null = null
) {
  const replies: WorkerReply[] = [];
  const h = new AnalysisHost((reply) => replies.push(structuredClone(reply)), read, timers, touch);
  const sender = new DesignSender();
  let id = 0;
  const ask = (request: Request): WorkerReply => {
    const n = ++id;
    h.handle(structuredClone({ ...request, id: n } as WorkerRequest));
    const reply = replies
      .filter((r) => r.id === n && r.kind !== 'progress' && r.kind !== 'open-progress')
      .at(-1);
    if (!reply) throw new Error(`no reply to ${request.kind}`);
    return reply;
  };
  const analyse = (design: Design) => {
    const reply = ask({ kind: 'analyse', wire: sender.encode(design) });
    if (reply.kind !== 'done') throw new Error(`analyse answered ${reply.kind}`);
    return reply;
  };
  /** Ask, and wait for an answer that comes later (an export, a link). */
  const later = async (request: Request): Promise<WorkerReply> => {
    const n = ++id;
    h.handle(structuredClone({ ...request, id: n } as WorkerRequest));
    await until(() => replies.some((r) => r.id === n));
    return replies.find((r) => r.id === n)!;
  };
  /** Ask question `question` of the latest analysis, as the worker port does. */
  const q = <Q extends Question>(question: Q, ...args: Parameters<AnalysisSession[Q]>) => {
    const reply = ask({ kind: 'call', question, args });
    if (reply.kind !== 'answer') throw new Error(`${question} answered ${reply.kind}`);
    // Null before any analysis, and where the session answers null.
    return reply as Extract<WorkerReply, { kind: 'answer' }> & {
      value: ReturnType<AnalysisSession[Q]>;
    };
  };
  return { ask, q, analyse, later, sender, replies };
}

const item = (values: Record<string, unknown>): AttributeMap =>
  Object.assign(emptyMap(), values) as AttributeMap;

describe('AnalysisHost item requests', () => {
  it('describes an item exactly as the page does from its own analysis', () => {
    const { q, analyse } = host();
    const design = example('library-author-only');
    const done = analyse(design);
    const page = analyzeDesign(design).tables[0]!;
    const overwrites = indexOverwrites(page.views[0]!);
    expect(overwrites.size).toBeGreaterThan(0);
    for (let order = 0; order < page.resolved.count; order++) {
      const reply = q('item', 0, order, false);
      expect(reply).toEqual({
        id: reply.id,
        kind: 'answer',
        rev: done.id,
        value: describeItem(page.resolved, order, overwrites, CUT)
      });
    }
    const winner = [...overwrites][0]!;
    const lost = q('item', 0, winner[0], false);
    expect(lost.value?.overwrittenBy?.source).toBe(winner[1].source);
  });

  it('describes worker-generated items, which the page never holds', () => {
    const { q, analyse } = host();
    const base = example('gaming');
    analyse(generateRemote(base, 300, 5));
    const real = analyzeDesign(generateDesignItems(base, 300, 5)).tables[0]!;
    const order = real.resolved.count - 1;
    const reply = q('item', 0, order, false);
    expect(reply.value).toEqual(
      describeItem(real.resolved, order, indexOverwrites(real.views[0]!))
    );
    expect(Object.keys(reply.value!.attributes).length).toBeGreaterThan(1);
  });

  it('cuts a 1 MB value unless the whole item is asked for', () => {
    const { q, analyse } = host();
    const huge = 'x'.repeat(1024 * 1024);
    const design = editDesign(example('gaming'), {
      kind: 'add-items',
      owner: { kind: 'table', index: 0 },
      items: [item({ PK: { S: 'BIG' }, SK: { S: 'BIG' }, blob: { S: huge } })]
    });
    analyse(design);
    const cut = q('item', 0, 0, false);
    if (!cut.value) throw new Error('no item');
    expect(cut.value.attributes['blob']).toEqual({ S: `${'x'.repeat(VALUE_CHARS)}…` });
    expect(cut.value.cut).toEqual(new Map([['blob', huge.length]]));
    expect(JSON.stringify(cut.value).length).toBeLessThan(VALUE_CHARS + 2000);
    const whole = q('item', 0, 0, true);
    if (!whole.value) throw new Error('no item');
    expect(whole.value.attributes['blob']).toEqual({ S: huge });
    expect(whole.value.cut.size).toBe(0);
    const page = analyzeDesign(design).tables[0]!;
    expect(whole.value).toEqual(describeItem(page.resolved, 0, new Map(), WHOLE));
  });

  it('answers null for an item or table the analysis lacks, and before any analysis', () => {
    const { q, analyse } = host();
    expect(q('item', 0, 0, false)).toMatchObject({ kind: 'answer', rev: 0, value: null });
    analyse(example('gaming'));
    expect(q('item', 0, 22, false)).toMatchObject({ value: null });
    expect(q('item', 3, 0, false)).toMatchObject({ value: null });
  });
});

describe('AnalysisHost finding-item requests', () => {
  it('resolves every finding as the page does, and locate then finds the item row', () => {
    const { q, analyse } = host();
    const design = example('library-author-only');
    const done = analyse(design);
    const analysis = analyzeDesign(design);
    const places = itemPlaces(
      design,
      analysis.tables.map((t) => t.resolved)
    );
    const collisions = analysis.findings.filter((f) => f.code === 'key.collision');
    expect(collisions.length).toBeGreaterThan(0);
    for (const f of analysis.findings) {
      const reply = q('findingItem', f.path);
      expect(reply).toMatchObject({
        kind: 'answer',
        rev: done.id,
        value: findingItem(f.path, places) ?? null
      });
    }
    const path = collisions[0]!.path;
    const reply = q('findingItem', `${path}.Author`);
    if (!reply.value) throw new Error('no place');
    expect(analysis.tables[0]!.resolved.item(reply.value.order)!.source).toBe(path);
    const located = q(
      'locate',
      { table: reply.value.table, view: 0, collapse: { all: true, toggled: [] } },
      { kind: 'item', order: reply.value.order }
    );
    expect(located).toMatchObject({ kind: 'answer', value: { collapsed: true } });
  });

  it('generates for the entities a run names only, as the page would', () => {
    const { q, analyse } = host();
    const base = example('gaming');
    const design = generateRemote(base, 40, 3, [1]);
    expect(design.entities.map((e) => e.items.length)).toEqual([6, 44, 12]);
    expect(design.entities[0]!.items).toBe(base.entities[0]!.items);
    analyse(design);
    const real = analyzeDesign(generateDesignItems(base, 40, 3, new Set([1]))).tables[0]!;
    const order = real.resolved.count - 13;
    const reply = q('item', 0, order, false);
    expect(reply.value).toEqual(
      describeItem(real.resolved, order, indexOverwrites(real.views[0]!))
    );
  });

  it('finds worker-generated items by their path; templates and patterns are no item', () => {
    const { q, analyse } = host();
    const base = example('gaming');
    analyse(generateRemote(base, 1000, 3));
    // Write order: every User (6 + 1000), every Game (4 + 1000), then the mappings.
    expect(base.entities.map((e) => e.items.length)).toEqual([6, 4, 12]);
    const path = '$.entities[2].items[1005].username';
    expect(q('findingItem', path)).toMatchObject({
      value: { table: 0, order: 1006 + 1004 + 1005 }
    });
    expect(q('findingItem', '$.entities[2].items[1012]')).toMatchObject({ value: null });
    expect(q('findingItem', '$.entities[0].keys.PK')).toMatchObject({ value: null });
    expect(q('findingItem', '$.accessPatterns[0]')).toMatchObject({ value: null });
  });
});

/** One table; `n` entities with the same key templates: every pair of them overlaps. */
function overlapping(n: number): Design {
  const entities: Entity[] = Array.from({ length: n }, (_, i) => ({
    name: `E${i}`,
    table: 'T',
    attributes: [],
    keys: { PK: 'P#${id}' },
    items: i === 0 ? [item({ id: { S: 'a' } }), item({ id: { S: 'a' } })] : []
  }));
  return {
    name: 'overlaps',
    tables: [
      {
        name: 'T',
        partitionKey: { name: 'PK', type: 'S' },
        globalSecondaryIndexes: [],
        localSecondaryIndexes: [],
        items: []
      }
    ],
    entities,
    accessPatterns: []
  };
}

describe('AnalysisHost findings requests', () => {
  it('sends the first findings and counts; pages reach every finding, filtered or not', () => {
    const { q, analyse } = host();
    const design = overlapping(50);
    const done = analyse(design);
    const findings = analyzeDesign(design).findings;
    expect(findings.length).toBeGreaterThan(FINDINGS_SENT);
    expect(done.summary.findingCount).toBe(findings.length);
    expect(done.summary.findings).toEqual(findings.slice(0, FINDINGS_SENT));
    expect(done.summary.findingCounts).toEqual(countFindings(findings));

    const got = [];
    for (let from = 0; from < findings.length; from += 300) {
      const reply = q('findings', from, from + 300, null);
      expect(reply.rev).toBe(done.id);
      expect(reply.value.total).toBe(findings.length);
      got.push(...reply.value.findings);
    }
    expect(got).toEqual(findings);

    const filter = { severity: 'error', code: 'key.collision' } as const;
    const last = q('findings', 0, 10, filter);
    expect(last).toMatchObject({
      kind: 'answer',
      value: {
        total: 1,
        from: 0,
        to: 1,
        findings: [{ code: 'key.collision', path: '$.entities[0].items[0]' }]
      }
    });
  });

  it('answers a bad page request with an error naming the input', () => {
    const { ask, analyse } = host();
    analyse(example('gaming'));
    const reply = ask({ kind: 'call', question: 'findings', args: [Number.NaN, 10, null] });
    expect(reply.kind).toBe('error');
    expect(reply.kind === 'error' && reply.message).toMatch(/from must be .*NaN/);
  });
});

describe('AnalysisHost prefetched rows', () => {
  const query = { table: 0, view: 0, collapse: { all: false, toggled: [] } };
  it('answers no rows before the page has asked for any', () => {
    const { analyse } = host();
    expect(analyse(example('gaming')).prefetched).toBeUndefined();
  });

  it('reads the last window asked for from each new analysis, as a rows request would', () => {
    const { q, analyse } = host();
    const design = example('gaming');
    analyse(design);
    q('window', query, 2, 12);
    const edited = {
      ...design,
      entities: design.entities.map((e) =>
        e.name === 'UserGameMapping' ? { ...e, keys: { ...e.keys, PK: 'MATCH#${gameId}' } } : e
      )
    };
    const done = analyse(edited);
    const asked = q('window', query, 2, 12);
    expect(done.prefetched).toEqual({ query, from: 2, to: 12, window: asked.value });
    // It is the edited analysis: the mappings moved to MATCH# collections.
    const pks = done.prefetched!.window.rows.map((r) => r.pk.text);
    expect(pks.some((t) => t.startsWith('MATCH#'))).toBe(true);
  });
  // The host lets each analysis go before making the next, and its key cache writes the next
  // over the large arrays the last no longer held (KeyCache with an ArrayRecycler): at 75,000
  // items each edit below recycles ranks and orders, and must read exactly as a fresh analysis.
  it('reads each edit of a large design as a fresh analysis of it, though it recycles arrays', () => {
    const { q, analyse } = host();
    const rekey = (d: Design, pk: string, sk: string): Design => ({
      ...d,
      entities: d.entities.map((e) =>
        e.name === 'UserGameMapping' ? { ...e, keys: { ...e.keys, PK: pk, SK: sk } } : e
      )
    });
    const remote = generateRemote(example('gaming'), 25_000, 11);
    const real = generateDesignItems(example('gaming'), 25_000, 11);
    const edits = [
      ['GAME#${gameId}', 'USER#${username}'],
      ['GAME#${gameId}x', 'USER#${username}'],
      ['GAME#${gameId}x', 'U#${username}'],
      ['GAME#${gameId}', '#METADATA#${username}'],
      ['GAME#${gameId}y', 'USER#${username}']
    ] as const;
    const seen: unknown[] = [];
    const expected: unknown[] = [];
    for (const [pk, sk] of edits) {
      analyse(rekey(remote, pk, sk));
      const fresh = new AnalysisSession(rekey(real, pk, sk), analyzeDesign(rekey(real, pk, sk)));
      for (const view of [0, 1])
        for (const from of [0, 40_000]) {
          const at = { ...query, view };
          seen.push(q('window', at, from, from + 30).value);
          expected.push(structuredClone(fresh.window(at, from, from + 30)));
        }
      // Heat reads every view and key attribute's ranks.
      seen.push(q('heat', 1).value);
      expected.push(structuredClone(fresh.heat()));
    }
    expect(seen).toEqual(expected);
  });
});

describe('AnalysisHost heat requests', () => {
  const gaming: Design = {
    ...example('gaming'),
    workload: {
      accessPatterns: [
        { pattern: 'Find all users in a game', rate: 2000, keys: { kind: 'zipf', exponent: 1.2 } }
      ],
      entities: [
        { entity: 'UserGameMapping', writeRate: 3000, keys: { kind: 'zipf', exponent: 1.2 } }
      ]
    }
  };

  it('answers heat and fixes from the session of the latest analysis, as the page’s session does', () => {
    const { q, analyse } = host();
    expect(q('heat', 1)).toMatchObject({ kind: 'answer', rev: 0, value: null });
    expect(q('fixes', 1)).toMatchObject({ kind: 'answer', rev: 0, value: null });
    const done = analyse(gaming);
    const heat = q('heat', 2);
    const fixes = q('fixes', 2);
    const page = new AnalysisSession(gaming, analyzeDesign(gaming));
    expect(heat).toMatchObject({ rev: done.id, value: structuredClone(page.heat(2)) });
    expect(fixes).toMatchObject({ rev: done.id, value: structuredClone(page.fixes(2)) });
    expect(fixes.value.length).toBeGreaterThan(0);
  });

  it('previews a fix’s heat without changing what the worker holds', () => {
    const { q, analyse } = host();
    analyse(gaming);
    const fix = q('fixes', 1).value[0]!;
    const preview = q('preview', fix, 1).value!;
    expect(preview.heat!.views[0]!.keys[0]!.utilization).toBeLessThan(1);
    // The peak and every pattern's status after it, as the page's session works them out.
    const page = new AnalysisSession(gaming, analyzeDesign(gaming));
    expect(preview.outcome).toEqual(structuredClone(page.preview(fix)!.outcome));
    expect(preview.outcome!.patterns).toHaveLength(gaming.accessPatterns.length);
    const again = q('heat', 1);
    expect(again.value!.views[0]!.keys[0]!.utilization).toBeGreaterThan(1);
  });

  it('heats a million-strong design’s worker-held items where they are', () => {
    const { q, analyse } = host();
    analyse(generateRemote(gaming, 2000, 7));
    const reply = q('heat', 1);
    const real = generateDesignItems(gaming, 2000, 7);
    expect(reply.value).toEqual(
      structuredClone(new AnalysisSession(real, analyzeDesign(real)).heat())
    );
  });
});

/** Timers run by hand: each `now()` is 10 ms on, so a slice of preparing heat does one step. */
function handTimers() {
  const pending: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  let clock = 0;
  const timers: HostTimers = {
    later(fn, ms) {
      const t = { fn, ms, cancelled: false };
      pending.push(t);
      return () => (t.cancelled = true);
    },
    now: () => (clock += 10)
  };
  /** Run the next timer that is still due; its delay, or null when none is left. */
  const runNext = (): number | null => {
    for (let t = pending.shift(); t; t = pending.shift()) {
      if (t.cancelled) continue;
      t.fn();
      return t.ms;
    }
    return null;
  };
  return { timers, pending, runNext };
}

describe('AnalysisHost prepares heat while idle', () => {
  const gaming: Design = {
    ...example('gaming'),
    workload: {
      accessPatterns: [{ pattern: 'Find all users in a game', rate: 2000 }],
      entities: [{ entity: 'UserGameMapping', writeRate: 3000 }]
    }
  };

  it('once an analysis rests, in slices, each followed by the next; then heat is the one prepared', () => {
    const prepare = vi.spyOn(AnalysisSession.prototype, 'prepareHeat');
    try {
      const { timers, runNext, pending } = handTimers();
      const { q, analyse } = host(null, timers);
      analyse(gaming);
      expect(pending.map((t) => t.ms)).toEqual([PREPARE_AFTER_MS]);
      const delays: number[] = [];
      for (let ms = runNext(); ms !== null; ms = runNext()) delays.push(ms);
      expect(delays[0]).toBe(PREPARE_AFTER_MS);
      expect(delays.length).toBeGreaterThan(3);
      expect(delays.slice(1).every((ms) => ms === 0)).toBe(true);
      expect(prepare.mock.results.at(-1)!.value).toBe(true);
      expect(prepare.mock.results.slice(0, -1).every((r) => r.value === false)).toBe(true);
      const calls = prepare.mock.calls.length;
      const reply = q('heat', 1);
      const page = new AnalysisSession(gaming, analyzeDesign(gaming));
      expect(reply.value).toEqual(structuredClone(page.heat(1)));
      // The answer was the prepared report: no slice ran since, none is left to run.
      expect(prepare.mock.calls.length).toBe(calls);
      expect(runNext()).toBeNull();
    } finally {
      prepare.mockRestore();
    }
  });

  it('answers requests between slices, and a new analysis drops the preparation for the old one', () => {
    const { timers, runNext, pending } = handTimers();
    const { q, analyse } = host(null, timers);
    analyse(gaming);
    runNext();
    runNext();
    expect(q('findings', 0, 5, null).kind).toBe('answer');
    const moved: Design = {
      ...gaming,
      entities: gaming.entities.map((e) =>
        e.name === 'UserGameMapping' ? { ...e, keys: { ...e.keys, PK: 'MATCH#${gameId}' } } : e
      )
    };
    analyse(moved);
    // One timer is live: the new analysis's, after a rest.
    const live = pending.filter((t) => !t.cancelled);
    expect(live.map((t) => t.ms)).toEqual([PREPARE_AFTER_MS]);
    while (runNext() !== null);
    const reply = q('heat', 1);
    const page = new AnalysisSession(moved, analyzeDesign(moved));
    expect(reply.value).toEqual(structuredClone(page.heat(1)));
  });

  it('prepares at once after a design is generated or read, after a rest after an edit', () => {
    const { timers, pending, runNext } = handTimers();
    const { analyse } = host(null, timers);
    const generated = generateRemote(gaming, 300, 7);
    analyse(generated);
    expect(pending.filter((t) => !t.cancelled).map((t) => t.ms)).toEqual([0]);
    // The same held items with another name: nothing rebuilt, so it waits for edits to rest.
    analyse({ ...generated, name: 'renamed' });
    expect(pending.filter((t) => !t.cancelled).map((t) => t.ms)).toEqual([PREPARE_AFTER_MS]);
    while (runNext() !== null);
  });

  // The memory a generated design's first heat fills is touched elsewhere while it is
  // analysed (WarmMemory); the heat prepared then writes over it, and is the same report.
  it('touches the memory of a generated design’s first heat, which the heat then writes over', async () => {
    const given: ArrayBuffer[] = [];
    const asked: (readonly number[])[] = [];
    const touch: TouchMemory = (lengths) => {
      asked.push(lengths);
      const buffers = lengths.map(touchPages);
      given.push(...buffers);
      return Promise.resolve(buffers);
    };
    const { timers, runNext } = handTimers();
    const { q, analyse } = host(null, timers, touch);
    analyse(generateRemote(gaming, 30_000, 7));
    await Promise.resolve();
    while (runNext() !== null);
    const real = generateDesignItems(gaming, 30_000, 7);
    const written = given.filter((b) => new Uint8Array(b).some((x) => x !== 0));
    const page = new AnalysisSession(real, analyzeDesign(real));
    expect([asked, written.length, q('heat', 1).value]).toEqual([
      [heatMemory(real, 1 << 18)],
      given.length,
      structuredClone(page.heat(1))
    ]);
  });

  it('prepares the scale heat was last asked at', () => {
    const { timers, runNext } = handTimers();
    const { q, analyse } = host(null, timers);
    analyse(gaming);
    q('heat', 4);
    analyse({ ...gaming, name: 'renamed' });
    const prepare = vi.spyOn(AnalysisSession.prototype, 'prepareHeat');
    try {
      while (runNext() !== null);
      expect(new Set(prepare.mock.calls.map((c) => c[0]))).toEqual(new Set([4]));
    } finally {
      prepare.mockRestore();
    }
  });

  it('without timers, prepares nothing (heat is made when asked for)', () => {
    const prepare = vi.spyOn(AnalysisSession.prototype, 'prepareHeat');
    try {
      const { q, analyse } = host();
      analyse(gaming);
      expect(q('heat', 1).value).not.toBeNull();
      expect(prepare).not.toHaveBeenCalled();
    } finally {
      prepare.mockRestore();
    }
  });
});

describe('AnalysisHost graph requests', () => {
  const items = { table: 0, view: 1, expanded: null };
  const attention = {
    entity: 'Game',
    item: { table: 0, order: 3 },
    collection: { table: 0, view: 0, collection: 1 },
    pattern: 2
  };

  it("answers the graphs' questions as the page's own session does", () => {
    const { q, analyse } = host();
    const design = example('gaming');
    const done = analyse(design);
    const page = new AnalysisSession(design, analyzeDesign(design)).graphs();
    const rev = done.id;
    expect(q('entityGraph')).toMatchObject({ kind: 'answer', rev });
    expect(q('entityGraph')).toEqual(
      expect.objectContaining({ value: structuredClone(page.entity()) })
    );
    expect(q('itemGraph', items)).toEqual(
      expect.objectContaining({ kind: 'answer', rev, value: structuredClone(page.items(items)) })
    );
    expect(q('graphLights', attention, true, items)).toEqual(
      expect.objectContaining({
        kind: 'answer',
        rev,
        value: page.lights(attention, { entities: true, items })
      })
    );
    expect(q('entityCollections', 0, 1, 'UserGameMapping')).toEqual(
      expect.objectContaining({
        kind: 'answer',
        rev,
        value: page.entityCollections(0, 1, 'UserGameMapping')
      })
    );
  });

  it('draws worker-generated items, which the page never holds, as clusters of tens of nodes', () => {
    const { q, analyse } = host();
    const base = example('gaming');
    analyse(generateRemote(base, 3000, 7));
    const page = new AnalysisSession(
      generateDesignItems(base, 3000, 7),
      analyzeDesign(generateDesignItems(base, 3000, 7))
    ).graphs();
    const reply = q('itemGraph', { table: 0, view: 0, expanded: null });
    expect(reply.value!.itemCount).toBe(
      page.items({ table: 0, view: 0, expanded: null })!.itemCount
    );
    expect(reply.value!.graph).toEqual(page.items({ table: 0, view: 0, expanded: null })!.graph);
    expect(reply.value!.graph.nodes.length).toBeLessThan(100);
    // Its suggestions read the items: the worker's entity graph is the page's.
    const entities = q('entityGraph');
    expect(entities.value!.graph).toEqual(page.entity().graph);
  });

  it('answers nothing before any analysis, and an error for a bad question', () => {
    const { ask, q, analyse } = host();
    // Before any analysis every question is answered null (the port reads it as "ask again").
    expect(q('entityGraph')).toMatchObject({ value: null, rev: 0 });
    expect(q('itemGraph', items)).toMatchObject({ value: null, rev: 0 });
    expect(q('graphLights', attention, true, items)).toMatchObject({ value: null, rev: 0 });
    expect(q('entityCollections', 0, 0, 'Game')).toMatchObject({ value: null, rev: 0 });
    analyse(example('gaming'));
    expect(q('itemGraph', { table: 0, view: 7, expanded: null })).toMatchObject({ value: null });
    expect(q('entityCollections', 0, 7, 'Game')).toMatchObject({ value: [] });
    // A name that is no question of the analysis is refused, not called.
    const bad = ask({ kind: 'call', question: 'summary' as Question, args: [] });
    expect(bad).toMatchObject({ kind: 'error', message: expect.stringMatching(/not a question/) });
  });
});

describe('AnalysisHost open requests', () => {
  const facets = readFileSync('test/fixtures/workbench/AnOnlineShop_facets.json');

  /** Open `bytes` as the page does in the worker, then adopt what it holds. */
  function opened(bytes: Uint8Array) {
    const h = host(readTestBlob);
    const input = testBlob(bytes);
    const reply = h.ask({ kind: 'open', input, label: 'shop.json' });
    if (reply.kind !== 'opened' || !reply.result.ok) throw new Error(`answered ${reply.kind}`);
    const shell = reply.result;
    const design = parsedRemote(
      shell.design,
      { tables: shell.tables.map((t) => t.length), entities: shell.entities.map((e) => e.length) },
      input,
      'shop.json'
    );
    design.tables.forEach((t, i) => h.sender.adopt(t.items, shell.tables[i]!.id));
    design.entities.forEach((e, i) => h.sender.adopt(e.items, shell.entities[i]!.id));
    const loaded = importDesignText(bytes, 'shop.json');
    if (!loaded.ok) throw new Error('did not load');
    return { ...h, design, real: loaded.design };
  }

  it('opens a file with progress, then analyses it as the page analyses the same file', () => {
    // One facet item written twice: the analysis reports a collision, located in the file.
    const model = JSON.parse(facets.toString('utf8')) as {
      DataModel: { TableFacets: { TableData: unknown[] }[] }[];
    };
    const data = model.DataModel[0]!.TableFacets[0]!.TableData;
    data.push(data[0]);
    const { analyse, design, real, replies } = opened(
      new TextEncoder().encode(JSON.stringify(model))
    );
    const progress = replies.filter((r) => r.kind === 'open-progress');
    expect(progress.map((r) => r.kind === 'open-progress' && r.phase)).toContain('validating');
    const done = analyse(design);
    // The page path for a large file: the page loads it and sends the items to the worker.
    const fromPage = host().analyse(real);
    expect(done.summary).toEqual(fromPage.summary);
    // Findings about items name where the Workbench file holds them, as on the page.
    expect(done.summary.findings).toContainEqual(
      expect.objectContaining({
        code: 'key.collision',
        path: '$.DataModel[0].TableFacets[0].TableData[0]',
        message: expect.stringContaining(
          `overwritten by the later customer from $.DataModel[0].TableFacets[0].TableData[${data.length - 1}]`
        )
      })
    );
  });

  it('answers a file it cannot open with the located findings, and holds nothing', () => {
    const { ask } = host(readTestBlob);
    const bad = new Uint8Array(Buffer.from('{"name": "A\xff"}', 'latin1'));
    const reply = ask({ kind: 'open', input: testBlob(bad), label: 'bad.json' });
    expect(reply).toMatchObject({
      kind: 'opened',
      result: { ok: false, findings: importDesignText(bad, 'bad.json').findings }
    });
  });

  it("writes the stored text of a design whose items it holds, as the page's serializer would", async () => {
    const { ask, design, real } = opened(new Uint8Array(facets));
    const edited = editRemote(design, {
      kind: 'delete-item',
      owner: { kind: 'entity', index: 0 },
      index: 0
    });
    const reply = ask({ kind: 'design-text', wire: new DesignSender().encode(edited) });
    if (reply.kind !== 'design-text') throw new Error(`answered ${reply.kind}`);
    const expected = editDesign(real, {
      kind: 'delete-item',
      owner: { kind: 'entity', index: 0 },
      index: 0
    });
    expect(await reply.text.text()).toBe(await serializeDesign(expected));
  });

  it('exports and makes links of the design it holds, as the page does of the real design', async () => {
    const { later, design, real, sender } = opened(new Uint8Array(facets));
    const request = { to: 'keyscope' as const, format: 'json' as const, now: new Date(0) };
    const reply = await later({ kind: 'export', wire: sender.encode(design), request });
    if (reply.kind !== 'exported' || !reply.result.ok) throw new Error(`answered ${reply.kind}`);
    const page = exportDesign(real, request);
    if (!page.ok) throw new Error('the page did not export');
    const { text, ...rest } = reply.result;
    const { text: pageText, ...pageRest } = page;
    expect(await text.text()).toBe(pageText);
    expect(rest).toEqual(pageRest);
    const link = await later({ kind: 'share-link', wire: sender.encode(design) });
    expect(link).toMatchObject({ kind: 'share-link', result: await encodeShareLink(real) });
  });

  it('answers an export it cannot make with the reason', async () => {
    const { later, design, sender } = opened(new Uint8Array(facets));
    const reply = await later({
      kind: 'export',
      wire: sender.encode(design),
      request: { to: 'cloudformation', format: 'json', table: 'no such table', now: new Date(0) }
    });
    expect(reply.kind).toBe('exported');
    if (reply.kind === 'exported') expect(reply.result.ok).toBe(false);
  });
});
