import { describe, expect, it } from 'vitest';
import type { ViewSpec } from '../../../src/core/views/table-key-attributes.ts';
import { viewKeyNames } from '../../../src/core/views/view-key-names.ts';

const k = (name: string) => ({ name, type: 'S' as const });
const spec: ViewSpec = { table: 't', index: 'G', kind: 'gsi', partitionKey: k('PK') };

describe('viewKeyNames', () => {
  it.each<[string, ViewSpec, { partition: string; sort: string | null }]>([
    ['a partition key alone', spec, { partition: 'PK', sort: null }],
    ['a classic key', { ...spec, sortKey: k('SK') }, { partition: 'PK', sort: 'SK' }],
    [
      'a multi-attribute key, in KeySchema order',
      {
        ...spec,
        partitionKey: k('tournamentId'),
        sortKey: k('round'),
        parts: { partition: [k('tournamentId'), k('region')], sort: [k('round'), k('bracket')] }
      },
      { partition: 'tournamentId + region', sort: 'round + bracket' }
    ]
  ])('names %s', (_, s, want) => {
    expect(viewKeyNames(s)).toEqual(want);
  });
});
