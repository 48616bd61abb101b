import { describe, expect, it } from 'vitest';
import { tableProblems } from '../../../src/core/rules/table-problems.ts';
import { whyNoNewIndex } from '../../../src/core/rules/why-no-new-index.ts';
import { gsi, lsi, table } from '../../helpers/rule-tables.ts';

describe('whyNoNewIndex', () => {
  it('allows up to 20 GSIs and 5 LSIs, and LSIs only with a sort key', () => {
    const gsis = Array.from({ length: 20 }, (_, i) => gsi(`GSI${i}`));
    expect(
      whyNoNewIndex({ ...table, globalSecondaryIndexes: gsis.slice(0, 19) }, 'gsi')
    ).toBeNull();
    expect(whyNoNewIndex({ ...table, globalSecondaryIndexes: gsis }, 'gsi')).toBe(
      'A GSI cannot be added: 21 GSIs in table "Orders" are more than DynamoDB\'s default quota of 20 per table (the quota can be raised)'
    );
    const lsis = Array.from({ length: 5 }, (_, i) => lsi(`LSI${i}`));
    expect(whyNoNewIndex(table, 'lsi')).toBeNull();
    expect(whyNoNewIndex({ ...table, localSecondaryIndexes: lsis }, 'lsi')).toMatch(
      /^An LSI cannot be added: 6 LSIs in table "Orders" are more than DynamoDB allows \(5 per table\)$/
    );
    const { sortKey: _, ...simple } = table;
    expect(whyNoNewIndex(simple, 'lsi')).toMatch(
      /^An LSI cannot be added: LSIs in table "Orders" need a sort key/
    );
  });

  it("states the rule in tableProblems's own words (one home)", () => {
    const { sortKey: _, ...simple } = table;
    const rule = tableProblems({ ...simple, localSecondaryIndexes: [lsi('L')] })[0]!.message;
    expect(whyNoNewIndex(simple, 'lsi')).toBe(`An LSI cannot be added: ${rule}`);
  });

  it('ignores problems the table already has that adding an index does not cause', () => {
    const badName = { ...table, name: 'x y' };
    expect(whyNoNewIndex(badName, 'gsi')).toBeNull();
  });
});
