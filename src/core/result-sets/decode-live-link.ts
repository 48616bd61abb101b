import type { SortKeyCondition, SortKeyOperator } from '../model/design.ts';
import { cutText } from '../text/cut-text.ts';
import { segmentsProblem } from '../reading/segments-problem.ts';
import { sampleProblem } from '../reading/sample-problem.ts';
import { filterOfParams } from './filter-of-params.ts';
import { LIVE_LINK, type LiveLink, type LiveLinkTarget } from './live-link.ts';

const OPERATORS: readonly SortKeyOperator[] = ['=', '<', '<=', '>', '>=', 'BETWEEN', 'begins_with'];
const KNOWN = new Set([
  LIVE_LINK.param,
  'target',
  'endpoint',
  'region',
  'table',
  'index',
  'read',
  'segments',
  'sample',
  'seed',
  'pk',
  'sk-op',
  'sk',
  'sk-upper',
  'order',
  'filter',
  'filter-names',
  'filter-values'
]);

/** A live link read back, or why it cannot be (each error names the parameter and the fix). */
export type DecodedLiveLink = { ok: true; link: LiveLink } | { ok: false; error: string };

/**
 * Read a `#live=1&…` hash (encodeLiveLink's), or null when the hash is not a live link. The
 * endpoint's and region's own checks are the connection's (checkTarget), which the Connect
 * dialog shows before anything is sent; this checks the link's shape.
 *
 * @example
 * decodeLiveLink('#live=1&target=embedded&table=Orders&read=scan');
 * // { ok: true, link: { target: { kind: 'embedded' }, table: 'Orders', read: { kind: 'scan' } } }
 * decodeLiveLink('#example=gaming'); // null
 */
export function decodeLiveLink(hash: string): DecodedLiveLink | null {
  if (!hash.startsWith(`#${LIVE_LINK.param}=`)) return null;
  let p: URLSearchParams;
  try {
    p = new URLSearchParams(hash.slice(1));
  } catch {
    return fail('its parameters cannot be read; copy the whole link again');
  }
  const version = p.get(LIVE_LINK.param) ?? '';
  if (version !== LIVE_LINK.version)
    return fail(
      `it is version "${cutText(version, 20)}", and this Keyscope reads version ${LIVE_LINK.version}; copy the link again from the Live tab`
    );
  for (const key of p.keys())
    if (!KNOWN.has(key))
      return fail(`"${cutText(key, 40)}" is not one of its parameters; remove it`);
  const target = targetOf(p);
  if (typeof target === 'string') return fail(target);
  const table = p.get('table') ?? '';
  if (!table) return fail('it names no table; add "table=" with the table\'s name');
  const index = p.get('index') ?? '';
  const read = p.get('read');
  const base = { target, table, ...(index ? { index } : {}) };
  const filter = filterOfParams(p, read);
  if (typeof filter === 'string') return fail(filter);
  const filtered = filter ? { filter } : {};
  if (read === 'scan') {
    const text = p.get('segments');
    const segments = text === null ? 1 : Number(text);
    const problem =
      text === null ? undefined : segmentsProblem(text.trim() === '' ? NaN : segments);
    if (problem) return fail(`"segments=${cutText(text!, 20)}": ${problem}`);
    const sample = sampleOf(p, segments);
    if (typeof sample === 'string') return fail(sample);
    const scan = {
      kind: 'scan' as const,
      ...(text === null ? {} : { segments }),
      ...(sample ? { sample } : {}),
      ...filtered
    };
    return { ok: true, link: { ...base, read: scan } };
  }
  if (read === 'get') {
    if (index)
      return fail(
        'a get link reads the table only (GetItem cannot read an index); remove "index=" or make it a query link'
      );
    const partitionValue = p.get('pk');
    if (partitionValue === null)
      return fail('a get link needs the partition key value; add "pk=" with it');
    for (const key of ['sk-op', 'sk-upper', 'order'])
      if (p.has(key))
        return fail(`"${key}=" is a query link's; a get link gives the sort key as "sk=" alone`);
    const sortValue = p.get('sk');
    return {
      ok: true,
      link: {
        ...base,
        read: { kind: 'get', partitionValue, ...(sortValue === null ? {} : { sortValue }) }
      }
    };
  }
  if (read !== 'query')
    return fail(`"read" must be "scan", "query" or "get", not "${cutText(read ?? '', 20)}"`);
  const [partitionValue, ...morePartitionValues] = p.getAll('pk');
  if (partitionValue === undefined)
    return fail('a query link needs the partition key value; add "pk=" with it');
  const order = p.get('order');
  if (order !== null && order !== 'descending' && order !== 'ascending')
    return fail(`"order" must be "ascending" or "descending", not "${cutText(order, 20)}"`);
  const sorts = sortKeysOf(p);
  if (typeof sorts === 'string') return fail(sorts);
  const [sortKey, ...moreSortKeys] = sorts;
  const query = {
    kind: 'query' as const,
    partitionValue,
    ...(morePartitionValues.length ? { morePartitionValues } : {}),
    ...(sortKey ? { sortKey } : {}),
    ...(moreSortKeys.length ? { moreSortKeys } : {}),
    ...(order === 'descending' ? { descending: true } : {}),
    ...filtered
  };
  return { ok: true, link: { ...base, read: query } };
}

