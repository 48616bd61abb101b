import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { describe, expect, it } from 'vitest';
import {
  checkAttributeName,
  checkTableOrIndexName
} from '../../../src/core/rules/validate-names.ts';

describe('checkTableOrIndexName', () => {
  it.each([
    'abc',
    'Orders',
    'my_table-2.0',
    'GSI1',
    '___',
    '...',
    '---',
    '0_9',
    'a'.repeat(255),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-'
  ])('accepts the name %s', (name) => {
    expect(checkTableOrIndexName('table', name)).toBeNull();
    expect(checkTableOrIndexName('index', name)).toBeNull();
  });

  it.each([
    { name: '', length: 0 },
    { name: 'a', length: 1 },
    { name: 'ab', length: 2 }
  ])('refuses the $length-character name "$name" as too short', ({ name, length }) => {
    expect(checkTableOrIndexName('table', name)).toBe(
      `table name "${name}" is ${length} characters; DynamoDB needs 3 to 255`
    );
  });

  it('refuses a 256-character name as too long', () => {
    expect(checkTableOrIndexName('index', 'a'.repeat(256))).toBe(
      'index name is 256 characters; DynamoDB allows at most 255'
    );
  });

  it.each([
    { name: 'my table', bad: ' ' },
    { name: 'orders#1', bad: '#' },
    { name: 'tab/le', bad: '/' },
    { name: 'café', bad: 'é' },
    { name: 'ok🙂', bad: '🙂' },
    { name: 'a:b:c', bad: ':' },
    { name: 'abc\n', bad: '\n' }
  ])('refuses $name, naming the character "$bad"', ({ name, bad }) => {
    expect(checkTableOrIndexName('table', name)).toBe(
      `table name "${name}" contains "${bad}"; use only letters, digits, "_", "-" and "."`
    );
  });
});

describe('checkAttributeName', () => {
  it('holds the limits: 255 bytes for a key attribute name, 65535 for any other', () => {
    expect(DYNAMODB_LIMITS.keyAttributeNameBytes).toBe(255);
    expect(DYNAMODB_LIMITS.attributeNameBytes).toBe(65535);
  });

  it.each([true, false])('refuses an empty name (key: %s)', (isKey) => {
    expect(checkAttributeName('', isKey)).toBe(
      'attribute name is empty; it needs at least 1 character'
    );
  });

  it.each(['a', 'PK', 'GSI1-SK', 'shirt color', '#weird.name', 'é', '🙂', '__proto__'])(
    'accepts the name %j for a key and for other attributes',
    (name) => {
      expect(checkAttributeName(name, true)).toBeNull();
      expect(checkAttributeName(name, false)).toBeNull();
    }
  );

  it('accepts a key attribute name of exactly 255 bytes and refuses 256', () => {
    expect(checkAttributeName('k'.repeat(255), true)).toBeNull();
    expect(checkAttributeName('k'.repeat(256), true)).toBe(
      `key attribute name "${'k'.repeat(30)}…" is 256 bytes; the limit is 255`
    );
  });

  it('counts a key attribute name in UTF-8 bytes, not characters', () => {
    expect(checkAttributeName('é'.repeat(127) + 'a', true)).toBeNull(); // 255 bytes
    expect(checkAttributeName('é'.repeat(128), true)).toBe(
      `key attribute name "${'é'.repeat(30)}…" is 256 bytes; the limit is 255`
    );
    expect(checkAttributeName('🙂'.repeat(63) + 'abc', true)).toBeNull(); // 255 bytes
    expect(checkAttributeName('🙂'.repeat(64), true)).not.toBeNull(); // 256 bytes in 64 characters
  });

  it('allows a non-key attribute name up to 65535 bytes and refuses 65536', () => {
    expect(checkAttributeName('a'.repeat(256), false)).toBeNull();
    expect(checkAttributeName('a'.repeat(65535), false)).toBeNull();
    expect(checkAttributeName('a'.repeat(65536), false)).toBe(
      `attribute name "${'a'.repeat(30)}…" is 65536 bytes; the limit is 65535`
    );
    expect(checkAttributeName('€'.repeat(21845), false)).toBeNull(); // 65535 bytes
    expect(checkAttributeName('€'.repeat(21845) + 'a', false)).not.toBeNull();
  });
});

describe('index quotas', () => {
  it('allow 20 global and 5 local secondary indexes per table', () => {
    expect(DYNAMODB_LIMITS.gsisPerTable).toBe(20);
    expect(DYNAMODB_LIMITS.lsisPerTable).toBe(5);
  });
});
