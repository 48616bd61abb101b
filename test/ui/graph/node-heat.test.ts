import { describe, expect, it, vi } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import { HeatState } from '../../../src/ui/heat-report/heat-state.svelte.ts';
import { NODE_HEAT_FROM, nodeHeat } from '../../../src/ui/graph/node-heat.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { example } from '../../helpers/example.ts';

/** Gaming under a Zipf workload: its hottest game needs 176 % of a partition. */
const hot: Design = {
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

/** The studio's HeatState for `design`, its report computed (effects run by hand, as Node runs none). */
function heated(design: Design): HeatState {
  vi.useFakeTimers();
  try {
    const studio = new StudioState();
    studio.open(design, 'x');
    const heat = new HeatState(studio);
    heat.refresh();
    vi.runAllTimers();
    return heat;
  } finally {
    vi.useRealTimers();
  }
}

describe('nodeHeat', () => {
  const heat = heated(hot);
  const graphs = new AnalysisSession(hot, analyzeDesign(hot)).graphs();

  it('gives an entity node the utilisation of the hottest key holding its items', () => {
    const of = nodeHeat(heat, { kind: 'entities', answer: graphs.entity() })!;
    const mapping = heat.report!.entities.find((e) => e.entity === 'UserGameMapping')!;
    expect(mapping.peakUtilization).toBeGreaterThan(1);
    expect(of('UserGameMapping')).toBe(mapping.peakUtilization);
    expect(of('nobody')).toBeUndefined();
  });

  it('gives an item graph node its own key’s heat, and a cluster none', () => {
    const answer = graphs.items({ table: 0, view: 0, expanded: null })!;
    const closed = nodeHeat(heat, { kind: 'items', answer })!;
    for (const n of answer.graph.nodes.filter((x) => x.cluster))
      expect(closed(n.id)).toBeUndefined();
    const games = answer.kinds.find((k) => k.label === 'GAME#${gameId}')!;
    const open = graphs.items({ table: 0, view: 0, expanded: [games.id] })!;
    const of = nodeHeat(heat, { kind: 'items', answer: open })!;
    const node = open.graph.nodes.find((n) => n.keyId === 'GAME#c6f38a6a')!;
    expect(of(node.id)).toBe(heat.keyHeat(0, 0, 'GAME#c6f38a6a')!.utilization);
    expect(of(node.id)).toBeCloseTo(1.76, 2);
  });

  it('leaves out nodes below a quarter of a partition', () => {
    const cool = heated(example('gaming'));
    const of = nodeHeat(cool, { kind: 'entities', answer: graphs.entity() })!;
    for (const e of cool.report!.entities) {
      expect(e.peakUtilization).toBeLessThan(NODE_HEAT_FROM);
      expect(of(e.entity)).toBeUndefined();
    }
  });

  it('gives nothing until there is a report for the design shown', () => {
    const studio = new StudioState();
    studio.open(hot, 'y');
    const fresh = new HeatState(studio);
    expect(nodeHeat(fresh, { kind: 'entities', answer: graphs.entity() })).toBeUndefined();
    expect(nodeHeat(null, { kind: 'entities', answer: graphs.entity() })).toBeUndefined();
  });
});
