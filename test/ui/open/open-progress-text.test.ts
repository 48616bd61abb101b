import { describe, expect, it } from 'vitest';
import { openProgressText } from '../../../src/ui/open/open-progress-text.ts';

describe('openProgressText', () => {
  it.each([
    ['reading', 0, 48_400_000, 'Reading 48.4 MB'],
    ['reading', 12_000_000, 48_400_000, 'Reading the file: 12.0 MB of 48.4 MB'],
    ['decoding', 0, 1, 'Decoding the text (UTF-8)'],
    ['parsing', 0, 1, 'Parsing the JSON'],
    ['checking', 0, 1, 'Checking for keys written twice'],
    ['validating', 120_000, 385_024, 'Validating items: 120,000 of 385,024']
  ] as const)('%s %i of %i: %s', (phase, done, total, text) => {
    expect(openProgressText(phase, done, total)).toBe(text);
  });
});
