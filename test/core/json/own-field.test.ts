import { describe, expect, it } from 'vitest';
import { ownField } from '../../../src/core/json/own-field.ts';

describe('ownField', () => {
  it('reads own fields, __proto__ and constructor as data', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 7, "a": 1}');
    expect(ownField(hostile, '__proto__')).toEqual({ polluted: true });
    expect(ownField(hostile, 'constructor')).toBe(7);
    expect(ownField(hostile, 'a')).toBe(1);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('never finds a field through the prototype', () => {
    expect(ownField({}, 'constructor')).toBeUndefined();
    expect(ownField({}, 'toString')).toBeUndefined();
    expect(
      ownField(Object.create({ inherited: 1 }) as Record<string, unknown>, 'inherited')
    ).toBeUndefined();
  });
});
