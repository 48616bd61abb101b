import { describe, expect, it } from 'vitest';
import { clusterItemGraph } from '../../../src/core/graph/cluster-item-graph.ts';
import { defaultExpanded } from '../../../src/core/graph/default-expanded.ts';
import { forceLayout } from '../../../src/core/graph/force-layout.ts';
import { itemGraph } from '../../../src/core/graph/item-graph.ts';
import { layeredLayout } from '../../../src/core/graph/layered-layout.ts';
import { layoutRequest } from '../../../src/core/graph/layout-request.ts';
import { runLayout } from '../../../src/core/graph/run-layout.ts';
import { analysed, viewOf } from './graph-fixtures.ts';

describe('runLayout', () => {
  const { design, analysis } = analysed('todo-graph');
  const g = itemGraph(design, analysis, viewOf(analysis, 'app', null));
  const shown = clusterItemGraph(g, defaultExpanded(g));

  it.each(['force', 'layered'] as const)('runs the %s layout the request names', (algorithm) => {
    const request = layoutRequest(shown, { algorithm, seed: 5 });
    const direct = algorithm === 'force' ? forceLayout(request) : layeredLayout(request);
    expect(runLayout(request)).toEqual(direct);
  });

  it('works on what a Worker receives and answers what it posts (structured clone both ways)', () => {
    const request = layoutRequest(shown, { algorithm: 'force', seed: 5 });
    const posted = structuredClone(runLayout(structuredClone(request)));
    expect(posted).toEqual(runLayout(request));
    // The item graph itself survives the clone, so a worker can build and post it too.
    expect(structuredClone(g)).toEqual(g);
  });
});
