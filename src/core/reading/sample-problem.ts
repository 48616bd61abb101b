import { segmentsProblem } from './segments-problem.ts';

/**
 * Why a sample of `count` of `of` parallel-scan segments cannot be read, or undefined when it
 * can: `of` a segment count segmentsProblem accepts, `count` a whole number from 1 to `of`. The
 * one home of the rule for the Load dialog and `#live=` links.
 *
 * @example
 * sampleProblem(0, 1000); // 'a sample reads a whole number of segments from 1 to 1,000, got 0'
 */
export function sampleProblem(count: number, of: number): string | undefined {
  const segments = segmentsProblem(of);
  if (segments) return segments;
  return Number.isInteger(count) && count >= 1 && count <= of
    ? undefined
    : `a sample reads a whole number of segments from 1 to ${of.toLocaleString('en')}, got ${count}`;
}
