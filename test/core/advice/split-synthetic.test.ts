import { describe, expect, it } from 'vitest';
import { splitSynthetic } from '../../../src/core/advice/split-synthetic.ts';

const PK = ['TOURNAMENT#', '#REGION#'];
const SK = ['ROUND#', '#BRACKET#', '#MATCH#'];

describe('splitSynthetic', () => {
  it.each<[string, readonly string[], unknown]>([
    ['TOURNAMENT#${t}#REGION#${r}', PK, { whole: ['${t}', '${r}'], partial: null }],
    [
      'TOURNAMENT#WINTER2026#REGION#NA-EAST',
      PK,
      { whole: ['WINTER2026', 'NA-EAST'], partial: null }
    ],
    ['ROUND#SEMIFINALS#BRACKET#', SK, { whole: ['SEMIFINALS'], partial: null }],
    ['ROUND#SEMIFINALS#BRACKET#UP', SK, { whole: ['SEMIFINALS'], partial: 'UP' }],
    ['ROUND#SEMI', SK, { whole: [], partial: 'SEMI' }],
    ['ROUND#${r}#BRACKET#${b}#', SK, { whole: ['${r}', '${b}'], partial: null }],
    ['ROUND#F#BRACKET#U#MAT', SK, { whole: ['F', 'U'], partial: null }],
    ['ROUND#', SK, { whole: [], partial: null }],
    ['ROU', SK, { whole: [], partial: null }],
    ['ROUND#F#BRACKET#U#MATCH#m-1', SK, { whole: ['F', 'U', 'm-1'], partial: null }],
    ['GAME#x', PK, null]
  ])('%s', (text, before, want) => {
    expect(splitSynthetic(text, before)).toEqual(want);
  });
});
