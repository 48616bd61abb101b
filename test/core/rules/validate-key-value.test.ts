import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { describe, expect, it } from 'vitest';
import type { AttributeValue, KeyType } from '../../../src/core/model/attribute-value.ts';
import { validateKeyValue, type KeyRole } from '../../../src/core/rules/validate-key-value.ts';

function problem(name: string, value: AttributeValue, type: KeyType, role: KeyRole) {
  const r = validateKeyValue(name, value, type, role);
  if (r.ok) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return r.problem;
}

const b64 = (n: number): string => Buffer.alloc(n, 0xa5).toString('base64');

describe('validateKeyValue', () => {
  it('holds DynamoDB limits: 2048 bytes for a partition key, 1024 for a sort key', () => {
    expect(DYNAMODB_LIMITS.partitionKeyBytes).toBe(2048);
    expect(DYNAMODB_LIMITS.sortKeyBytes).toBe(1024);
  });

  it.each<{ value: AttributeValue; type: KeyType; role: KeyRole }>([
    { value: { S: 'USER#alice' }, type: 'S', role: 'partition' },
    { value: { S: 'x' }, type: 'S', role: 'sort' },
    { value: { S: '🙂' }, type: 'S', role: 'sort' },
    { value: { N: '0' }, type: 'N', role: 'partition' },
    { value: { N: '-1.5E+3' }, type: 'N', role: 'sort' },
    { value: { N: '9.9999999999999999999999999999999999999E+125' }, type: 'N', role: 'sort' },
    { value: { B: 'AA==' }, type: 'B', role: 'partition' },
    { value: { B: 'AQID' }, type: 'B', role: 'sort' }
  ])('accepts $value as a $role key of type $type and returns it', ({ value, type, role }) => {
    expect(validateKeyValue('k', value, type, role)).toEqual({ ok: true, value });
  });

  it.each<{ role: KeyRole; limit: number }>([
    { role: 'partition', limit: 2048 },
    { role: 'sort', limit: 1024 }
  ])(
    'accepts a $role string key of exactly $limit UTF-8 bytes and refuses one more',
    ({ role, limit }) => {
      const ascii = 'a'.repeat(limit);
      expect(validateKeyValue('k', { S: ascii }, 'S', role).ok).toBe(true);
      expect(problem('k', { S: ascii + 'a' }, 'S', role)).toEqual({
        code: 'key.too-long',
        message: `${role} key "k" is ${limit + 1} bytes of UTF-8; the limit is ${limit}`
      });
    }
  );

  it.each<{ role: KeyRole; limit: number }>([
    { role: 'partition', limit: 2048 },
    { role: 'sort', limit: 1024 }
  ])(
    'counts multi-byte characters in bytes, not characters, at the $role key edge',
    ({ role, limit }) => {
      // 4-byte emoji: limit/4 of them fit exactly; a 2-byte "é" more goes over.
      const emoji = '🙂'.repeat(limit / 4);
      expect(validateKeyValue('k', { S: emoji }, 'S', role).ok).toBe(true);
      expect(problem('k', { S: emoji + 'é' }, 'S', role)).toEqual({
        code: 'key.too-long',
        message: `${role} key "k" is ${limit + 2} bytes of UTF-8; the limit is ${limit}`
      });
      // 3-byte "€": limit is not a multiple of 3, so pad with ASCII to land exactly on it.
      const euros = '€'.repeat(Math.floor(limit / 3)) + 'a'.repeat(limit % 3);
      expect(validateKeyValue('k', { S: euros }, 'S', role).ok).toBe(true);
      expect(problem('k', { S: euros + 'a' }, 'S', role).code).toBe('key.too-long');
      // Far fewer characters than bytes: limit/2 "é" are exactly `limit` bytes.
      expect(validateKeyValue('k', { S: 'é'.repeat(limit / 2) }, 'S', role).ok).toBe(true);
      expect(problem('k', { S: 'é'.repeat(limit / 2 + 1) }, 'S', role).code).toBe('key.too-long');
    }
  );

  it.each<{ role: KeyRole; limit: number }>([
    { role: 'partition', limit: 2048 },
    { role: 'sort', limit: 1024 }
  ])(
    'accepts a $role binary key of exactly $limit raw bytes and refuses one more',
    ({ role, limit }) => {
      expect(validateKeyValue('k', { B: b64(limit) }, 'B', role).ok).toBe(true);
      expect(problem('k', { B: b64(limit + 1) }, 'B', role)).toEqual({
        code: 'key.too-long',
        message: `${role} key "k" is ${limit + 1} bytes; the limit is ${limit}`
      });
    }
  );

  it.each<KeyRole>(['partition', 'sort'])('refuses an empty string as a %s key', (role) => {
    expect(problem('PK', { S: '' }, 'S', role)).toEqual({
      code: 'key.empty',
      message: `${role} key "PK" is an empty string; key values need at least 1 byte`
    });
  });

  it.each<KeyRole>(['partition', 'sort'])('refuses an empty binary as a %s key', (role) => {
    expect(problem('PK', { B: '' }, 'B', role)).toEqual({
      code: 'key.empty',
      message: `${role} key "PK" is an empty binary; key values need at least 1 byte`
    });
  });

  it.each<{ tag: string; value: AttributeValue }>([
    { tag: 'SS', value: { SS: ['a'] } },
    { tag: 'NS', value: { NS: ['1'] } },
    { tag: 'BS', value: { BS: ['AQ=='] } }
  ])('refuses a $tag value as a key, saying sets can never be keys', ({ tag, value }) => {
    expect(problem('PK', value, 'S', 'partition')).toEqual({
      code: 'key.wrong-type',
      message: `partition key "PK" must be of type S, but the item has ${tag} (sets can never be keys)`
    });
  });

  it.each<{ tag: string; value: AttributeValue; type: KeyType }>([
    { tag: 'L', value: { L: [{ S: 'a' }] }, type: 'S' },
    { tag: 'M', value: { M: { a: { S: 'a' } } }, type: 'N' },
    { tag: 'L', value: { L: [] }, type: 'B' }
  ])(
    'refuses a $tag value as a $type key, saying lists and maps can never be keys',
    ({ tag, value, type }) => {
      expect(problem('SK', value, type, 'sort')).toEqual({
        code: 'key.wrong-type',
        message: `sort key "SK" must be of type ${type}, but the item has ${tag} (lists and maps can never be keys)`
      });
    }
  );

  it.each<{ tag: string; value: AttributeValue; type: KeyType }>([
    { tag: 'BOOL', value: { BOOL: true }, type: 'S' },
    { tag: 'NULL', value: { NULL: true }, type: 'N' },
    { tag: 'N', value: { N: '1' }, type: 'S' },
    { tag: 'S', value: { S: '1' }, type: 'N' },
    { tag: 'S', value: { S: 'AQ==' }, type: 'B' },
    { tag: 'B', value: { B: 'AQ==' }, type: 'S' }
  ])('refuses a $tag value as a $type key as the wrong type', ({ tag, value, type }) => {
    expect(problem('SK', value, type, 'sort')).toEqual({
      code: 'key.wrong-type',
      message: `sort key "SK" must be of type ${type}, but the item has ${tag}`
    });
  });

  it.each(['\ud83d', '\ude42', 'abc\ud800', '\udc00abc', 'a\ud83d\ud83d\ude42'])(
    'refuses the string %j, which holds an unpaired surrogate',
    (s) => {
      expect(problem('PK', { S: s }, 'S', 'partition')).toEqual({
        code: 'key.invalid-utf8',
        message:
          'partition key "PK" contains an unpaired UTF-16 surrogate, which is not valid UTF-8'
      });
    }
  );

  it.each([
    { text: 'abc', reason: '"abc" is not a number' },
    { text: '', reason: '"" is not a number' },
    {
      text: '1E+126',
      reason: '"1E+126" is larger than 9.9999999999999999999999999999999999999E+125'
    },
    { text: '1E-131', reason: '"1E-131" is smaller in magnitude than 1E-130' },
    {
      text: '123456789012345678901234567890123456789',
      reason:
        '"123456789012345678901234567890123456789" has 39 significant digits; DynamoDB keeps at most 38'
    }
  ])("refuses the number $text with the parser's reason", ({ text, reason }) => {
    expect(problem('n', { N: text }, 'N', 'sort')).toEqual({
      code: 'key.invalid-number',
      message: `sort key "n": ${reason}`
    });
  });

  it.each(['A', 'AQ!=', 'AQ===', 'A Q=='])('refuses the binary %j as not valid base64', (text) => {
    expect(problem('b', { B: text }, 'B', 'partition')).toEqual({
      code: 'key.invalid-binary',
      message: 'partition key "b" is not valid base64'
    });
  });
});
