import { sampleShare } from '../core/reading/sample-share.ts';
import { sampledSegments } from '../core/result-sets/sampled-segments.ts';
import { DYNAMODB_LIMITS } from '../core/limits/dynamodb-limits.ts';
import type { AttributeMap } from '../core/model/attribute-value.ts';
import { measureItem } from '../core/items/item-size.ts';
import { readUnits } from '../core/capacity/read-units.ts';
import { keyConditionRequest } from '../core/query/key-condition-request.ts';
import { multiKeyConditionRequest } from '../core/query/multi-key-condition-request.ts';
import { filteredRequest } from '../core/query/filtered-request.ts';
import { backoffDelay } from '../core/reading/backoff-delay.ts';
import { ReadBudget } from '../core/reading/read-budget.ts';
import { DEFAULT_READ_LIMITS } from '../core/reading/read-limits.ts';
import type { ReadProblem } from '../core/reading/read-problem.ts';
import { classifyError } from './classify-error.ts';
import type {
  ReadClock,
  ReadEndReason,
  ReadEvent,
  ReadOptions,
  ReadProgress,
  ReadSource,
  SegmentPosition
} from './read-events.ts';
import type { LiveClient } from './create-live-client.ts';
import { LiveRequestError } from './live-request-error.ts';
import { PageChannel } from './page-channel.ts';
import { probeEndpoint } from './probe-endpoint.ts';
import { adoptItem, itemToCore, itemToSdk } from './to-core.ts';

export type {
  ReadClock,
  ReadCursor,
  ReadEndReason,
  ReadEvent,
  ReadOptions,
  ReadProgress,
  ReadSource,
  SegmentPosition
} from './read-events.ts';

const realClock: ReadClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const t = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
    })
};

/** Items the first request asks for when pages are sized by bytes (`pageBytes`). */
export const FIRST_PAGE_ITEMS = 1000;
/** The fewest items a request sized by bytes asks for. */
export const MIN_PAGE_ITEMS = 100;

/** A GetItem's `Key`: the table's key attributes with the source's values. */
function itemKey(source: Extract<ReadSource, { kind: 'get' }>): AttributeMap {
  const { partitionKey, sortKey } = source.key;
  const { partitionValue, sortValue } = source.values;
  return {
    [partitionKey.name]: partitionValue,
    ...(sortKey && sortValue ? { [sortKey.name]: sortValue } : {})
  };
}

/**
 * Read a live table as a stream of pages: a Scan (parallel segments share one budget), a Query
 * on one partition key (a value for each attribute of a multi-attribute GSI key), or a GetItem
 * of one item by its full key (one page of 0 or 1 item), each request asking for
 * ConsumedCapacity. Paces requests by the read budget
 * (a token bucket debited by each page's consumed units), backs off throttling with jitter and
 * goes on, stops within one page when `signal` aborts, stops at the item and byte caps, and ends
 * with a cursor to resume from the last key after a stop, a cap or a recoverable problem. What
 * was yielded stays valid whatever happens next.
 *
 * @example
 * for await (const event of readItems(client, { kind: 'scan', table: 'battle-royale' }, { budget: 100 })) {
 *   if (event.kind === 'page') show(event.items, event.progress);
 *   if (event.kind === 'end' && event.cursor) offerResume(event.cursor, event.problem);
 * }
 */
