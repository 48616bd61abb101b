import { describe, expect, it } from 'vitest';
import { checkKeyPaths } from '../../../src/core/query/check-key-paths.ts';
import type { DocumentPath } from '../../../src/core/query/parse-projection-expression.ts';
import { gsi, lsi, makeTable } from '../views/make-design.ts';

const table = makeTable({
  gsis: [gsi('G', ['gpk', 'S'], ['gsk', 'N'], { type: 'ALL' })],
  lsis: [lsi('L', ['lsk', 'S'], { type: 'ALL' })]
});
const msg = (what: string, name: string) =>
  `Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: ${what}: ${name}`;

describe('checkKeyPaths', () => {
  it.each<[DocumentPath[], string | undefined]>([
    [[['PK'], ['SK'], ['a', 'b']], undefined],
    [[['PK', 'x']], msg('Key', 'PK')],
    [[['SK', 0]], msg('Key', 'SK')],
    [
      [
        ['gsk', 'x'],
        ['SK', 'y']
      ],
      msg('Key', 'SK')
    ],
    [[['gpk', 0]], msg('IndexKey', 'gpk')],
    [
      [
        ['lsk', 'a'],
        ['gsk', 'b']
      ],
      msg('IndexKey', 'gsk')
    ],
    [[['lsk', 'a']], msg('IndexKey', 'lsk')]
  ])('%j', (paths, want) => {
    expect(checkKeyPaths(paths, table)).toBe(want);
  });
});
