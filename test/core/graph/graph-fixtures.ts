import { analyzeDesign, type DesignAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import type { EntityEdge } from '../../../src/core/graph/entity-graph-types.ts';
import type { Design } from '../../../src/core/model/design.ts';
import type { View } from '../../../src/core/views/view.ts';
import { example } from '../../helpers/example.ts';

/** An example design with its analysis. */
export function analysed(name: string): { design: Design; analysis: DesignAnalysis } {
  const design = example(name);
  return { design, analysis: analyzeDesign(design) };
}

/** The view of a table (index null) or of one of its indexes. */
export function viewOf(analysis: DesignAnalysis, table: string, index: string | null): View {
  const v = analysis.tables
    .find((t) => t.table.name === table)
    ?.views.find((x) => x.spec.index === index);
  if (!v) throw new Error(`no view ${table}/${index}`);
  return v;
}

/** An edge written out in one line, for tables of expected edges. */
export function edgeLine(e: EntityEdge): string {
  const via = `${e.index ?? 'table'}.${e.attribute}`;
  const patterns = e.patterns.length ? ` serves ${e.patterns.join(' | ')}` : '';
  return `${e.source} ${e.kind} ${e.target} via ${via} (${e.evidence})${patterns}`;
}