export async function* readItems(
  client: LiveClient,
  source: ReadSource,
  options: ReadOptions = {}
): AsyncGenerator<ReadEvent, void, undefined> {
  const clock = options.clock ?? realClock;
  const limits = { ...DEFAULT_READ_LIMITS, ...options.limits };
  const segments =
    options.resume?.totalSegments ?? (source.kind === 'scan' ? (source.segments ?? 1) : 1);
  if (!Number.isInteger(segments) || segments < 1 || segments > DYNAMODB_LIMITS.scanSegments)
    throw new RangeError(
      `segments must be a whole number from 1 to ${DYNAMODB_LIMITS.scanSegments.toLocaleString('en')}, got ${segments}`
    );
  if (source.kind !== 'scan' && segments !== 1)
    throw new RangeError(
      `a ${source.kind === 'get' ? 'GetItem reads one item' : 'Query reads one partition'}: it cannot be resumed from a parallel scan cursor`
    );
  // A sample reads only its drawn segments: the others count as done from the start.
  const sample = source.kind === 'scan' && source.sample ? source.sample : null;
  const drawn = sample ? new Set(sampledSegments(segments, sample.count, sample.seed)) : null;
  const positions: SegmentPosition[] =
    options.resume?.positions.slice() ??
    Array.from({ length: segments }, (_, s) => ({
      state: drawn && !drawn.has(s) ? 'done' : 'start'
    }));
  // …and shares the item cap between them, so each cluster is about as large.
  const share = sample ? sampleShare(limits.maxItems, sample.count) : Infinity;
  const perSegment = new Array<number>(segments).fill(0);
  const started = clock.now();
  const budget = options.budget ? new ReadBudget(options.budget, started) : null;
  const random = options.random ?? Math.random;
  const maxRetries = options.maxThrottleRetries ?? 8;
  const probe = options.probe ?? (typeof window === 'undefined' ? undefined : probeEndpoint);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) stop.abort();

  let items = 0,
    bytes = 0,
    /** Items whose bytes are counted (pages converted so far). */
    measured = 0,
    units = 0,
    pages = 0,
    scanned = 0,
    retries = 0;
  let estimated = false;
  let reason: ReadEndReason | null = null;
  /** A sampled segment stopped at its share of the item cap. */
  let shared = false;
  let problem: ReadProblem | undefined;
  const progress = (): ReadProgress => ({
    items,
    bytes,
    readUnits: units,
    estimatedUnits: estimated,
    pages,
    scanned,
    retries,
    segmentsDone: positions.filter((p) => p.state === 'done').length,
    totalSegments: segments,
    elapsedMs: clock.now() - started
  });
  const end = (why: ReadEndReason, p?: ReadProblem) => {
    if (reason === null || why === 'problem') {
      reason = why;
      if (p) problem = p;
    }
    stop.abort();
  };
  const channel = new PageChannel<ReadEvent>();
  const filter = source.kind === 'get' ? undefined : source.filter;
  // The key condition and the filter share one pair of placeholder maps.
  const keyCondition =
    source.kind !== 'query'
      ? undefined
      : 'multiKey' in source
        ? multiKeyConditionRequest(source.multiKey, source.multiCondition)
        : keyConditionRequest(source.key, source.condition);
  const expressions = source.kind === 'get' ? undefined : filteredRequest(keyCondition, filter);

  /** Items the next request asks for to come to about `pageBytes` (Infinity: no such aim). */
  const sized = (): number => {
    const target = options.pageBytes;
    if (target === undefined) return Infinity;
    // The average of the pages measured: the one just received is measured after the next
    // request is sent (it goes ahead while this page is converted).
    if (measured === 0 || bytes === 0) return FIRST_PAGE_ITEMS;
    return Math.max(MIN_PAGE_ITEMS, Math.floor(target / (bytes / measured)));
  };

  const send = (segment: number, start: AttributeMap | undefined) => {
    // A GetItem is one request of one page (0 or 1 item), shaped as a last page so the loop's
    // budget, throttling, sizes and end apply to it unchanged.
    if (source.kind === 'get')
      return client
        .getItem(
          {
            TableName: source.table,
            Key: itemToSdk(itemKey(source)),
            ...(options.consistentRead ? { ConsistentRead: true } : {}),
            ReturnConsumedCapacity: 'TOTAL'
          },
          stop.signal
        )
        .then((out) => ({
          Items: out.Item ? [out.Item] : [],
          ScannedCount: out.Item ? 1 : 0,
          LastEvaluatedKey: undefined,
          ConsumedCapacity: out.ConsumedCapacity
        }));
    // A filter's Limit counts the items read, not those kept: neither the cap's remainder nor
    // the kept items' size says how many to read, so the server's 1 MB page does.
    const remaining = filter ? Infinity : limits.maxItems - items;
    const asked = Math.min(options.pageSize ?? Infinity, filter ? Infinity : sized());
    const limit =
      segments === 1 ? Math.min(asked, remaining) : Math.min(asked, share - perSegment[segment]!);
    const common = {
      TableName: source.table,
      ...(source.index ? { IndexName: source.index } : {}),
      ...(options.consistentRead ? { ConsistentRead: true } : {}),
      ...(limit !== undefined && Number.isFinite(limit) ? { Limit: Math.max(1, limit) } : {}),
      ...(start ? { ExclusiveStartKey: itemToSdk(start) } : {}),
      ReturnConsumedCapacity: 'TOTAL' as const
    };
    const { ExpressionAttributeNames: names, ExpressionAttributeValues: values } =
      expressions ?? {};
    const shared = {
      ...common,
      ...(expressions?.FilterExpression ? { FilterExpression: expressions.FilterExpression } : {}),
      ...(names ? { ExpressionAttributeNames: { ...names } } : {}),
      ...(values ? { ExpressionAttributeValues: itemToSdk(values) } : {})
    };
    if (source.kind === 'query')
      return client.query(
        {
          ...shared,
          KeyConditionExpression: expressions!.KeyConditionExpression!,
          ...(source.scanIndexForward === false ? { ScanIndexForward: false } : {})
        },
        stop.signal
      );
    return client.scan(
      { ...shared, ...(segments > 1 ? { Segment: segment, TotalSegments: segments } : {}) },
      stop.signal
    );
  };

  const worker = async (segment: number): Promise<void> => {
    let attempt = 0;
    // The next page's request, sent while this page is converted and handed over (never more
    // than one ahead, and only when no budget debt or cap says to wait).
    let ahead: ReturnType<typeof send> | null = null;
    while (!stop.signal.aborted && positions[segment]!.state !== 'done') {
      if (!ahead && budget) {
        const ms = budget.waitMs(clock.now());
        if (ms > 0) {
          await channel.push({ kind: 'wait', segment, reason: 'budget', ms, progress: progress() });
          await clock.sleep(ms, stop.signal);
          continue; // re-check: other segments may have spent the budget meanwhile
        }
      }
      const at = positions[segment]!;
      let out;
      try {
        out = await (ahead ?? send(segment, at.state === 'after' ? at.key : undefined));
      } catch (error) {
        ahead = null;
        if (stop.signal.aborted) return; // stopped, capped or failed elsewhere: position unchanged
        const failed = await describeFailure(error);
        if (failed.kind === 'throttled' && attempt < maxRetries) {
          const ms = backoffDelay(attempt++, random);
          retries++;
          await channel.push({
            kind: 'wait',
            segment,
            reason: 'throttled',
            ms,
            progress: progress()
          });
          await clock.sleep(ms, stop.signal);
          continue;
        }
        return end('problem', failed);
      }
      ahead = null;
      attempt = 0;
      if (options.yieldTask) {
        // The SDK parsed the response in the task that ends here; the items are made in the next.
        await options.yieldTask();
        if (stop.signal.aborted) return; // as for a request in flight: position unchanged
      }
      const raw = out.Items ?? [];
      const consumed = out.ConsumedCapacity?.CapacityUnits;
      if (consumed !== undefined) budget?.debit(consumed, clock.now());
      items += raw.length;
      perSegment[segment]! += raw.length;
      const next: SegmentPosition = out.LastEvaluatedKey
        ? { state: 'after', key: itemToCore(out.LastEvaluatedKey) }
        : { state: 'done' };
      if (
        next.state === 'after' &&
        items < limits.maxItems &&
        perSegment[segment]! < share &&
        bytes < limits.maxBytes &&
        (!budget || budget.waitMs(clock.now()) === 0)
      ) {
        ahead = send(segment, next.key);
        ahead.catch(() => undefined); // its failure is handled when awaited, or it was aborted
      }
      const page = raw.map(adoptItem);
      const sizes = page.map(measureItem);
      let pageBytes = 0;
      for (const size of sizes) pageBytes += size;
      // Estimated when the server reports none: every request costs at least one unit (a GetItem
      // that finds nothing too), and a filtered page is charged for what it read, which the
      // matches' bytes understate: `estimatedUnits` says so.
      const pageUnits =
        consumed ?? readUnits(pageBytes, options.consistentRead ? 'strong' : 'eventual');
      if (consumed === undefined) {
        estimated = true;
        budget?.debit(pageUnits, clock.now());
      }
      bytes += pageBytes;
      measured += page.length;
      units += pageUnits;
      pages++;
      scanned += out.ScannedCount ?? page.length;
      positions[segment] = next;
      await channel.push({
        kind: 'page',
        segment,
        items: page,
        sizes,
        position: next,
        progress: progress()
      });
      if (positions.every((p) => p.state === 'done')) return;
      if (items >= limits.maxItems) return end('item-cap');
      if (bytes >= limits.maxBytes) return end('byte-cap');
      if (perSegment[segment]! >= share) return void (shared = true);
    }
  };

  const describeFailure = async (error: unknown): Promise<ReadProblem> => {
    const endpoint = client.target.endpoint;
    const fetchFailed =
      error instanceof LiveRequestError && error.name === 'TypeError' && pages === 0;
    const reachable = fetchFailed && endpoint && probe ? await probe(endpoint) : undefined;
    return classifyError(error, {
      operation: source.kind === 'query' ? 'Query' : source.kind === 'get' ? 'GetItem' : 'Scan',
      target: client.target,
      table: source.table,
      ...(source.index ? { index: source.index } : {}),
      loaded: pages > 0,
      ...(reachable !== undefined ? { reachable } : {}),
      ...(options.origin ? { origin: options.origin } : {})
    });
  };

  const done = Promise.all(positions.map((_, s) => worker(s))).finally(() => channel.close());
  try {
    for (let event = await channel.next(); event; event = await channel.next()) yield event;
  } finally {
    // Also when the caller breaks out of the loop: stop the workers and release their pushes.
    stop.abort();
    channel.close();
    options.signal?.removeEventListener('abort', onAbort);
  }
  await done;
  const all = positions.every((p) => p.state === 'done');
  const why: ReadEndReason =
    reason === 'problem'
      ? 'problem'
      : all
        ? 'complete'
        : (reason ?? (shared && !options.signal?.aborted ? 'item-cap' : 'stopped'));
  yield {
    kind: 'end',
    reason: why,
    ...(problem ? { problem } : {}),
    cursor: all ? null : { totalSegments: segments, positions: positions.slice() },
    progress: progress()
  };
}
