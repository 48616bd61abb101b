import { parseAttributeMap } from '../attributes/parse-attribute-map.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';
import type { Finding } from '../model/finding.ts';
import { segmentsProblem } from '../reading/segments-problem.ts';
import { decodeLiveLink } from './decode-live-link.ts';
import type { ReadCursor, SegmentPosition } from './read-cursor.ts';
import { SAVED_READS_VERSION, type SavedRead } from './saved-read.ts';

/** At most this many places are kept: one per set, and a tab holds few sets. */
export const MAX_SAVED_READS = 50;

/** The places read back, and why any could not be (each named by its place in the list). */
export interface DecodedSavedReads {
  readonly reads: readonly SavedRead[];
  readonly problems: readonly string[];
}

/**
 * Read back what encodeSavedReads stored (null: nothing stored). Storage is outside the page's
 * control (another version of the app, an extension, a damaged profile), so every field is
 * checked: a bad entry is dropped with a located problem, and the good ones are kept.
 *
 * @example
 * decodeSavedReads('{"v":2,"reads":[]}').problems;
 * // ['the saved places of this tab\'s loads are version 2; this app reads version 1, so they are not offered']
 */
export function decodeSavedReads(text: string | null): DecodedSavedReads {
  if (text === null) return { reads: [], problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return none("the saved places of this tab's loads are not JSON, so they are not offered");
  }
  if (!isPlainObject(raw)) return none(`the saved places are ${shown(raw)}, not an object`);
  const version = ownField(raw, 'v');
  if (version !== SAVED_READS_VERSION)
    return none(
      `the saved places of this tab's loads are version ${shown(version)}; this app reads version ${SAVED_READS_VERSION}, so they are not offered`
    );
  const list = ownField(raw, 'reads');
  if (!Array.isArray(list)) return none(`"reads" is ${shown(list)}, not a list`);
  const reads: SavedRead[] = [];
  const problems: string[] = [];
  list.slice(0, MAX_SAVED_READS).forEach((entry: unknown, i) => {
    const read = savedRead(entry);
    if (typeof read === 'string') problems.push(`saved place ${i + 1}: ${read}; it is not offered`);
    else reads.push(read);
  });
  if (list.length > MAX_SAVED_READS)
    problems.push(`only the first ${MAX_SAVED_READS} of ${list.length} saved places are offered`);
  return { reads, problems };
}

/** A number or text as written, anything else described ("an object"). */
function shown(v: unknown): string {
  return typeof v === 'number' || typeof v === 'string' ? JSON.stringify(v) : describeJson(v);
}

function none(problem: string): DecodedSavedReads {
  return { reads: [], problems: [problem] };
}

/** One entry, or what is wrong with it. */
function savedRead(entry: unknown): SavedRead | string {
  if (!isPlainObject(entry)) return `it is ${shown(entry)}, not an object`;
  const link = ownField(entry, 'link');
  const name = ownField(entry, 'name');
  if (typeof link !== 'string') return `"link" is ${shown(link)}, not a #live= link`;
  const decoded = decodeLiveLink(link);
  if (!decoded) return `"link" does not start with #live=`;
  if (!decoded.ok) return `"link": ${decoded.error}`;
  if (typeof name !== 'string' || name === '') return `"name" is ${shown(name)}`;
  const items = count(ownField(entry, 'items'));
  const bytes = count(ownField(entry, 'bytes'));
  if (items === null) return `"items" is ${shown(ownField(entry, 'items'))}, not a count`;
  if (bytes === null) return `"bytes" is ${shown(ownField(entry, 'bytes'))}, not a count`;
  const cursor = readCursor(ownField(entry, 'cursor'));
  if (typeof cursor === 'string') return `"cursor": ${cursor}`;
  // A Query reads one partition: its cursor has one segment, as its link has none.
  const segments = decoded.link.read.kind === 'scan' ? (decoded.link.read.segments ?? 1) : 1;
  if (cursor.totalSegments !== segments)
    return `"cursor" has ${cursor.totalSegments} segments where its link reads ${segments}`;
  return { link, name, cursor, items, bytes };
}

function count(v: unknown): number | null {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null;
}

function readCursor(raw: unknown): ReadCursor | string {
  if (!isPlainObject(raw)) return `it is ${shown(raw)}, not an object`;
  const total = ownField(raw, 'totalSegments');
  const segments =
    typeof total === 'number' ? segmentsProblem(total) : `${shown(total)} is not a number`;
  if (segments !== undefined) return `"totalSegments": ${segments}`;
  const positions = ownField(raw, 'positions');
  if (!Array.isArray(positions) || positions.length !== total)
    return `"positions" should list ${String(total)} segments, is ${shown(positions)}`;
  const read: SegmentPosition[] = [];
  for (const [i, p] of positions.entries()) {
    const position = segmentPosition(p, `positions[${i}]`);
    if (typeof position === 'string') return position;
    read.push(position);
  }
  return { totalSegments: total as number, positions: read };
}

function segmentPosition(raw: unknown, path: string): SegmentPosition | string {
  const state = isPlainObject(raw) ? ownField(raw, 'state') : undefined;
  if (state === 'start' || state === 'done') return { state };
  if (state !== 'after' || !isPlainObject(raw))
    return `${path} is ${shown(raw)}, not a segment's position (start, after a key, done)`;
  const findings: Finding[] = [];
  const key = parseAttributeMap(ownField(raw, 'key'), `${path}.key`, findings);
  if (!key || findings.length > 0 || Object.keys(key).length === 0)
    return findings[0]?.message
      ? `${path}.key: ${findings[0].message}`
      : `${path}.key is not a key in DynamoDB JSON`;
  return { state: 'after', key };
}
