import type { CheckReport } from '../core/report/check-report.ts';
import type { AttributeMap, KeyValue } from '../core/model/attribute-value.ts';
import { LIBRARY_LABELS, type LibraryKind } from '../core/libraries/library-model-kind.ts';
import { escapeControl } from './escape-control.ts';

const MAX_COLLECTIONS = 20;
const MAX_ITEMS = 12;

/**
 * The human report of `keyscope check`, line by line (without newlines): per table and index,
 * collections, counts, collisions and findings. Lines come one at a time, so a `--full` report of
 * any size is never one string. Every line passes through `escapeControl`: names, keys, paths and
 * messages come from the input, and no line may hold a character a terminal would act on (a
 * newline forging a summary line, an escape sequence setting the title).
 *
 * @example
 * [...formatCheckText(report, 'gaming.json', false)].at(-1); // '0 errors, 0 warnings, 0 collisions'
 */
export function* formatCheckText(
  report: CheckReport,
  file: string,
  full: boolean
): Generator<string, void, undefined> {
  for (const line of lines(report, file, full)) yield escapeControl(line);
}

/** A collection's key: its value, or a multi-attribute key's parts named. */
function headText(
  v: CheckReport['views'][number],
  c: CheckReport['views'][number]['collections'][number]
): string {
  if (!v.keyParts || !c.parts) return show(c.pk);
  return v.keyParts.partition
    .map((name, i) => `${escapeControl(name)} = ${show(c.parts![i])}`)
    .join(' · ');
}

/** An item's sort key in a view: its value, or a multi-attribute key's values in order. */
function sortText(
  v: CheckReport['views'][number],
  it: CheckReport['views'][number]['collections'][number]['items'][number]
): string {
  if (!v.keyParts) return show(it.key[v.sortKey!] as KeyValue | undefined);
  return v.keyParts.sort.map((name) => show(it.key[name] as KeyValue | undefined)).join(' · ');
}

function* lines(report: CheckReport, file: string, full: boolean): Generator<string> {
  const e = escapeControl;
  const kind =
    report.design.source === 'workbench'
      ? 'NoSQL Workbench model'
      : (LIBRARY_LABELS.get(report.design.source as LibraryKind) ?? 'Keyscope design');
  yield `${e(file)}: ${kind} "${e(report.design.name)}", ${report.summary.items} items`;
  for (const v of report.views) {
    yield '';
    const where = v.index === null ? `Table ${e(v.table)}` : `Index ${e(v.index)} on ${e(v.table)}`;
    yield `${where}  (partition key ${e(v.partitionKey)}${v.sortKey ? `, sort key ${e(v.sortKey)}` : ''})`;
    const largest = v.collections.reduce<(typeof v.collections)[number] | null>(
      (m, c) => (!m || c.itemCount > m.itemCount ? c : m),
      null
    );
    yield (
      `  ${v.itemCount} items in ${v.collections.length} collections` +
      (largest ? `; largest ${show(largest.pk)} with ${largest.itemCount}` : '') +
      (v.absent.length
        ? `; ${v.absent.length} items not in this ${v.index === null ? 'table' : 'index'}`
        : '')
    );
    const collections = full ? v.collections : v.collections.slice(0, MAX_COLLECTIONS);
    for (const c of collections) {
      yield `  ${headText(v, c)}  (${c.itemCount} item${c.itemCount === 1 ? '' : 's'})`;
      const items = full ? c.items : c.items.slice(0, MAX_ITEMS);
      for (const it of items)
        yield `    ${v.sortKey ? pad(sortText(v, it), 40) : ''}${e(it.entity ?? '-')}`;
      if (items.length < c.items.length)
        yield `    … ${c.items.length - items.length} more (use --full)`;
    }
    if (collections.length < v.collections.length)
      yield `  … ${v.collections.length - collections.length} more collections (use --full)`;
  }
  yield '';
  if (report.collisions.length === 0) yield 'Collisions: none';
  else {
    yield `Collisions: ${report.collisions.length}`;
    for (const c of report.collisions) {
      const items = c.items.map((i) => `${e(i.entity ?? 'item')} (${e(i.source)})`);
      yield `  ${e(c.table)} at ${showKey(c.key)}: ${items.join(' then ')}; only the last is kept`;
    }
  }
  if (report.accessPatterns.length) {
    yield '';
    yield 'Access patterns:';
    for (const p of report.accessPatterns) {
      const where = p.index === null ? `table ${e(p.table)}` : `index ${e(p.index)}`;
      const what = p.operation === 'scan' ? 'needs a Scan' : `one Query on ${where}`;
      const result = `${p.count} item${p.count === 1 ? '' : 's'}, ${p.capacityUnits} RCU`;
      yield `  ${p.ok ? 'ok  ' : 'FAIL'} ${e(p.name)}: ${what}, ${result}${p.ok ? '' : ` — ${e(p.problem ?? '')}`}`;
    }
  }
  if (report.capacity) yield* capacity(report.capacity);
  if (report.findings.length) {
    yield '';
    yield 'Findings:';
    for (const f of report.findings) {
      yield `  ${f.severity.padEnd(7)} ${e(f.code)}  ${e(f.path)}`;
      yield `          ${e(f.message)}`;
    }
  }
  const s = report.summary;
  yield '';
  yield `${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}, ${s.collisions} collision${s.collisions === 1 ? '' : 's'}`;
}

