import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { Finding } from '../model/finding.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import { describeKey } from './describe-key.ts';
import type { Collision } from './find-collisions.ts';

/** More than this many findings of one kind in one table are summarized, so a broken template over 1M items stays readable. */
export const MAX_FINDINGS_PER_CODE = 50;

/**
 * Per-item findings: writes DynamoDB would refuse (missing or invalid keys,
 * items over 400 KB) and collisions, each at the item's source path.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
 */
export function itemFindings(
  resolved: ResolvedTable,
  collisions: readonly Collision[],
  checkSizes: boolean
): Finding[] {
  const out: Finding[] = [];
  const counts = new Map<string, number>();
  const add = (f: Finding): void => {
    const n = (counts.get(f.code) ?? 0) + 1;
    counts.set(f.code, n);
    if (n <= MAX_FINDINGS_PER_CODE) out.push(f);
  };
  const table = resolved.table.name;
  const rejected = resolved.rejections;
  const who = (order: number): string => {
    const entity = resolved.entityOf(order);
    return entity ? `${entity} item` : 'item';
  };
  for (let order = 0; order < resolved.count; order++) {
    if (rejected[order] === 0) continue;
    const rejection = resolved.rejection(order)!;
    // Reported once, as the template's syntax error (which says how many items it leaves out).
    if (rejection.code === 'key.unkeyed') continue;
    add({
      severity: 'error',
      code: rejection.code,
      message: `${who(order)} cannot be written to table "${table}": ${rejection.message}`,
      path: resolved.sourceOf(order)
    });
  }
  // The stored item includes the key attributes its templates render.
  for (const order of checkSizes ? resolved.mayExceed(DYNAMODB_LIMITS.itemBytes) : []) {
    const size = resolved.storedSize(order);
    if (size > DYNAMODB_LIMITS.itemBytes) {
      add({
        severity: 'error',
        code: 'item.too-large',
        message: `${who(order)} is ${size} bytes; DynamoDB items are at most ${DYNAMODB_LIMITS.itemBytes} bytes (400 KB) including attribute names`,
        path: resolved.sourceOf(order)
      });
    }
  }
  for (const c of collisions) {
    const last = c.items[c.items.length - 1]!;
    for (const lost of c.items.slice(0, -1)) {
      add({
        severity: 'error',
        code: 'key.collision',
        message: `${lost.entity ?? 'item'} at ${describeKey(c)} in table "${table}" is overwritten by the later ${last.entity ?? 'item'} from ${last.source}: both have this primary key, and a put replaces the whole item`,
        path: lost.source
      });
    }
  }
  for (const [code, n] of counts) {
    if (n > MAX_FINDINGS_PER_CODE) {
      out.push({
        severity: 'error',
        code,
        message: `${n - MAX_FINDINGS_PER_CODE} more "${code}" problems in table "${table}" are not listed`,
        path: `$`
      });
    }
  }
  return out;
}
