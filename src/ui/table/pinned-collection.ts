import type { WindowRow } from '../../core/rows/view-rows.ts';
import { formatBytes } from '../../core/text/format-bytes.ts';

/** The collection named above the top rows: its key, its size, and how far the next pushes it. */
export interface PinnedCollection {
  readonly pk: string;
  /** "3 items · 1.2 KB" when the collection's header row is in the window, else ''. */
  readonly meta: string;
  /** Pixels the pin moves up while the next collection's header takes its place (0 or less). */
  readonly offset: number;
}

/**
 * The collection the top rows belong to, named above them while its items scroll: `top` is the
 * content's scroll offset in pixels, `rows` the window's rows. None when the top row is a
 * collection's own header (or not in the window). The next collection's header pushes it away.
 *
 * @example
 * pinnedCollection(window.rows, 70, 28); // the top row is row 2: its collection, pushed 14 px up
 */
export function pinnedCollection(
  rows: readonly WindowRow[],
  top: number,
  rowHeight: number
): PinnedCollection | null {
  const at = Math.floor(top / rowHeight);
  const first = rows.find((r) => r.row === at);
  if (!first || first.kind !== 'item') return null;
  const header = rows.find((r) => r.kind === 'collection' && r.collection === first.collection);
  const next = rows.find((r) => r.row === at + 1);
  return {
    pk: first.pk.text,
    meta:
      header?.kind === 'collection'
        ? `${header.live} ${header.live === 1 ? 'item' : 'items'} · ${formatBytes(header.bytes)}`
        : '',
    offset: next?.kind === 'collection' ? at * rowHeight - top : 0
  };
}
