import { describe, expect, it } from 'vitest';
import type { KeyValue } from '../../../src/core/model/attribute-value.ts';
import { keyTupleText } from '../../../src/core/text/key-tuple-text.ts';

describe('keyTupleText', () => {
  it.each<[KeyValue[], string]>([
    [[{ S: 'WINTER2026' }, { S: 'NA-EAST' }], 'WINTER2026 · NA-EAST'],
    [[{ S: 'SEMIFINALS' }, { N: '1.50' }], 'SEMIFINALS · 1.50'],
    [[{ B: 'AAE=' }], 'AAE='],
    [[], '']
  ])('%j reads %j', (values, want) => {
    expect(keyTupleText(values)).toBe(want);
  });
});
