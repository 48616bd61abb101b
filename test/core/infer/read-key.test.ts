import { describe, expect, it } from 'vitest';
import { readKeys } from '../../../src/core/infer/read-key.ts';

const KEYS = [
  { name: 'PK', type: 'S' as const },
  { name: 'n', type: 'N' as const },
  { name: 'GSI1PK', type: 'S' as const }
];

describe('readKeys', () => {
  it('splits string keys at # and |, marks words, and finds the attributes that spell values', () => {
    const [pk, n, gsi] = readKeys(
      {
        PK: { S: '#METADATA#alice|000042' },
        n: { N: '7' },
        user: { S: 'alice' },
        score: { N: '42' },
        seven: { N: '7.0' }
      },
      KEYS,
      new Set(KEYS.map((k) => k.name))
    );
    expect(pk).toEqual({
      kind: 'string',
      separators: ['#', '#', '|'],
      tokens: [
        { text: '', literal: true, candidates: [] },
        { text: 'METADATA', literal: true, candidates: [] },
        { text: 'alice', literal: false, candidates: [{ attribute: 'user' }] },
        { text: '000042', literal: false, candidates: [{ attribute: 'score', size: 6 }] }
      ]
    });
    // N values compare canonically: 7.0 spells 7.
    expect(n).toEqual({ kind: 'scalar', type: 'N', candidates: [{ attribute: 'seven' }] });
    expect(gsi).toEqual({ kind: 'absent' });
  });

  it('never explains a key by another key attribute', () => {
    const [pk] = readKeys({ PK: { S: 'x' }, GSI1PK: { S: 'x' } }, KEYS, new Set(['PK', 'GSI1PK']));
    expect(pk).toEqual({
      kind: 'string',
      separators: [],
      tokens: [{ text: 'x', literal: false, candidates: [] }]
    });
  });

  it('keeps text with "${" a value, since a template cannot spell it literally', () => {
    const [pk] = readKeys({ PK: { S: 'A${B}' } }, KEYS, new Set(['PK']));
    expect(pk!.kind === 'string' && pk!.tokens[0]!.literal).toBe(false);
  });
});
