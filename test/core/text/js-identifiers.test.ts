import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsIdentifiers } from '../../../src/core/text/js-identifiers.ts';
import { codeText } from '../../helpers/code-text.ts';

describe('jsIdentifiers', () => {
  it.each<[string, string[], string[], string[]]>([
    ['plain names as they are', ['gameId', 'BookTitle'], [], ['gameId', 'BookTitle']],
    ['punctuation as _', ['user-id', 'a.b c'], [], ['user_id', 'a_b_c']],
    ['a leading digit behind _', ['2fa'], [], ['_2fa']],
    ['an empty name', [''], [], ['_']],
    [
      'reserved words with _ added',
      ['class', 'await', 'let', 'undefined'],
      [],
      ['class_', 'await_', 'let_', 'undefined_']
    ],
    ['CommonJS names tsx binds', ['require', 'module'], [], ['require_', 'module_']],
    [
      'the names the program takes',
      ['items', 'Buffer'],
      ['items', 'Buffer'],
      ['items_', 'Buffer_']
    ],
    [
      'names that meet once cleaned',
      ['user-id', 'user_id', 'user.id'],
      [],
      ['user_id', 'user_id_', 'user_id__']
    ],
    ['a name and its cleaned form taken', ['a-b', 'a_b'], ['a_b'], ['a_b_', 'a_b__']],
    ['non-ASCII letters as _', ['größe'], [], ['gr__e']],
    ['__proto__ as it is (a binding, not a property)', ['__proto__'], [], ['__proto__']]
  ])('%s', (_, names, taken, ids) => {
    expect([...jsIdentifiers(names, new Set(taken)).values()]).toEqual(ids);
  });

  it('gives a repeated name one identifier', () => {
    expect([...jsIdentifiers(['a', 'a'], new Set())]).toEqual([['a', 'a']]);
  });

  it('gives every name a distinct identifier a strict module can bind, none of them taken', () => {
    const taken = new Set(['items', 'client']);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(codeText, fc.constantFrom('items', 'class', 'x')), { maxLength: 6 }),
        (names) => {
          const ids = jsIdentifiers(names, taken);
          const values = [...ids.values()];
          expect(new Set(values).size).toBe(values.length);
          expect(values.filter((v) => taken.has(v))).toEqual([]);
          const program = `'use strict'; ${values.map((v, i) => `const ${v} = ${i};`).join(' ')} [${values.join(', ')}]`;
          expect(runInNewContext(program, {})).toEqual(values.map((_, i) => i));
        }
      )
    );
  });
});
