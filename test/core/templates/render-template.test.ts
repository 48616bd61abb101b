import { describe, expect, it } from 'vitest';
import type { AttributeMap, KeyType } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import {
  renderTemplate,
  renderWithParameters,
  valueText
} from '../../../src/core/templates/render-template.ts';

function t(source: string): Template {
  const r = parseTemplate(source);
  if (!r.ok) throw new Error(r.error.message);
  return r.template;
}

const item: AttributeMap = {
  username: { S: 'alice' },
  author: { S: 'Le Guin' },
  edition: { N: '3' },
  price: { N: '0012.500' },
  big: { N: '1E+2' },
  tiny: { N: '-0.50E-2' },
  zero: { N: '-0.000' },
  huge: { N: '1E+50' },
  bytes: { B: 'AQID' },
  yes: { BOOL: true },
  no: { BOOL: false },
  nothing: { NULL: true },
  map: { M: { a: { S: 'x' } } },
  list: { L: [{ S: 'x' }] },
  tags: { SS: ['x'] },
  nums: { NS: ['1'] },
  bins: { BS: ['AQ=='] },
  numText: { S: '42.0' },
  word: { S: 'forty-two' },
  empty: { S: '' }
};

describe('renderTemplate for string keys', () => {
  it.each([
    { source: 'METADATA', expected: 'METADATA' },
    { source: '', expected: '' },
    { source: 'USER#${username}', expected: 'USER#alice' },
    { source: '#METADATA#${username}', expected: '#METADATA#alice' },
    { source: '${author}#${edition}', expected: 'Le Guin#3' },
    { source: '${username}${username}', expected: 'alicealice' },
    { source: 'P#${price}', expected: 'P#12.5' },
    { source: 'B#${big}', expected: 'B#100' },
    { source: 'T#${tiny}', expected: 'T#-0.005' },
    { source: 'Z#${zero}', expected: 'Z#0' },
    { source: 'H#${huge}', expected: 'H#1E+50' },
    { source: 'BIN#${bytes}', expected: 'BIN#AQID' },
    { source: 'F#${yes}#${no}', expected: 'F#true#false' },
    { source: 'E#${empty}#', expected: 'E##' },
    { source: 'ED#${edition:4}', expected: 'ED#0003' },
    { source: 'ED#${edition:4:x}', expected: 'ED#xxx3' },
    { source: '${username:3}', expected: 'alice' },
    { source: '${username:5}', expected: 'alice' },
    { source: '${username:6:_}', expected: '_alice' },
    { source: '${big:5}', expected: '00100' },
    { source: '${empty:2:-}', expected: '--' }
  ])('renders $source as the string $expected', ({ source, expected }) => {
    expect(renderTemplate(t(source), item, 'S')).toEqual({ ok: true, value: { S: expected } });
  });

  it('reports the first missing attribute by name', () => {
    expect(renderTemplate(t('USER#${missing}#${other}'), item, 'S')).toEqual({
      ok: false,
      problem: { kind: 'missing', attribute: 'missing' }
    });
  });

  it('does not read attributes from the prototype chain of a plain-object item', () => {
    const plain: AttributeMap = { id: { S: '1' } };
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(renderTemplate(t(`X#\${${name}}`), plain, 'S')).toEqual({
        ok: false,
        problem: { kind: 'missing', attribute: name }
      });
    }
  });

  it('reads an own "__proto__" attribute of a null-prototype item', () => {
    const m = emptyMap();
    m['__proto__'] = { S: 'p' };
    expect(renderTemplate(t('X#${__proto__}'), m, 'S')).toEqual({ ok: true, value: { S: 'X#p' } });
  });

  it.each([
    { attribute: 'nothing', type: 'NULL' },
    { attribute: 'map', type: 'M' },
    { attribute: 'list', type: 'L' },
    { attribute: 'tags', type: 'SS' },
    { attribute: 'nums', type: 'NS' },
    { attribute: 'bins', type: 'BS' }
  ])('refuses a $type attribute as unrenderable in a string key', ({ attribute, type }) => {
    expect(renderTemplate(t(`K#\${${attribute}}`), item, 'S')).toEqual({
      ok: false,
      problem: { kind: 'unrenderable', attribute, type }
    });
  });
});

