import type { Design } from '../model/design.ts';

/**
 * A new design with one table `AppTable` (string partition key `PK`, string sort key `SK`), no entities,
 * no items and no access patterns: the starting point of "New blank design".
 *
 * @example
 * blankDesign().tables[0]?.partitionKey; // { name: 'PK', type: 'S' }
 */
export function blankDesign(): Design {
  return {
    name: 'Untitled design',
    tables: [
      {
        name: 'AppTable',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: [],
        localSecondaryIndexes: [],
        items: []
      }
    ],
    entities: [],
    accessPatterns: []
  };
}
