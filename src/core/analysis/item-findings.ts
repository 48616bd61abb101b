import type { Finding } from '../model/finding.ts';
import { storedItem, type ResolvedItem, type ResolvedTable } from '../views/resolve-items.ts';
import { itemSize, itemSizeUpperBound, MAX_ITEM_SIZE } from '../items/item-size.ts';
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
  for (const item of resolved.items) {
    const who = item.entity ? `${item.entity} item` : 'item';
    if (item.rejection) {
      add({
        severity: 'error',
        code: item.rejection.code,
        message: `${who} cannot be written to table "${table}": ${item.rejection.message}`,
        path: item.source
      });
    }
    if (checkSizes && storedSizeBound(resolved, item) > MAX_ITEM_SIZE) {
      // The stored item includes the key attributes its templates render.
      const size = itemSize(storedItem(resolved, item));
      if (size > MAX_ITEM_SIZE) {
        add({
          severity: 'error',
          code: 'item.too-large',
          message: `${who} is ${size} bytes; DynamoDB items are at most ${MAX_ITEM_SIZE} bytes (400 KB) including attribute names`,
          path: item.source
        });
      }
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

function storedSizeBound(resolved: ResolvedTable, item: ResolvedItem): number {
  let bound = itemSizeUpperBound(item.attributes);
  for (let i = 0; i < item.keys.length; i++) {
    const v = item.keys[i];
    if (!v) continue;
    const value = 'S' in v ? v.S.length * 3 : 'N' in v ? 21 : v.B.length;
    bound += resolved.keyAttributes[i]!.name.length * 3 + value;
  }
  return bound;
}
