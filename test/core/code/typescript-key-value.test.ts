import { runInNewContext } from 'node:vm';
import { NumberValue } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsIdentifiers } from '../../../src/core/text/js-identifiers.ts';
import { jsString } from '../../../src/core/text/js-string.ts';
import type { CodeValue } from '../../../src/core/code/pattern-request.ts';
import {
  typescriptKeyValue,
  type TypescriptFlavour
} from '../../../src/core/code/typescript-key-value.ts';
import type { KeyType } from '../../../src/core/model/attribute-value.ts';
import type { TemplatePart } from '../../../src/core/templates/parse-template.ts';
import { renderWithParameters } from '../../../src/core/templates/render-template.ts';
import { codeText } from '../../helpers/code-text.ts';

const literal = (text: string): TemplatePart => ({ kind: 'literal', text });
const field = (name: string, size?: number, pad?: string): TemplatePart => ({
  kind: 'field',
  name,
  column: 1,
  ...(size !== undefined ? { size } : {}),
  ...(pad !== undefined ? { pad } : {})
});
const ids = new Map([
  ['username', 'username'],
  ['n', 'n'],
  ['user-id', 'user_id']
]);

describe('typescriptKeyValue', () => {
  it.each<[string, KeyType, TemplatePart[], TypescriptFlavour, string]>([
    [
      'text and a field',
      'S',
      [literal('USER#'), field('username')],
      'client',
      '{ S: `USER#${username}` }'
    ],
    [
      'the same, plain',
      'S',
      [literal('USER#'), field('username')],
      'document',
      '`USER#${username}`'
    ],
    ['a field alone', 'S', [field('username')], 'client', '{ S: username }'],
    ['text alone', 'S', [literal('GAME#')], 'document', "'GAME#'"],
    ['an empty key', 'S', [], 'client', "{ S: '' }"],
    ['a renamed parameter', 'S', [field('user-id')], 'document', 'user_id'],
    ['a padded field', 'S', [field('n', 4)], 'client', "{ S: String(n).padStart(4, '0') }"],
    [
      'a padded field in text',
      'S',
      [literal('R#'), field('n', 3, ' ')],
      'document',
      "`R#${String(n).padStart(3, ' ')}`"
    ],
    [
      'a pad of two UTF-16 units',
      'S',
      [field('n', 3, '😀')],
      'document',
      "'😀'.repeat(Math.max(0, 3 - String(n).length)) + String(n)"
    ],
    ['a number as text', 'N', [field('n')], 'client', '{ N: n }'],
    ['a number, exact', 'N', [field('n')], 'document', 'NumberValue.from(n)'],
    ['a literal number', 'N', [literal('5')], 'client', "{ N: '5' }"],
    ['binary from base64', 'B', [field('n')], 'client', "{ B: Buffer.from(n, 'base64') }"],
    ['binary, plain', 'B', [field('n')], 'document', "Buffer.from(n, 'base64')"]
  ])('%s (%s)', (_, type, parts, flavour, code) => {
    expect(typescriptKeyValue({ type, parts }, ids, flavour)).toBe(code);
  });

  it('names the field that has no parameter constant', () => {
    expect(() => typescriptKeyValue({ type: 'S', parts: [field('nope')] }, ids, 'client')).toThrow(
      'no parameter constant for the field "nope"'
    );
  });

  it('builds the key Keyscope renders, for any template text, padding and parameter values', () => {
    const names = ['a', 'b-c', 'class', '__proto__', '$'];
    const part = fc.oneof(
      codeText.map(literal),
      fc
        .record({
          name: fc.constantFrom(...names),
          size: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
          pad: fc.option(fc.constantFrom('0', ' ', '`', '$', "'", '😀', '\n'), { nil: undefined })
        })
        .map(({ name, size, pad }) => field(name, size, size === undefined ? undefined : pad))
    );
    const identifiers = jsIdentifiers(names, new Set());
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 6 }),
        fc.array(codeText, { minLength: names.length, maxLength: names.length }),
        fc.constantFrom<TypescriptFlavour>('client', 'document'),
        (parts, values, flavour) => {
          const params = new Map(names.map((n, i) => [n, values[i]!]));
          const rendered = renderWithParameters({ source: '', parts, fields: [] }, params);
          expect(rendered.ok).toBe(true);
          if (!rendered.ok) return;
          const constants = names.map(
            (n) => `const ${identifiers.get(n)} = ${jsString(params.get(n)!)};`
          );
          const code = typescriptKeyValue({ type: 'S', parts }, identifiers, flavour);
          const value = runInNewContext(`'use strict'; ${constants.join(' ')} (${code})`, {});
          expect(value).toEqual(flavour === 'client' ? { S: rendered.text } : rendered.text);
        }
      )
    );
  });

  it.each<[KeyType, TypescriptFlavour, string, unknown]>([
    ['N', 'client', '12345678901234567890.5', { N: '12345678901234567890.5' }],
    ['N', 'document', '12345678901234567890.5', '12345678901234567890.5'],
    ['B', 'client', 'AAEC/w==', { B: Buffer.from([0, 1, 2, 255]) }],
    ['B', 'document', 'AAEC/w==', Buffer.from([0, 1, 2, 255])]
  ])('gives a %s key its exact value (%s)', (type, flavour, text, expected) => {
    const value: CodeValue = { type, parts: [field('n')] };
    const code = typescriptKeyValue(value, ids, flavour);
    const out: unknown = runInNewContext(`'use strict'; const n = ${jsString(text)}; (${code})`, {
      Buffer,
      NumberValue
    });
    // A NumberValue is compared by the digits it carries.
    expect(out instanceof NumberValue ? out.toString() : out).toEqual(expected);
  });
});
