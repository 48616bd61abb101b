import { endReasonText } from './end-reason-text.ts';
import type { ReadEndReason } from './read-end-reason.ts';

// Re-exported: the live reader and the studio name the reasons from here.
export type { ReadEndReason } from './read-end-reason.ts';

/** Whether a set holds all of what it read, and how to say so. */
export interface ReadCompleteness {
  /** `reading` while it runs; `partial` once it ended before the end of what it reads. */
  readonly state: 'reading' | 'complete' | 'partial';
  /** For people: "partial: 100,000 of ≈101,691 items (stopped at the item cap)". */
  readonly text: string;
}

/**
 * What a result set holds of what it reads: still reading, all of it, or a part, with the
 * count, and for a whole-table Scan the table's item count as DescribeTable gives it (which
 * DynamoDB updates about every six hours, hence "≈").
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_TableDescription.html
 *
 * @example
 * readCompleteness({ end: 'item-cap', items: 100_000, total: 101_691 }).text;
 * // 'partial: 100,000 of ≈101,691 items (stopped at the item cap)'
 * readCompleteness({ end: 'complete', items: 312, filtered: { read: 10_000 } }).text;
 * // 'filtered: 312 of 10,000 items read match the filter'
 */
export function readCompleteness(read: {
  /** How the last run ended; null while it runs (or before it first ran). */
  readonly end: ReadEndReason | null;
  readonly items: number;
  /** The item count of what is read, when known (a whole table or index). */
  readonly total?: number | undefined;
  /** A sample's segments: `count` read of `of`. */
  readonly sample?: { readonly count: number; readonly of: number } | undefined;
  /**
   * A server-side filter's: `read` items were read (and charged) to keep `items`. The set is
   * then part of what it read, however the read ended: only the matches came back.
   */
  readonly filtered?: { readonly read: number } | undefined;
}): ReadCompleteness {
  if (!read.filtered) return unfiltered(read);
  const matched = `${read.items.toLocaleString('en')} of ${read.filtered.read.toLocaleString('en')} items read match the filter`;
  // A filtered sample is still told as a sample of what was read (its share of the table).
  if (read.sample) {
    const plain = unfiltered({ ...read, items: read.filtered.read });
    const state = plain.state === 'reading' ? 'reading' : 'partial';
    return { state, text: `${plain.text}; ${matched}${state === 'reading' ? ' so far' : ''}` };
  }
  if (read.end === null) return { state: 'reading', text: `reading: ${matched} so far` };
  const why = read.end === 'complete' ? '' : ` (${endReasonText(read.end)})`;
  return { state: 'partial', text: `filtered: ${matched}${why}` };
}

function unfiltered(read: Parameters<typeof readCompleteness>[0]): ReadCompleteness {
  const n = read.items.toLocaleString('en');
  const noun = read.items === 1 ? 'item' : 'items';
  if (read.sample) return sampleText(read, n, noun);
  const of =
    read.total !== undefined && Number.isFinite(read.total) && read.total >= read.items
      ? ` of ≈${read.total.toLocaleString('en')}`
      : '';
  if (read.end === null) return { state: 'reading', text: `reading: ${n} ${noun} so far${of}` };
  if (read.end === 'complete') return { state: 'complete', text: `complete: ${n} ${noun}` };
  return { state: 'partial', text: `partial: ${n}${of} ${noun} (${endReasonText(read.end)})` };
}

/** A sample is never the whole: it says so, and what share of the table it is. */
function sampleText(
  read: Parameters<typeof readCompleteness>[0],
  n: string,
  noun: string
): ReadCompleteness {
  const { count, of } = read.sample!;
  const segments = `${count.toLocaleString('en')} of ${of.toLocaleString('en')} segments`;
  const share =
    read.total !== undefined && Number.isFinite(read.total) && read.total > 0
      ? `, ≈${percent(read.items / read.total)} of ≈${read.total.toLocaleString('en')} items`
      : '';
  if (read.end === null)
    return { state: 'reading', text: `sampling: ${n} ${noun} so far from ${segments}${share}` };
  const why =
    read.end === 'complete' || read.end === 'item-cap' ? '' : ` (${endReasonText(read.end)})`;
  return { state: 'partial', text: `sample: ${n} ${noun} from ${segments}${share}${why}` };
}

/** A share as people read it: two significant digits below 1 %. */
function percent(share: number): string {
  const p = Math.min(1, Math.max(0, share)) * 100;
  return `${p >= 1 ? p.toFixed(1) : p.toPrecision(2)} %`;
}
