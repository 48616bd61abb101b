import type { OpenPhase } from '../../workers/open-design.ts';

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
const n = (x: number): string => x.toLocaleString('en');

/**
 * The sentence saying how far opening a design in the worker has got: the phase, and the bytes
 * read or the items validated so far.
 *
 * @example
 * openProgressText('validating', 120_000, 385_024); // 'Validating items: 120,000 of 385,024'
 */
export function openProgressText(phase: OpenPhase, done: number, total: number): string {
  switch (phase) {
    case 'reading':
      return done > 0 ? `Reading the file: ${mb(done)} of ${mb(total)}` : `Reading ${mb(total)}`;
    case 'decoding':
      return 'Decoding the text (UTF-8)';
    case 'parsing':
      return 'Parsing the JSON';
    case 'checking':
      return 'Checking for keys written twice';
    case 'validating':
      return `Validating items: ${n(done)} of ${n(total)}`;
  }
}
