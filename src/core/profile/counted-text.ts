import type { HeavyHitter } from './space-saving.ts';

/**
 * A kept key's count as people read it: the number when exact, else the range its true value
 * lies in (`count - error` to `count`), each end written by `format`.
 *
 * @example
 * countedText({ key: 'a', count: 1844, error: 0 }, (n) => n.toLocaleString('en')); // '1,844'
 * countedText({ key: 'a', count: 1844, error: 120 }, (n) => n.toLocaleString('en')); // '1,724–1,844'
 */
export function countedText(hitter: HeavyHitter, format: (n: number) => string): string {
  return hitter.error === 0
    ? format(hitter.count)
    : `${format(hitter.count - hitter.error)}–${format(hitter.count)}`;
}
