import type {
  GlobalSecondaryIndex,
  LocalSecondaryIndex,
  Table
} from '../../src/core/model/design.ts';

/** A table with a composite key and no indexes, for the rules' tests. */
export const table: Table = {
  name: 'Orders',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [],
  localSecondaryIndexes: [],
  items: []
};

export const gsi = (name: string, pk = 'GSI1PK', type: 'S' | 'N' = 'S'): GlobalSecondaryIndex => ({
  name,
  partitionKey: { name: pk, type },
  projection: { type: 'ALL' }
});

export const lsi = (name: string): LocalSecondaryIndex => ({
  name,
  sortKey: { name: 'date', type: 'S' },
  projection: { type: 'KEYS_ONLY' }
});
