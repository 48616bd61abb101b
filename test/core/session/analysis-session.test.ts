import { heatReport } from '../../../src/core/heat/heat-report.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { findingPage } from '../../../src/core/findings/finding-page.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { viewLayout, viewRows } from '../../../src/core/rows/view-rows.ts';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import { LAYOUTS_KEPT } from '../../../src/core/session/row-layouts.ts';
import { summarizeAnalysis } from '../../../src/core/session/summarize-analysis.ts';
import { largestCollections } from '../../../src/core/inspect/largest-collections.ts';
import { measuredStoredSizes } from '../../../src/core/heat/view-columns.ts';
import { conversionPreview } from '../../../src/core/fixes/conversion-preview.ts';
import { ArrayRecycler } from '../../../src/core/views/array-recycler.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const open = { all: false, toggled: [] as string[] };

function session() {
  const analysis = analyzeDesign(gaming);
  return { analysis, session: new AnalysisSession(gaming, analysis) };
}

describe('AnalysisSession', () => {
  it('previews a synthetic key conversion on its own analysis, as conversionPreview does', () => {
    const synthetic = example('tournament-synthetic');
    const analysis = analyzeDesign(synthetic);
    const s = new AnalysisSession(synthetic, analysis);
    const mine = s.conversionPreview('TournamentMatches', 'TournamentRegionIndex');
    expect(mine).toEqual(
      conversionPreview(synthetic, 'TournamentMatches', 'TournamentRegionIndex')
    );
    expect(mine.ok && mine.after.first[0]).toBe('tournamentId = SPRING2026 · region = NA-EAST');
    // Plain data: the worker sends it to the page as it is.
    expect(structuredClone(mine)).toEqual(mine);
  });

  it('answers windows of rows as viewRows does over the same layout', () => {
    const { analysis, session: s } = session();
    for (const view of [0, 1]) {
      const v = analysis.tables[0]!.views[view]!;
      const collapse = { all: false, toggled: new Set<string>() };
      const want = viewRows(
        analysis.tables[0]!.resolved,
        v,
        viewLayout(v, collapse),
        collapse,
        0,
        30
      );
      expect(s.window({ table: 0, view, collapse: open }, 0, 30)).toEqual(want);
    }
    expect(s.window({ table: 3, view: 0, collapse: open }, 0, 10).rows).toEqual([]);
    expect(s.locate({ table: 0, view: 9, collapse: open }, { kind: 'item', order: 0 })).toBeNull();
  });

  it('keeps one layout per view and set of collapsed collections, whatever their order', () => {
    const { analysis, session: s } = session();
    const ids = analysis.tables[0]!.views[0]!.collections.map((c) => c.id);
    const a = { table: 0, view: 0, collapse: { all: false, toggled: [ids[0]!, ids[1]!] } };
    const b = { table: 0, view: 0, collapse: { all: false, toggled: [ids[1]!, ids[0]!] } };
    expect(s.window(b, 0, 50)).toEqual(s.window(a, 0, 50));
    expect(s.window(a, 0, 50).total).toBeLessThan(s.window({ ...a, collapse: open }, 0, 50).total);
  });

  it(`keeps the ${LAYOUTS_KEPT} layouts used last, and answers the same after one was dropped`, () => {
    const { analysis, session: s } = session();
    const ids = analysis.tables[0]!.views[0]!.collections.map((c) => c.id);
    const queries = ids.slice(0, LAYOUTS_KEPT + 2).map((id) => ({
      table: 0,
      view: 0,
      collapse: { all: true, toggled: [id] }
    }));
    const first = queries.map((q) => s.window(q, 0, 20));
    expect(queries.map((q) => s.window(q, 0, 20))).toEqual(first);
  });

  it('describes items, finds findings’ items and pages findings as the core helpers do', () => {
    const library = example('library-author-only');
    const analysis = analyzeDesign(library);
    const s = new AnalysisSession(library, analysis);
    expect(analysis.findings.length).toBeGreaterThanOrEqual(3);
    expect(s.findings(1, 3, null)).toEqual(findingPage(analysis.findings, 1, 3, null));
    const overwritten = analysis.findings.find((f) => f.code === 'key.collision')!;
    const place = s.findingItem(overwritten.path)!;
    expect(place.table).toBe(0);
    const item = s.item(place.table, place.order, false)!;
    expect(item.source).toBe(overwritten.path);
    expect(item.overwrittenBy).not.toBeNull();
    expect(s.item(7, 0, false)).toBeNull();
    expect(s.findingCount).toBe(analysis.findings.length);
    expect(s.tables).toEqual(summarizeAnalysis(analysis));
  });

  it('runs the access patterns once per patterns array', () => {
    const { analysis, session: s } = session();
    const runs = s.patternRuns(gaming.accessPatterns);
    expect(s.patternRuns(gaming.accessPatterns)).toBe(runs);
    expect(runs.map((r) => r.count)).toEqual(
      gaming.accessPatterns.map((p) => runAccessPattern(analysis, p).count)
    );
    expect(s.patternRuns([...gaming.accessPatterns])).not.toBe(runs);
  });

  it('summarises for the page: first findings, every count, runs with identities only', () => {
    const { analysis, session: s } = session();
    const summary = s.summary(gaming.accessPatterns, { findings: 1, runEntries: 2 });
    expect(summary.findingCount).toBe(analysis.findings.length);
    expect(summary.findings.length).toBeLessThanOrEqual(1);
    for (const run of summary.patternRuns) {
      expect(run.entries.length).toBeLessThanOrEqual(2);
      for (const e of run.entries) expect(Object.keys(e.item.attributes)).toEqual([]);
    }
    expect(structuredClone(summary)).toEqual(summary);
  });
});

