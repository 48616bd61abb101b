import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsPropertyKey } from '../../../src/core/code/js-property-key.ts';
import { codeText } from '../../helpers/code-text.ts';

/** The own property names of `{ <key>: 1 }`, and whether its prototype is still Object's. */
function read(key: string): { names: string[]; plain: boolean } {
  return runInNewContext(
    `'use strict'; const o = { ${key}: 1 }; ({ names: Object.getOwnPropertyNames(o), plain: Object.getPrototypeOf(o) === Object.prototype })`,
    {}
  ) as { names: string[]; plain: boolean };
}

describe('jsPropertyKey', () => {
  it.each([
    ['an identifier, bare', 'PK', 'PK'],
    ['a reserved word, bare (fine as a key)', 'class', 'class'],
    ['a name with punctuation, quoted', 'user-id', "'user-id'"],
    ['a name with a quote', "it's", "'it\\'s'"],
    ['__proto__, computed', '__proto__', "['__proto__']"]
  ])('%s', (_, name, key) => {
    expect(jsPropertyKey(name)).toBe(key);
  });

  it('makes __proto__ a property, leaving the prototype alone', () => {
    expect(read(jsPropertyKey('__proto__'))).toEqual({ names: ['__proto__'], plain: true });
  });

  it('names the property it was given, for any name', () => {
    fc.assert(
      fc.property(
        fc.oneof(codeText, fc.constantFrom('__proto__', 'constructor', '0', 'a b')),
        (name) => {
          expect(read(jsPropertyKey(name))).toEqual({ names: [name], plain: true });
        }
      )
    );
  });
});
