import { describe, expect, it } from 'vitest';
import { whySortKeyStays } from '../../../src/core/rules/why-sort-key-stays.ts';
import { lsi, table } from '../../helpers/rule-tables.ts';

describe('whySortKeyStays', () => {
  it('keeps the sort key while an LSI needs it', () => {
    expect(whySortKeyStays(table)).toBeNull();
    expect(whySortKeyStays({ ...table, localSecondaryIndexes: [lsi('L1')] })).toMatch(
      /^The sort key cannot be removed: LSIs in table "Orders" need a sort key: .*; delete the LSIs first$/
    );
  });

  it('has nothing to say about a table without a sort key', () => {
    const { sortKey: _, ...simple } = table;
    expect(whySortKeyStays(simple)).toBeNull();
  });
});