describe('AnalysisSession.letGo', () => {
  const query = (view: number) => ({ table: 0, view, collapse: open });
  const edited = {
    ...gaming,
    entities: gaming.entities.map((e) =>
      e.name === 'UserGameMapping' ? { ...e, keys: { ...e.keys, PK: 'MATCH#${gameId}' } } : e
    )
  };

  // The worker lets each session go before the next: the next one's layouts are written over
  // the last one's, and must read as a fresh session's.
  it('hands its layouts to the next session, which reads as a fresh one', () => {
    const arrays = new ArrayRecycler(0);
    const first = new AnalysisSession(gaming, analyzeDesign(gaming), arrays);
    for (const v of [0, 1]) first.window(query(v), 0, 30);
    first.letGo();
    expect(arrays.waiting).toBe(2);
    const next = new AnalysisSession(edited, analyzeDesign(edited), arrays);
    const fresh = new AnalysisSession(edited, analyzeDesign(edited));
    const windows = (s: AnalysisSession) => [0, 1].map((v) => s.window(query(v), 0, 30));
    expect(windows(next)).toEqual(windows(fresh));
    // At least one layout was written over the last session's (the other's view grew).
    expect(arrays.waiting).toBeLessThan(2);
  });

  it('asked again after letting go, lays its rows out afresh', () => {
    const arrays = new ArrayRecycler(0);
    // The edited design has more collections: the next session's layout fits its buffer.
    const first = new AnalysisSession(edited, analyzeDesign(edited), arrays);
    const before = first.window(query(0), 0, 30);
    first.letGo();
    new AnalysisSession(gaming, analyzeDesign(gaming), arrays).window(query(0), 0, 30);
    expect([arrays.waiting, first.window(query(0), 0, 30)]).toEqual([0, before]);
  });
});