describe('renderTemplate for number and binary keys', () => {
  it.each<{ source: string; type: KeyType; value: { N: string } | { B: string } }>([
    { source: '${edition}', type: 'N', value: { N: '3' } },
    { source: '${price}', type: 'N', value: { N: '0012.500' } },
    { source: '${numText}', type: 'N', value: { N: '42.0' } },
    { source: '42', type: 'N', value: { N: '42' } },
    { source: '-1.5E3', type: 'N', value: { N: '-1.5E3' } },
    { source: '${bytes}', type: 'B', value: { B: 'AQID' } }
  ])('renders $source as the $type key $value, as written', ({ source, type, value }) => {
    expect(renderTemplate(t(source), item, type)).toEqual({ ok: true, value });
  });

  it.each<{ source: string; type: KeyType }>([
    { source: 'N#${edition}', type: 'N' },
    { source: '${edition}#', type: 'N' },
    { source: '${edition}${price}', type: 'N' },
    { source: '', type: 'N' },
    { source: 'BIN#${bytes}', type: 'B' },
    { source: 'AQID', type: 'B' },
    { source: '', type: 'B' }
  ])('refuses $source for a $type key: it needs a single placeholder', ({ source, type }) => {
    expect(renderTemplate(t(source), item, type)).toEqual({
      ok: false,
      problem: { kind: 'needs-single-field', keyType: type }
    });
  });

  it.each([
    { source: 'forty', text: 'forty' },
    { source: '1E+126', text: '1E+126' },
    { source: '${word}', text: 'forty-two' },
    { source: '${empty}', text: '' }
  ])('refuses $source for a number key as not a number', ({ source, text }) => {
    expect(renderTemplate(t(source), item, 'N')).toEqual({
      ok: false,
      problem: { kind: 'not-a-number', text }
    });
  });

  it.each<{ attribute: string; type: string; keyType: KeyType }>([
    { attribute: 'yes', type: 'BOOL', keyType: 'N' },
    { attribute: 'bytes', type: 'B', keyType: 'N' },
    { attribute: 'map', type: 'M', keyType: 'N' },
    { attribute: 'nums', type: 'NS', keyType: 'N' },
    { attribute: 'username', type: 'S', keyType: 'B' },
    { attribute: 'edition', type: 'N', keyType: 'B' },
    { attribute: 'bins', type: 'BS', keyType: 'B' },
    { attribute: 'yes', type: 'BOOL', keyType: 'B' }
  ])(
    'refuses a $type attribute for a $keyType key as unrenderable',
    ({ attribute, type, keyType }) => {
      expect(renderTemplate(t(`\${${attribute}}`), item, keyType)).toEqual({
        ok: false,
        problem: { kind: 'unrenderable', attribute, type }
      });
    }
  );

  it.each<KeyType>(['N', 'B'])('reports a missing attribute for a %s key', (type) => {
    expect(renderTemplate(t('${gone}'), item, type)).toEqual({
      ok: false,
      problem: { kind: 'missing', attribute: 'gone' }
    });
  });
});

describe('valueText', () => {
  it.each([
    { value: { S: 'x' }, text: 'x' },
    { value: { N: '1E+2' }, text: '100' },
    { value: { N: 'junk' }, text: 'junk' },
    { value: { B: 'AQ==' }, text: 'AQ==' },
    { value: { BOOL: true }, text: 'true' },
    { value: { NULL: true as const }, text: null },
    { value: { L: [] }, text: null },
    { value: { M: {} }, text: null }
  ])('gives $value the text $text', ({ value, text }) => {
    expect(valueText(value)).toBe(text);
  });
});

describe('renderWithParameters', () => {
  it('fills placeholders from plain strings, padding padded fields', () => {
    const params = new Map([
      ['id', '7'],
      ['name', 'bob']
    ]);
    expect(renderWithParameters(t('U#${name}#${id:3}#${id:3:x}'), params)).toEqual({
      ok: true,
      text: 'U#bob#007#xx7'
    });
  });

  it('names the first missing parameter', () => {
    expect(renderWithParameters(t('U#${name}#${id}'), new Map([['id', '1']]))).toEqual({
      ok: false,
      missing: 'name'
    });
  });
});
