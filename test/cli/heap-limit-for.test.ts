import { describe, expect, it } from 'vitest';
import { designFileOf, heapLimitFor, LARGE_FILE_BYTES } from '../../src/cli/heap-limit-for.ts';

const GiB = 2 ** 30;

describe('heapLimitFor', () => {
  it.each([
    [
      'a large file on a large machine gets three quarters of its memory',
      ['check', 'big.json'],
      200 * 2 ** 20,
      16 * GiB,
      4 * GiB,
      12288
    ],
    [
      'query too',
      ['query', 'big.json', '--table-name', 'T', '--key-condition-expression', 'k'],
      LARGE_FILE_BYTES,
      16 * GiB,
      4 * GiB,
      12288
    ],
    [
      'a small file keeps the default',
      ['check', 'small.json'],
      LARGE_FILE_BYTES - 1,
      16 * GiB,
      4 * GiB,
      null
    ],
    [
      'a machine whose three quarters are less than the default keeps it',
      ['check', 'big.json'],
      200 * 2 ** 20,
      4 * GiB,
      4 * GiB,
      null
    ],
    ['standard input keeps the default', ['check', '-'], null, 16 * GiB, 4 * GiB, null],
    [
      'a file that cannot be read keeps the default',
      ['check', 'missing.json'],
      null,
      16 * GiB,
      4 * GiB,
      null
    ]
  ])('%s', (_, argv, size, total, current, want) => {
    expect(heapLimitFor(argv, size, total, current)).toBe(want);
  });

  it.each([
    [['check', 'a.json', '--json'], 'a.json'],
    [['check', '--full', 'b.json'], 'b.json'],
    [['check', '-'], null],
    [['check'], null],
    [['query', 'c.json', '--table-name', 'T', '--key-condition-expression', 'k'], 'c.json'],
    [['query', '--table-name', 'T'], null],
    [['help'], null]
  ])('designFileOf(%j) is %j', (argv, file) => {
    expect(designFileOf(argv)).toBe(file);
  });
});