describe('AnalysisSession heat', () => {
  const d = example('library-language');
  const session = new AnalysisSession(d, analyzeDesign(d));

  it('is heatReport of the analysis under the design’s workload, kept per workload and scale', () => {
    expect(session.heat()).toEqual(heatReport(d, session.analysis));
    expect(session.heat(1)).toBe(session.heat());
    expect(session.heat(3).scale).toBe(3);
    // A workload edit needs no new analysis: the session heats the edited design.
    const quieter = editDesign(d, {
      kind: 'set-workload',
      workload: { accessPatterns: [{ pattern: 'All editions of a title', rate: 10 }], entities: [] }
    });
    expect(
      session
        .withDesign(quieter)
        .heat()
        .findings.filter((f) => f.code === 'heat.hot-key')
    ).toEqual([]);
    expect(session.heat().findings.filter((f) => f.code === 'heat.hot-key')).toHaveLength(1);
  });

  it('suggests fixes and previews one without changing itself', () => {
    const fixes = session.fixes();
    // Ranked: the index leaves every pattern answered; keying by title breaks “Books in a language”.
    expect(fixes.map((f) => f.kind)).toEqual(['index', 'cache', 'key-attribute']);
    const before = session.heat();
    const after = session.preview(fixes.find((f) => f.kind === 'index')!)!;
    expect(after.heat.views).toHaveLength(2);
    expect(after.outcome.patterns.every((p) => p.state === 'answered')).toBe(true);
    expect(session.heat()).toBe(before);
    expect(session.design).toBe(d);
  });
});

describe('AnalysisSession heat prepared in slices', () => {
  const d = example('gaming');
  const fresh = () => new AnalysisSession(d, analyzeDesign(d));

  it('prepares the report a step per call until it is made; heat then answers with it at once', () => {
    const session = fresh();
    let calls = 0;
    while (!session.prepareHeat(2, () => false)) calls++;
    expect(calls).toBeGreaterThan(1);
    const prepared = session.heat(2);
    expect(prepared).toEqual(heatReport(d, analyzeDesign(d), { scale: 2 }));
    expect(session.heat(2)).toBe(prepared);
    expect(session.prepareHeat(2, () => false)).toBe(true);
  });

  it('asked for while being prepared, the report is finished, not begun again', () => {
    const session = fresh();
    session.prepareHeat(1, () => false);
    session.prepareHeat(1, () => false);
    const heat = session.heat(1);
    expect(heat).toEqual(heatReport(d, analyzeDesign(d)));
    // Nothing is left being prepared: the next call finds it made.
    expect(session.prepareHeat(1, () => false)).toBe(true);
  });

  it('another scale asked for meanwhile is made on its own, and preparing starts over for the new scale', () => {
    const session = fresh();
    session.prepareHeat(1, () => false);
    const other = session.heat(5);
    expect(other).toEqual(heatReport(d, analyzeDesign(d), { scale: 5 }));
    expect(session.prepareHeat(5, () => false)).toBe(true);
    while (!session.prepareHeat(1, () => false));
    expect(session.heat(1)).toEqual(heatReport(d, analyzeDesign(d)));
  });

  it('works while `more` says so, in one call', () => {
    const session = fresh();
    expect(session.prepareHeat(1, () => true)).toBe(true);
  });
});

describe('AnalysisSession.largestCollections', () => {
  it('is largestCollections of the view, and empty for a view that is not there', () => {
    const { analysis, session: s } = session();
    const t = analysis.tables[0]!;
    expect(s.largestCollections(0, 1, 10)).toEqual(largestCollections(t.resolved, t.views[1]!, 10));
    expect(s.largestCollections(0, 9, 10)).toEqual([]);
  });

  // A million items' ten largest collections can hold 80,000 items: once heat has measured
  // the table's stored sizes, their bytes are read from them rather than measured again.
  it('reads the stored sizes heat measured, and measures none itself', () => {
    const { analysis, session: s } = session();
    const resolved = analysis.tables[0]!.resolved;
    s.largestCollections(0, 0, 10);
    expect(measuredStoredSizes(resolved)).toBeUndefined();
    s.heat(1);
    const sizes = measuredStoredSizes(resolved)!;
    sizes[analysis.tables[0]!.views[0]!.orders[0]!]! += 1000;
    expect(s.largestCollections(0, 0, 1000).reduce((n, c) => n + c.bytes, 0)).toBe(
      sizes.reduce((n, b) => n + b, 0)
    );
  });

  it('shares what it built with the session withDesign reads a later design with', () => {
    const { session: s } = session();
    const renamed = { ...gaming, name: 'Renamed' };
    const later = s.withDesign(renamed);
    expect(later.design).toBe(renamed);
    expect(later.tables).toBe(s.tables);
    expect(s.withDesign(gaming)).toBe(s);
  });
});
