import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tsName } from '../../../src/core/text/ts-name.ts';
import { HOSTILE_TEXT } from '../../helpers/library-check.ts';

describe('tsName', () => {
  it.each([
    ['a plain name', 'User', [], '', 'User'],
    ['dashes', 'battle-royale', [], 'Service', 'battle_royaleService'],
    ['a leading digit', '1st', [], '', '_1st'],
    ['a reserved word', 'class', [], '', '_class'],
    ['a taken name', 'Entity', ['Entity'], '', 'Entity2'],
    ['two taken', 'A', ['A', 'A2'], '', 'A3']
  ])('%s', (_, name, taken, suffix, out) => {
    expect(tsName(name, new Set(taken), suffix)).toBe(out);
  });

  it('always gives a fresh identifier', () => {
    fc.assert(
      fc.property(fc.array(HOSTILE_TEXT, { maxLength: 8 }), (names) => {
        const taken = new Set<string>(['Entity']);
        const made = names.map((n) => tsName(n, taken));
        for (const m of made) expect(m).toMatch(/^[A-Za-z_$][A-Za-z0-9_$]*$/);
        expect(new Set(made).size).toBe(made.length);
        expect(made).not.toContain('Entity');
      })
    );
  });
});