/** Per table and index: load, partitions, the hottest key against the ceiling, the month's cost. */
function* capacity(c: NonNullable<CheckReport['capacity']>): Generator<string> {
  const e = escapeControl;
  const n = (x: number) => x.toLocaleString('en', { maximumFractionDigits: x < 10 ? 2 : 0 });
  const usd = (x: number) =>
    `$${x.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  yield '';
  yield `Capacity under the workload${c.scale !== 1 ? ` × ${c.scale}` : ''} (${e(c.region)} prices as of ${e(c.pricesAsOf)}):`;
  for (const v of c.views) {
    const where = v.index === null ? `table ${e(v.table)}` : `index ${e(v.index)} on ${e(v.table)}`;
    yield `  ${where}: ${n(v.readUnits)} RCU/s, ${n(v.writeUnits)} WCU/s, ${v.partitions} partition${v.partitions === 1 ? '' : 's'}`;
    if (v.peak)
      yield `    peak key ${show(v.peak.key)}: ${n(v.peak.readUnits)} RCU/s of ${n(v.ceiling.readUnits)}, ${n(v.peak.writeUnits)} WCU/s of ${n(v.ceiling.writeUnits)} (${Math.round(v.peak.utilization * 100)}% of a partition)`;
    yield `    per month: ${usd(v.monthlyCost.onDemand)} on-demand, ${usd(v.monthlyCost.provisioned)} provisioned, ${usd(v.monthlyCost.autoScaled)} with auto scaling (storage ${usd(v.monthlyCost.storage)})`;
  }
  yield `  per month in all: ${usd(c.monthlyCost.onDemand)} on-demand, ${usd(c.monthlyCost.provisioned)} provisioned, ${usd(c.monthlyCost.autoScaled)} with auto scaling`;
}

/** A key value as the report shows it: strings quoted (JSON escapes) and cut at 60 characters. */
function show(v: KeyValue | undefined): string {
  if (!v) return '(none)';
  if ('S' in v)
    return escapeControl(JSON.stringify(v.S.length > 60 ? v.S.slice(0, 57) + '…' : v.S));
  if ('N' in v) return escapeControl(v.N);
  return `b64:${escapeControl(v.B.slice(0, 40))}`;
}

function showKey(k: AttributeMap): string {
  return Object.keys(k)
    .map((n) => `${escapeControl(n)} = ${show(k[n] as KeyValue)}`)
    .join(', ');
}

function pad(s: string, n: number): string {
  return s.length >= n ? s + '  ' : s.padEnd(n);
}