/**
 * A query link's sort conditions: each `sk-op=` with the `sk=` at its place, and each BETWEEN
 * with the next `sk-upper=` (a multi-attribute key repeats them, in KeySchema order). An `sk=`
 * without any `sk-op=` is no condition, as links have always read it.
 */
function sortKeysOf(p: URLSearchParams): SortKeyCondition[] | string {
  const operators = p.getAll('sk-op');
  const values = p.getAll('sk');
  const uppers = p.getAll('sk-upper');
  const out: SortKeyCondition[] = [];
  for (const [i, operator] of operators.entries()) {
    if (!(OPERATORS as readonly string[]).includes(operator))
      return `"sk-op" must be one of ${OPERATORS.join(', ')}, not "${cutText(operator, 20)}"`;
    const value = values[i];
    if (value === undefined) return `"sk-op=${operator}" needs the sort key value; add "sk="`;
    if (operator !== 'BETWEEN') {
      out.push({ operator: operator as SortKeyOperator, value });
      continue;
    }
    const upper = uppers[out.filter((c) => c.operator === 'BETWEEN').length];
    if (upper === undefined) return '"sk-op=BETWEEN" needs the upper bound; add "sk-upper="';
    out.push({ operator: 'BETWEEN', value, upper });
  }
  if (operators.length && values.length > operators.length)
    return `it gives ${values.length} "sk=" for ${operators.length} "sk-op="; give one "sk=" for each`;
  return out;
}

function targetOf(p: URLSearchParams): LiveLinkTarget | string {
  const target = p.get('target');
  const endpoint = p.get('endpoint');
  const region = p.get('region');
  if (target !== null) {
    if (target !== 'embedded')
      return `"target" can only be "embedded", not "${cutText(target, 40)}"; give "endpoint=" or "region=" instead`;
    if (endpoint !== null || region !== null)
      return 'it names the embedded table and also an endpoint or region; keep one';
    return { kind: 'embedded' };
  }
  if (endpoint !== null) {
    if (!endpoint) return '"endpoint=" is empty; give a URL such as http://localhost:8000';
    return { kind: 'endpoint', endpoint, ...(region ? { region } : {}) };
  }
  if (region) return { kind: 'region', region };
  return 'it names no place to read; add "target=embedded", "endpoint=" or "region="';
}

/** A sample's `sample=` (segments drawn) and `seed=`, both or neither. */
function sampleOf(
  p: URLSearchParams,
  segments: number
): { count: number; seed: number } | null | string {
  const count = p.get('sample');
  const seed = p.get('seed');
  if (count === null && seed === null) return null;
  if (count === null || seed === null) return '"sample=" and "seed=" go together; give both';
  const n = /^\d+$/.test(count) ? Number(count) : NaN;
  const problem = sampleProblem(n, segments);
  if (problem) return `"sample=${cutText(count, 20)}": ${problem}`;
  const s = Number(seed);
  if (!/^\d+$/.test(seed) || s > 0xffffffff)
    return `"seed=${cutText(seed, 20)}" must be a whole number from 0 to 4294967295`;
  return { count: n, seed: s };
}

function fail(why: string): DecodedLiveLink {
  return { ok: false, error: `This live link cannot be opened: ${why}.` };
}
