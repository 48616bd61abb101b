// A live table's items reach the worker page by page (appendRemote), and what is derived from
// them there (derive → derivedRemote) is analysed exactly as the same design held on the page.
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { tableItems } from '../../src/core/export/table-items.ts';
import type { Design } from '../../src/core/model/design.ts';
import { AnalysisSession } from '../../src/core/session/analysis-session.ts';
import { AnalysisHost, FINDINGS_SENT, RUN_ENTRIES_SENT } from '../../src/workers/analysis-host.ts';
import type { WorkerReply, WorkerRequest } from '../../src/workers/analysis-messages.ts';
import { applyLiveChange, type LiveChange } from '../../src/workers/live-change.ts';
import { appendRemote } from '../../src/ui/analysis/append-remote.ts';
import { derivedRemote } from '../../src/ui/analysis/derived-remote.ts';
import {
  holdsRemoteItems,
  pageHeldItems,
  REMOTE_ITEM,
  reserveOp
} from '../../src/ui/analysis/remote-items.ts';
import { shapeOf } from '../../src/core/items/shape-of.ts';
import { wireParts } from '../../src/ui/analysis/wire-parts.ts';
import { DesignSender } from '../../src/ui/analysis/design-sender.ts';
import { type WireDesign } from '../../src/workers/wire-design.ts';
import { example } from '../helpers/example.ts';
import { blobItems } from '../../src/ui/analysis/blob-items.ts';
import { itemsToText } from '../../src/workers/items-text.ts';
import { readTestBlob, testBlob } from '../helpers/test-blobs.ts';

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** How many items a wire design carries (its arrays', and those of the bases it rebuilds from). */
function itemsIn(wire: WireDesign): number {
  let n = 0;
  for (const entry of wire.arrays.values())
    n +=
      entry.kind === 'items'
        ? entry.items.length
        : entry.kind === 'derived'
          ? itemsIn(entry.base)
          : 0;
  return n;
}

function host() {
  const replies: WorkerReply[] = [];
  const h = new AnalysisHost((reply) => replies.push(structuredClone(reply)), readTestBlob);
  const sender = new DesignSender();
  let id = 0;
  const ask = (make: (sender: DesignSender) => Request): WorkerReply => {
    const n = ++id;
    const message = structuredClone({ ...make(sender), id: n } as WorkerRequest);
    h.handle(message);
    const reply = replies.filter((r) => r.id === n && r.kind !== 'progress').at(-1);
    if (!reply) throw new Error('no reply');
    return reply;
  };
  /** What AnalysisWorkerState posts for a design: its new items ahead in slices of `most`, then the design. */
  const analyseInParts = (design: Design, most: number) => {
    const { parts, wire } = wireParts(sender.encode(design), most);
    for (const part of parts)
      h.handle(structuredClone({ kind: 'part', id: ++id, ...part } as WorkerRequest));
    const reply = ask(() => ({ kind: 'analyse', wire }));
    return { parts, wire, carried: itemsIn(wire), reply };
  };
  return { ask, analyseInParts };
}

/** What the page would compute itself for the design. */
function pageSummary(design: Design) {
  const session = new AnalysisSession(design, analyzeDesign(design));
  return structuredClone(
    session.summary(design.accessPatterns, {
      findings: FINDINGS_SENT,
      runEntries: RUN_ENTRIES_SENT
    })
  );
}

const gaming = example('gaming');
const analysed = analyzeDesign(gaming).tables[0]!;
const items = tableItems(analysed);
const empty: Design = {
  name: 'Live: battle-royale',
  tables: [{ ...analysed.table, items: [] }],
  entities: [],
  accessPatterns: []
};
const slot = { kind: 'table', index: 0 } as const;

describe('appendRemote', () => {
  it('leaves the items to the worker and sends each page once', () => {
    const { ask } = host();
    let live = empty;
    const carried: number[] = [];
    for (let i = 0; i < items.length; i += 5) {
      live = appendRemote(live, slot, [items.slice(i, i + 5)]);
      const reply = ask((s) => {
        const wire = s.encode(live);
        carried.push(itemsIn(wire));
        return { kind: 'analyse', wire };
      });
      expect(reply.kind).toBe('done');
      const real: Design = {
        ...empty,
        tables: [{ ...empty.tables[0]!, items: items.slice(0, i + 5) }]
      };
      if (reply.kind === 'done') expect(reply.summary).toEqual(pageSummary(real));
    }
    expect(holdsRemoteItems(live)).toBe(true);
    expect(pageHeldItems(live)).toBe(0);
    expect(live.tables[0]!.items.every((x) => x === REMOTE_ITEM)).toBe(true);
    expect(live.tables[0]!.items).toHaveLength(items.length);
    // Every message carries its page, not everything loaded so far.
    expect(carried).toEqual([5, 5, 5, 5, 2]);
  });

  it('sends the pages the worker has not seen yet when several were appended in between', () => {
    const { ask } = host();
    let live = appendRemote(empty, slot, [items.slice(0, 3)]);
    ask((s) => ({ kind: 'analyse', wire: s.encode(live) }));
    live = appendRemote(live, slot, [items.slice(3, 6), items.slice(6, 9)]);
    live = appendRemote(live, slot, [items.slice(9)]);
    const reply = ask((s) => ({ kind: 'analyse', wire: s.encode(live) }));
    const real: Design = { ...empty, tables: [{ ...empty.tables[0]!, items }] };
    expect(reply.kind === 'done' && reply.summary).toEqual(pageSummary(real));
  });

  it('sends many new items ahead in slices, the design then naming them only; each item once', () => {
    const { analyseInParts } = host();
    let live = appendRemote(empty, slot, [items.slice(0, 3)]);
    const first = analyseInParts(live, 5);
    // Fewer items than a slice: they travel with the design, as one message.
    expect(first.parts).toEqual([]);
    expect(first.carried).toBe(3);
    live = appendRemote(live, slot, [items.slice(3, 15), items.slice(15)]);
    const { parts, carried, reply } = analyseInParts(live, 5);
    expect(carried).toBe(0);
    expect(parts.map((p) => p.items.length)).toEqual([5, 5, 2, 5, 2]);
    expect(parts.every((p) => p.items.length <= 5)).toBe(true);
    const real: Design = { ...empty, tables: [{ ...empty.tables[0]!, items }] };
    expect(reply.kind === 'done' && reply.summary).toEqual(pageSummary(real));
    // Nothing is sent twice: the next design names every page the worker holds.
    const again = analyseInParts({ ...live, name: 'renamed' }, 5);
    expect([again.parts.length, again.carried]).toEqual([0, 0]);
  });

  it('sends a page held as a Blob as that Blob, once, and the worker analyses its items', () => {
    const { analyseInParts } = host();
    // A Blob of the page's text, as the live worker makes it (itemsToBlob), that Node can read at once.
    const text = (from: number, to: number) =>
      blobItems(testBlob(itemsToText(items.slice(from, to))), to - from);
    let live = appendRemote(empty, slot, [text(0, 12)]);
    const first = analyseInParts(live, 5);
    // No slices and no items: the page's Blob travels in the design's one message.
    expect(first.parts).toEqual([]);
    expect(first.carried).toBe(0);
    expect([...first.wire.arrays.values()].filter((a) => a.kind === 'blob')).toHaveLength(1);
    live = appendRemote(live, slot, [text(12, 16), text(16, items.length)]);
    const { parts, reply } = analyseInParts(live, 5);
    expect(parts).toEqual([]);
    const real: Design = { ...empty, tables: [{ ...empty.tables[0]!, items }] };
    expect(reply.kind === 'done' && reply.summary).toEqual(pageSummary(real));
    expect(live.tables[0]!.items).toHaveLength(items.length);
  });

  it('refuses an array the design does not have', () => {
    expect(() => appendRemote(empty, { kind: 'entity', index: 0 }, [items])).toThrow(/no entity 0/);
  });
});

describe('derive and derivedRemote', () => {
  const live = appendRemote(appendRemote(empty, slot, [items.slice(0, 10)]), slot, [
    items.slice(10)
  ]);
  const real: Design = { ...empty, tables: [{ ...empty.tables[0]!, items }] };
  const changes: [string, LiveChange][] = [
    ['infer', { kind: 'infer' }],
    ['overlay', { kind: 'overlay', authored: gaming, table: 'battle-royale' }]
  ];

  it.each(changes)(
    '%s: the worker tells the shape and what to show, and keeps the result',
    (_, change) => {
      const { ask } = host();
      const op = reserveOp();
      const reply = ask((s) => ({
        kind: 'derive',
        op,
        wire: s.encode(live),
        change,
        materialize: 0
      }));
      const oracle = applyLiveChange(real, change);
      expect(reply.kind).toBe('derived');
      if (reply.kind !== 'derived') return;
      expect(reply.shape).toEqual(structuredClone(shapeOf(oracle.design)));
      expect(reply.about).toEqual(structuredClone(oracle.about));
      expect(reply.items).toBeUndefined();
      // The page's placeholders for it analyse as the real derived design.
      const derived = derivedRemote(live, { kind: 'live', change }, op, reply.shape);
      expect(holdsRemoteItems(derived)).toBe(true);
      const done = ask((s) => ({ kind: 'analyse', wire: s.encode(derived) }));
      // Where each item was read (its place in the live read) stays with the worker's copy too.
      expect(done.kind === 'done' && done.summary).toEqual(pageSummary(oracle.design));
    }
  );

  it('sends the items back when there are few enough for the page to hold', () => {
    const { ask } = host();
    const reply = ask((s) => ({
      kind: 'derive',
      op: reserveOp(),
      wire: s.encode(live),
      change: { kind: 'infer' },
      materialize: 22
    }));
    const oracle = applyLiveChange(real, { kind: 'infer' }).design;
    expect(reply.kind === 'derived' && reply.items).toEqual(
      structuredClone({
        tables: oracle.tables.map((t) => t.items),
        entities: oracle.entities.map((e) => e.items)
      })
    );
  });

  it('rebuilds the result when the worker no longer has it (a restarted worker)', () => {
    const first = host();
    const op = reserveOp();
    const reply = first.ask((s) => ({
      kind: 'derive',
      op,
      wire: s.encode(live),
      change: { kind: 'infer' },
      materialize: 0
    }));
    if (reply.kind !== 'derived') throw new Error('no shape');
    const derived = derivedRemote(
      live,
      { kind: 'live', change: { kind: 'infer' } },
      op,
      reply.shape
    );
    const second = host();
    const done = second.ask((s) => ({ kind: 'analyse', wire: s.encode(derived) }));
    const oracle = applyLiveChange(real, { kind: 'infer' }).design;
    expect(done.kind === 'done' && done.summary).toEqual(pageSummary(oracle));
  });

  it('answers an error, not a shape, for a live design without a table', () => {
    const { ask } = host();
    const reply = ask((s) => ({
      kind: 'derive',
      op: reserveOp(),
      wire: s.encode({ ...empty, tables: [] }),
      change: { kind: 'infer' },
      materialize: 0
    }));
    expect(reply).toMatchObject({ kind: 'error', message: expect.stringMatching(/no table/) });
  });
});
