import { describe, expect, it } from 'vitest';
import {
  editableFields,
  fieldValues,
  mismatchedFields
} from '../../../src/core/item-form/field-values.ts';
import { itemFields } from '../../../src/core/item-form/item-fields.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const userFields = itemFields(gaming, 0);

describe('fieldValues', () => {
  it('gives each typed field its input: text, numbers as written, maps as JSON; derived keys none', () => {
    const values = fieldValues(userFields, gaming.entities[0]!.items[0]!);
    expect(values.has('PK')).toBe(false);
    expect(typeof values.get('username')).toBe('string');
    expect(values.get('wins')).toBe((gaming.entities[0]!.items[0]!.wins as { N: string }).N);
    expect(JSON.parse(String(values.get('address')))).toEqual(
      JSON.parse(JSON.stringify((gaming.entities[0]!.items[0]!.address as { M: unknown }).M))
    );
  });

  it.each([
    ['a BOOL', { ok: { BOOL: false } }, 'ok', 'BOOL', false],
    ['a NULL', { ok: { NULL: true } }, 'ok', 'NULL', true],
    ['a number set', { ok: { NS: ['1', '2'] } }, 'ok', 'NS', '["1","2"]']
  ] as const)('reads %s', (_, item, name, type, expected) => {
    const fields = [{ kind: 'typed', name, type, required: null } as const];
    expect(fieldValues(fields, item).get(name)).toEqual(expected);
  });

  it('leaves out an attribute held with another type than its field, so editing keeps it', () => {
    const item = { username: { S: 'u' }, wins: { S: 'many' } };
    expect(fieldValues(userFields, item).has('wins')).toBe(false);
    expect([...mismatchedFields(userFields, item)]).toEqual(['wins']);
    expect(editableFields(userFields, item).map((f) => f.name)).not.toContain('wins');
  });
});
