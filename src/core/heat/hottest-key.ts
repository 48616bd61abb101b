import type { Design } from '../model/design.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { renderWithParameters } from '../templates/render-template.ts';
import type { HeatReport } from './heat-types.ts';

/**
 * The partition key value to prefill when "one hot key" is chosen for an access pattern's
 * reads or an entity's writes, so the choice is valid at once: the hottest key of the report
 * that the pattern reads most (or the entity writes most), else the pattern's own key rendered
 * from its parameters (where its default Zipf spread puts the most requests), else null.
 *
 * @example
 * hottestKey(report, design, { pattern: 2 }); // 'CUSTOMER#cust-000008i'
 */
export function hottestKey(
  report: HeatReport | null,
  design: Design,
  of: { readonly pattern: number } | { readonly entity: number }
): string | null {
  let best: { text: string; utilization: number } | null = null;
  for (const v of report?.views ?? [])
    for (const k of v.keys) {
      const mine = 'pattern' in of ? k.reader === of.pattern : k.writer === of.entity;
      if (mine && k.collection >= 0 && (!best || k.utilization > best.utilization)) best = k;
    }
  if (best) return best.text;
  if (!('pattern' in of)) return null;
  const p = design.accessPatterns[of.pattern];
  const t = p ? parseTemplate(p.partitionKey) : null;
  if (!p || !t?.ok) return null;
  const r = renderWithParameters(t.template, new Map(Object.entries(p.parameters)));
  return r.ok && r.text !== '' ? r.text : null;
}
