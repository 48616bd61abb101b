import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/core/model/design.ts';
import { importWorkbench } from '../../../src/core/formats/import-workbench.ts';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import { tableProblems } from '../../../src/core/rules/table-problems.ts';
import { example } from '../../helpers/example.ts';
import { gsi, lsi, table } from '../../helpers/rule-tables.ts';

describe('tableProblems', () => {
  it('finds nothing wrong with the examples', () => {
    for (const name of ['gaming', 'library', 'people-music', 'todo-graph'])
      for (const t of example(name).tables) expect(tableProblems(t)).toEqual([]);
  });

  it('addresses each problem to its field, with its code and severity', () => {
    const { sortKey: _, ...simple } = table;
    const broken: Table = {
      ...simple,
      name: 'x y',
      globalSecondaryIndexes: [
        gsi('Dup'),
        { ...gsi('Dup', 'PK', 'N'), sortKey: { name: 'PK', type: 'S' } },
        { ...gsi('Inc'), projection: { type: 'INCLUDE', nonKeyAttributes: [] } }
      ],
      localSecondaryIndexes: [lsi('LSI1')]
    };
    const error = 'error' as const;
    expect(tableProblems(broken)).toEqual([
      {
        field: 'name',
        code: 'name.invalid',
        severity: error,
        message: expect.stringMatching(/contains " "/)
      },
      {
        field: 'lsis',
        code: 'index.lsi-needs-sort-key',
        severity: error,
        message: expect.stringMatching(/^LSIs in table "x y" need a sort key/)
      },
      {
        field: 'gsi:1:name',
        code: 'index.duplicate',
        severity: error,
        message:
          'Index name "Dup" is already used in this table; GSI and LSI names must be unique per table'
      },
      {
        field: 'gsi:1:sortKey',
        code: 'key.same-attribute',
        severity: error,
        message: expect.stringMatching(/both "PK"/)
      },
      {
        field: 'gsi:2:projection',
        code: 'projection.include-empty',
        severity: error,
        message: expect.stringMatching(/INCLUDE projection/)
      },
      {
        field: 'gsi:1:partitionKey',
        code: 'key.type-conflict',
        severity: error,
        message:
          'Attribute "PK" is N here but S in the table\'s partition key; an attribute has one type'
      }
    ]);
  });

  it('reports more than 20 GSIs (a warning: the quota can be raised) or 5 LSIs (an error)', () => {
    const many: Table = {
      ...table,
      globalSecondaryIndexes: Array.from({ length: 21 }, (_, i) => gsi(`GSI${i}`)),
      localSecondaryIndexes: Array.from({ length: 6 }, (_, i) => lsi(`LSI${i}`))
    };
    expect(tableProblems(many).map((p) => [p.field, p.severity, p.message])).toEqual([
      [
        'gsis',
        'warning',
        '21 GSIs in table "Orders" are more than DynamoDB\'s default quota of 20 per table (the quota can be raised)'
      ],
      ['lsis', 'error', '6 LSIs in table "Orders" are more than DynamoDB allows (5 per table)']
    ]);
  });

  it('does not change its input', () => {
    const before = JSON.stringify(table);
    tableProblems(table);
    expect(JSON.stringify(table)).toBe(before);
  });
});

describe('one home: a table rule reads the same wherever it is broken', () => {
  it('the native loader, the Workbench importer and the editor give the same message', () => {
    const lsis = Array.from({ length: 6 }, (_, i) => lsi(`LSI${i}`));
    const editor = tableProblems({ ...table, localSecondaryIndexes: lsis })[0]!.message;
    const native = loadDesign({
      format: 'keyscope.design',
      version: 1,
      name: 'd',
      tables: [
        {
          name: 'Orders',
          partitionKey: { name: 'PK', type: 'S' },
          sortKey: { name: 'SK', type: 'S' },
          localSecondaryIndexes: lsis
        }
      ],
      entities: [],
      accessPatterns: []
    });
    const workbench = importWorkbench({
      ModelName: 'm',
      ModelMetadata: { Version: '3.0' },
      DataModel: [
        {
          TableName: 'Orders',
          KeyAttributes: {
            PartitionKey: { AttributeName: 'PK', AttributeType: 'S' },
            SortKey: { AttributeName: 'SK', AttributeType: 'S' }
          },
          NonKeyAttributes: [{ AttributeName: 'date', AttributeType: 'S' }],
          LocalSecondaryIndexes: lsis.map((l) => ({
            IndexName: l.name,
            KeyAttributes: {
              PartitionKey: { AttributeName: 'PK', AttributeType: 'S' },
              SortKey: { AttributeName: 'date', AttributeType: 'S' }
            },
            Projection: { ProjectionType: 'KEYS_ONLY' }
          }))
        }
      ]
    });
    const messages = (findings: readonly { code: string; message: string }[]) =>
      findings.filter((f) => f.code === 'index.too-many').map((f) => f.message);
    expect(editor).toMatch(/^6 LSIs in table "Orders"/);
    expect(messages(native.findings)).toEqual([editor]);
    expect(messages(workbench.findings)).toEqual([editor]);
  });
});
