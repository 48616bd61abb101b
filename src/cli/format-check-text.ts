import type { CheckReport } from '../core/report/check-report.ts';
import type { AttributeMap, KeyValue } from '../core/model/attribute-value.ts';

const MAX_COLLECTIONS = 20;
const MAX_ITEMS = 12;

/** The human report of `keyscope check`: per table and index, collections, counts, collisions and findings. */
export function formatCheckText(report: CheckReport, file: string, full: boolean): string {
  const lines: string[] = [];
  lines.push(
    `${file}: ${report.design.source === 'workbench' ? 'NoSQL Workbench model' : 'Keyscope design'} "${report.design.name}", ${report.summary.items} items`
  );
  for (const v of report.views) {
    lines.push('');
    const where = v.index === null ? `Table ${v.table}` : `Index ${v.index} on ${v.table}`;
    lines.push(
      `${where}  (partition key ${v.partitionKey}${v.sortKey ? `, sort key ${v.sortKey}` : ''})`
    );
    const largest = v.collections.reduce<(typeof v.collections)[number] | null>(
      (m, c) => (!m || c.itemCount > m.itemCount ? c : m),
      null
    );
    lines.push(
      `  ${v.itemCount} items in ${v.collections.length} collections` +
        (largest ? `; largest ${show(largest.pk)} with ${largest.itemCount}` : '') +
        (v.absent.length
          ? `; ${v.absent.length} items not in this ${v.index === null ? 'table' : 'index'}`
          : '')
    );
    const collections = full ? v.collections : v.collections.slice(0, MAX_COLLECTIONS);
    for (const c of collections) {
      lines.push(`  ${show(c.pk)}  (${c.itemCount} item${c.itemCount === 1 ? '' : 's'})`);
      const items = full ? c.items : c.items.slice(0, MAX_ITEMS);
      for (const it of items)
        lines.push(
          `    ${v.sortKey ? pad(show(it.key[v.sortKey] as KeyValue | undefined), 40) : ''}${it.entity ?? '-'}`
        );
      if (items.length < c.items.length)
        lines.push(`    … ${c.items.length - items.length} more (use --full)`);
    }
    if (collections.length < v.collections.length)
      lines.push(`  … ${v.collections.length - collections.length} more collections (use --full)`);
  }
  lines.push('');
  if (report.collisions.length === 0) lines.push('Collisions: none');
  else {
    lines.push(`Collisions: ${report.collisions.length}`);
    for (const c of report.collisions) {
      lines.push(
        `  ${c.table} at ${showKey(c.key)}: ${c.items.map((i) => `${i.entity ?? 'item'} (${i.source})`).join(' then ')}; only the last is kept`
      );
    }
  }
  if (report.accessPatterns.length) {
    lines.push('', 'Access patterns:');
    for (const p of report.accessPatterns) {
      const where = p.index === null ? `table ${p.table}` : `index ${p.index}`;
      const what = p.operation === 'scan' ? 'needs a Scan' : `one Query on ${where}`;
      const result = `${p.count} item${p.count === 1 ? '' : 's'}, ${p.capacityUnits} RCU`;
      lines.push(
        `  ${p.ok ? 'ok  ' : 'FAIL'} ${p.name}: ${what}, ${result}${p.ok ? '' : ` — ${p.problem}`}`
      );
    }
  }
  if (report.findings.length) {
    lines.push('', 'Findings:');
    for (const f of report.findings)
      lines.push(`  ${f.severity.padEnd(7)} ${f.code}  ${f.path}\n          ${f.message}`);
  }
  const s = report.summary;
  lines.push(
    '',
    `${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}, ${s.collisions} collision${s.collisions === 1 ? '' : 's'}`
  );
  return lines.join('\n') + '\n';
}

function show(v: KeyValue | undefined): string {
  if (!v) return '(none)';
  if ('S' in v) return JSON.stringify(v.S.length > 60 ? v.S.slice(0, 57) + '…' : v.S);
  if ('N' in v) return v.N;
  return `b64:${v.B.slice(0, 40)}`;
}

function showKey(k: AttributeMap): string {
  return Object.keys(k)
    .map((n) => `${n} = ${show(k[n] as KeyValue)}`)
    .join(', ');
}

function pad(s: string, n: number): string {
  return s.length >= n ? s + '  ' : s.padEnd(n);
}
