import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/core/model/design.ts';
import {
  keyRoles,
  tableKeyAttributes,
  tableViews
} from '../../../src/core/views/table-key-attributes.ts';
import { example } from '../../helpers/example.ts';

const table: Table = {
  name: 'Orders',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [
    {
      name: 'Inverted',
      partitionKey: { name: 'SK', type: 'S' },
      sortKey: { name: 'PK', type: 'S' },
      projection: { type: 'ALL' }
    },
    {
      name: 'ByDate',
      partitionKey: { name: 'GSI1PK', type: 'S' },
      sortKey: { name: 'date', type: 'N' },
      projection: { type: 'KEYS_ONLY' }
    }
  ],
  localSecondaryIndexes: [
    { name: 'ByTotal', sortKey: { name: 'total', type: 'N' }, projection: { type: 'ALL' } }
  ],
  items: []
};

describe('tableViews', () => {
  it('lists the table, then each GSI, then each LSI (on the table partition key)', () => {
    expect(
      tableViews(table).map((v) => [v.kind, v.index, v.partitionKey.name, v.sortKey?.name])
    ).toEqual([
      ['table', null, 'PK', 'SK'],
      ['gsi', 'Inverted', 'SK', 'PK'],
      ['gsi', 'ByDate', 'GSI1PK', 'date'],
      ['lsi', 'ByTotal', 'PK', 'total']
    ]);
  });
});

describe('tableKeyAttributes', () => {
  it('lists table then index key attributes, each once', () => {
    expect(tableKeyAttributes(table).map((k) => k.name)).toEqual([
      'PK',
      'SK',
      'GSI1PK',
      'date',
      'total'
    ]);
    expect(tableKeyAttributes(example('gaming').tables[0]!).map((k) => k.name)).toEqual([
      'PK',
      'SK'
    ]);
    expect(tableKeyAttributes(example('todo-graph').tables[0]!).map((k) => k.name)).toEqual([
      'pk',
      'sk'
    ]);
  });
});

describe('keyRoles', () => {
  it('holds an attribute to the sort key limit when any view sorts by it', () => {
    const keys = tableKeyAttributes(table);
    expect(keyRoles(table, keys)).toEqual(['sort', 'sort', 'partition', 'sort', 'sort']);
  });
});
