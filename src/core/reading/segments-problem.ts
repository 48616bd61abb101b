/**
 * The most parallel-scan segments a tab reads at once. DynamoDB allows 1,000,000
 * (DYNAMODB_LIMITS.scanSegments); each segment is a request in flight and a cursor the tab keeps,
 * and a thousand already spread a read over every partition of a 50 GB table (about 5 partitions
 * of 10 GB each: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.Partitions.html).
 */
export const MAX_TAB_SEGMENTS = 1000;

/**
 * Why `segments` cannot be a read's parallel-scan segment count, or undefined when it can: a whole
 * number from 1 to MAX_TAB_SEGMENTS. The one home of the rule for the Load and Profile forms and
 * for `#live=` links.
 *
 * @example
 * segmentsProblem(0); // 'segments must be a whole number from 1 to 1,000, got 0'
 */
export function segmentsProblem(segments: number): string | undefined {
  return Number.isInteger(segments) && segments >= 1 && segments <= MAX_TAB_SEGMENTS
    ? undefined
    : `segments must be a whole number from 1 to ${MAX_TAB_SEGMENTS.toLocaleString('en')}, got ${segments}`;
}
