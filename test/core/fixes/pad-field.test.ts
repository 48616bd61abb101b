import { describe, expect, it } from 'vitest';
import { padField } from '../../../src/core/fixes/pad-field.ts';

describe('padField', () => {
  it.each<[string, number | undefined, string]>([
    ['${round}', 3, '${round:3}'],
    ['${round:2}', 3, '${round:3}'],
    ['7', 3, '007'],
    ['1234', 3, '1234'],
    ['R${round}', 3, 'R${round}'],
    ['${a}${b}', 3, '${a}${b}'],
    ['${round', 3, '${round'],
    ['${round}', undefined, '${round}']
  ])('padField(%s, %s) → %s', (source, width, want) => {
    expect(padField(source, width)).toBe(want);
  });
});
