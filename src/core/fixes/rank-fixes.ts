import type { Fix } from './fix.ts';
import type { FixOutcome } from './fix-outcome.ts';

const pct = (u: number) => `${Math.round(u * 100).toLocaleString('en')}%`;
const quoted = (names: readonly string[]) => names.map((n) => `“${n}”`).join(', ');

/**
 * The fixes with what each does once applied (`outcome`, null where it was not worked out) and
 * in the order to try them: those that bring the peak under the ceiling and leave every access
 * pattern answered as before first, then advice outside the table's design (a cache), then
 * those that do not — each saying so in its title ("— still 204% of a partition", "— breaks
 * “Orders of a customer, newest first”", "— multiplies “…” into 4 Queries") — by how much they
 * break, then by the peak they leave. Fixes not worked out keep their place after the others.
 *
 * @example
 * rankFixes(fixes, (f) => outcomeOf(f)).map((f) => f.title);
 * // ['Move “Track an order” to a new index on orderId', 'Key Order by … — breaks “Orders …”']
 */
export function rankFixes(fixes: readonly Fix[], outcome: (fix: Fix) => FixOutcome | null): Fix[] {
  const judged = fixes.map((fix, at) => {
    const o = fix.edit ? outcome(fix) : null;
    return { fix: o ? { ...fix, title: titled(fix.title, o), outcome: o } : fix, o, at };
  });
  const tier = (x: (typeof judged)[number]) => (!x.fix.edit ? 1 : !x.o ? 3 : x.o.fixes ? 0 : 2);
  return judged
    .sort(
      (a, b) =>
        tier(a) - tier(b) ||
        (a.o?.breaks.length ?? 0) - (b.o?.breaks.length ?? 0) ||
        (a.o?.multiplies.length ?? 0) - (b.o?.multiplies.length ?? 0) ||
        (a.o?.peak?.utilization ?? 0) - (b.o?.peak?.utilization ?? 0) ||
        a.at - b.at
    )
    .map((x) => x.fix);
}

function titled(title: string, o: FixOutcome): string {
  const says = [
    ...(o.over && o.peak ? [`still ${pct(o.peak.utilization)} of a partition`] : []),
    ...(o.breaks.length ? [`breaks ${quoted(o.breaks)}`] : []),
    ...(o.multiplies.length
      ? [
          `multiplies ${quoted(o.multiplies)} into ${Math.max(...o.patterns.filter((p) => o.multiplies.includes(p.name)).map((p) => p.queries))} Queries`
        ]
      : [])
  ];
  return says.length ? `${title} — ${says.join('; ')}` : title;
}
