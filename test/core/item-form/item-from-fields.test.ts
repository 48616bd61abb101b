import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldValues, editableFields } from '../../../src/core/item-form/field-values.ts';
import { itemFields, type ItemField } from '../../../src/core/item-form/item-fields.ts';
import { itemFromFields, type FieldInput } from '../../../src/core/item-form/item-from-fields.ts';
import type { AttributeMap, AttributeType } from '../../../src/core/model/attribute-value.ts';
import { example } from '../../helpers/example.ts';

const library = example('library');
const bookFields = itemFields(library, 0);

const typed = (name: string, type: AttributeType, required: string | null = null): ItemField => ({
  kind: 'typed',
  name,
  type,
  required
});

describe('itemFromFields', () => {
  it('reads the library lesson’s new book, numbers kept as typed, derived keys not stored', () => {
    const values = new Map<string, FieldInput>([
      ['BookTitle', 'Tides of Memory'],
      ['Author', 'Anna Lindqvist'],
      ['Edition', '2'],
      ['Year', '2016.0'],
      ['Language', '']
    ]);
    const r = itemFromFields(bookFields, values);
    expect(r).toEqual({
      ok: true,
      item: {
        BookTitle: { S: 'Tides of Memory' },
        Author: { S: 'Anna Lindqvist' },
        Edition: { N: '2' },
        Year: { N: '2016.0' }
      }
    });
    if (r.ok) expect(Object.getPrototypeOf(r.item)).toBeNull();
  });

  it.each<[string, ItemField, FieldInput, AttributeMap[string]]>([
    ['S as typed, spaces and all', typed('a', 'S'), ' x ', { S: ' x ' }],
    ['N in exponent form', typed('a', 'N'), '6.02E23', { N: '6.02E23' }],
    ['B as base64', typed('a', 'B'), 'aGk=', { B: 'aGk=' }],
    ['BOOL from a checkbox', typed('a', 'BOOL'), false, { BOOL: false }],
    ['BOOL from text', typed('a', 'BOOL'), 'true', { BOOL: true }],
    ['NULL when ticked', typed('a', 'NULL'), true, { NULL: true }],
    [
      'L as DynamoDB JSON',
      typed('a', 'L'),
      '[{"S":"x"},{"N":"1"}]',
      { L: [{ S: 'x' }, { N: '1' }] }
    ],
    ['M as DynamoDB JSON', typed('a', 'M'), '{"k":{"BOOL":true}}', { M: { k: { BOOL: true } } }],
    ['SS as a JSON array', typed('a', 'SS'), '["x","y"]', { SS: ['x', 'y'] }],
    ['NS as a JSON array', typed('a', 'NS'), '["1","2.5"]', { NS: ['1', '2.5'] }]
  ])('reads %s', (_, field, input, value) => {
    const r = itemFromFields([field], new Map([[field.name, input]]));
    expect(r.ok && { ...r.item }).toEqual({ a: value });
  });

  it.each<[string, ItemField, FieldInput, RegExp]>([
    [
      'a word as a number',
      typed('Edition', 'N'),
      'two',
      /^Edition: "two" is not a number; type a number such as 42/
    ],
    [
      'a number with spaces',
      typed('Edition', 'N'),
      ' 2',
      /^Edition: " 2" is not a number: DynamoDB allows no spaces/
    ],
    [
      '39 digits',
      typed('n', 'N'),
      '1'.repeat(39),
      /^n: .* has 39 significant digits; DynamoDB keeps at most 38/
    ],
    ['bad base64', typed('blob', 'B'), 'a', /^blob: "a" is not base64; type the bytes as base64/],
    ['a BOOL that is no boolean', typed('ok', 'BOOL'), 'yes', /^ok: "yes" is not true or false/],
    [
      'broken JSON in a list',
      typed('tags', 'L'),
      '[{"S":"x"}',
      /^tags: not valid JSON \(.*\); type it as \[\{"S": "a"\}/
    ],
    [
      'a set with a repeated value',
      typed('tags', 'SS'),
      '["x","x"]',
      /^tags: .*"x".*; type it as \["a", "b"\]/
    ],
    [
      'an untyped value in a list',
      typed('tags', 'L'),
      '["x"]',
      /^tags: \[0\] expected a typed value like \{"S": "…"\}/
    ]
  ])('refuses %s, naming the field and the fix', (_, field, input, message) => {
    const r = itemFromFields([field], new Map([[field.name, input]]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.get(field.name)).toMatch(message);
  });

  it('refuses a missing required field with the reason it is required, and every bad field at once', () => {
    const r = itemFromFields(bookFields, new Map([['Edition', 'x']]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([...r.errors.keys()]).toEqual(['BookTitle', 'Author', 'Edition']);
    expect(r.errors.get('BookTitle')).toBe(
      "BookTitle is empty; every item needs it: it is Books's partition key."
    );
    expect(r.errors.get('Author')).toBe(
      'Author is empty; every item needs it: the AuthorEdition template ${Author}#${Edition} reads it.'
    );
  });

  it('keeps the attributes of the edited item that the form has no field for', () => {
    const base: AttributeMap = {
      BookTitle: { S: 'Old' },
      Shelf: { S: 'B2' },
      Edition: { S: 'first' }
    };
    const fields = editableFields(bookFields, base);
    expect(fields.some((f) => f.name === 'Edition')).toBe(false);
    const r = itemFromFields(
      fields,
      new Map([
        ['BookTitle', 'New'],
        ['Author', 'A']
      ]),
      base
    );
    expect(r.ok && { ...r.item }).toEqual({
      BookTitle: { S: 'New' },
      Author: { S: 'A' },
      Shelf: { S: 'B2' },
      Edition: { S: 'first' }
    });
  });

  // Oracle: an item whose attributes match the fields' types reads back as itself.
  const TYPES: AttributeType[] = ['S', 'N', 'B', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS'];
  const valueOf = (type: AttributeType): fc.Arbitrary<AttributeMap[string]> => {
    const num = fc.integer({ min: -1e9, max: 1e9 }).map(String);
    const b64 = fc
      .uint8Array({ minLength: 1, maxLength: 8 })
      .map((b) => Buffer.from(b).toString('base64'));
    switch (type) {
      case 'S':
        return fc.string({ minLength: 1 }).map((S) => ({ S }));
      case 'N':
        return num.map((N) => ({ N }));
      case 'B':
        return b64.map((B) => ({ B }));
      case 'BOOL':
        return fc.boolean().map((BOOL) => ({ BOOL }));
      case 'NULL':
        return fc.constant({ NULL: true as const });
      case 'L':
        return fc
          .array(
            fc.string().map((S) => ({ S })),
            { maxLength: 3 }
          )
          .map((L) => ({ L }));
      case 'M':
        return fc
          .dictionary(
            fc.string({ minLength: 1 }).filter((k) => k !== '__proto__'),
            num.map((N) => ({ N })),
            { maxKeys: 3 }
          )
          .map((m) => ({ M: Object.assign(Object.create(null), m) }));
      case 'SS':
        return fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 3 }).map((SS) => ({ SS }));
      case 'NS':
        return fc.uniqueArray(num, { minLength: 1, maxLength: 3 }).map((NS) => ({ NS }));
      case 'BS':
        return fc.uniqueArray(b64, { minLength: 1, maxLength: 3 }).map((BS) => ({ BS }));
    }
  };
  const entry = fc
    .constantFrom(...TYPES)
    .chain((type) => fc.tuple(fc.constant(type), fc.option(valueOf(type), { nil: undefined })));

  it('reads back every item from its own values (property)', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 8 }), (entries) => {
        const fields = entries.map(([type], i) => typed(`a${i}`, type));
        const item: Record<string, AttributeMap[string]> = Object.create(null);
        entries.forEach(([, v], i) => {
          if (v !== undefined) item[`a${i}`] = v;
        });
        const r = itemFromFields(fields, fieldValues(fields, item));
        expect(r.ok && { ...r.item }).toEqual({ ...item });
      }),
      { seed: 19, numRuns: 300 }
    );
  });
});
