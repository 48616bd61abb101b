import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { checkReport } from '../../../src/core/report/check-report.ts';
import type { Finding } from '../../../src/core/model/finding.ts';
import { gsi, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

describe('checkReport', () => {
  const design = makeDesign(
    [makeTable({ pk: ['PK', 'N'], sk: ['SK', 'B'], gsis: [gsi('ByG', ['g', 'S'])] })],
    [
      makeEntity('A', {}, [
        { PK: { N: '1E+2' }, SK: { B: 'AQ' }, g: { S: 'x' } },
        { PK: { N: '100.0' }, SK: { B: 'AQ==' }, g: { S: 'y' } },
        { PK: { N: '5' }, SK: { B: 'Ag==' } },
        { PK: { S: 'wrong type' }, SK: { B: 'Aw==' } }
      ])
    ]
  );
  const loadFinding: Finding = {
    severity: 'warning',
    code: 'x.test',
    message: 'from the loader',
    path: '$.x'
  };
  const r = checkReport(analyzeDesign(design), { name: 'D', source: 'keyscope' }, [loadFinding]);

  it('writes keys in DynamoDB JSON with canonical spellings', () => {
    const table = r.views[0]!;
    expect(table.collections.map((c) => c.pk)).toEqual([{ N: '5' }, { N: '100' }]);
    expect(table.collections[1]!.items).toEqual([
      {
        key: { PK: { N: '100' }, SK: { B: 'AQ==' } },
        entity: 'A',
        source: '$.entities[0].items[1]'
      }
    ]);
  });

  it('lists only live items in views and puts overwritten ones under collisions', () => {
    expect(r.views[0]!.itemCount).toBe(2);
    expect(r.collisions).toEqual([
      {
        table: 'tbl',
        index: null,
        key: { PK: { N: '100' }, SK: { B: 'AQ==' } },
        items: [
          { entity: 'A', source: '$.entities[0].items[0]' },
          { entity: 'A', source: '$.entities[0].items[1]' }
        ]
      }
    ]);
  });

  it('gives index views the table key plus the index key, and the items they leave out', () => {
    const byG = r.views[1]!;
    expect(byG).toMatchObject({
      table: 'tbl',
      index: 'ByG',
      partitionKey: 'g',
      sortKey: null,
      itemCount: 1
    });
    expect(byG.collections[0]!.items[0]!.key).toEqual({
      PK: { N: '100' },
      SK: { B: 'AQ==' },
      g: { S: 'y' }
    });
    expect(byG.absent).toEqual([
      {
        source: '$.entities[0].items[2]',
        entity: 'A',
        reason: 'not in index "ByG": the item has no "g" attribute (indexes are sparse)'
      }
    ]);
  });

  it('puts loader findings first and counts errors, warnings, collisions and all items', () => {
    expect(r.findings[0]).toBe(loadFinding);
    expect(
      r.findings
        .slice(1)
        .map((f) => f.code)
        .sort()
    ).toEqual(['key.collision', 'key.wrong-type']);
    expect(r.summary).toEqual({ errors: 2, warnings: 1, collisions: 1, items: 4 });
  });

  it('is plain JSON: it survives a round trip unchanged', () => {
    expect(JSON.stringify(JSON.parse(JSON.stringify(r)))).toBe(JSON.stringify(r));
  });
});
