import { describe, expect, it } from 'vitest';
import type { ReadableView } from '../../../src/core/result-sets/queryable-views.ts';
import { loadSource, type LoadChoices } from '../../../src/ui/live/load-source.ts';

const gsi: ReadableView = {
  id: 'GSI1',
  label: 'GSI GSI1',
  kind: 'gsi',
  index: 'GSI1',
  key: { partitionKey: { name: 'GSI1PK', type: 'S' } }
};
const choices: LoadChoices = {
  mode: 'scan',
  segments: 4,
  sample: { count: 64, of: 1000, seed: 9 },
  descending: true
};
const condition = { partitionValue: { S: 'P#1' } };

describe('loadSource', () => {
  it.each<[string, LoadChoices, ReturnType<typeof loadSource>]>([
    ['a Scan in segments', choices, { kind: 'scan', table: 'T', index: 'GSI1', segments: 4 }],
    [
      'a sample of segments, with its seed',
      { ...choices, mode: 'sample' },
      { kind: 'scan', table: 'T', index: 'GSI1', segments: 1000, sample: { count: 64, seed: 9 } }
    ],
    ['a Query before its key condition is given', { ...choices, mode: 'query' }, null],
    [
      'a Query, newest first',
      { ...choices, mode: 'query', condition },
      {
        kind: 'query',
        table: 'T',
        index: 'GSI1',
        key: gsi.key!,
        condition,
        scanIndexForward: false
      }
    ]
  ])('%s', (_name, c, want) => {
    expect(loadSource('T', gsi, c)).toEqual(want);
  });

  const multi: ReadableView = {
    id: 'ByRound',
    label: 'GSI ByRound',
    kind: 'gsi',
    index: 'ByRound',
    multiKey: {
      partition: [
        { name: 'tournamentId', type: 'S' },
        { name: 'region', type: 'S' }
      ],
      sort: [{ name: 'round', type: 'S' }]
    }
  };
  const multiCondition = {
    partition: [{ S: 'W26' }, { S: 'NA' }],
    sort: [{ operator: '=' as const, value: { S: 'SEMI' } }]
  };

  it.each<[string, LoadChoices, ReturnType<typeof loadSource>]>([
    ['a multi-attribute key before its condition is given', { ...choices, mode: 'query' }, null],
    [
      'a single-attribute condition, which is not this key’s',
      { ...choices, mode: 'query', condition },
      null
    ],
    [
      'a Query of a multi-attribute key, newest first',
      { ...choices, mode: 'query', multiCondition },
      {
        kind: 'query',
        table: 'T',
        index: 'ByRound',
        multiKey: multi.multiKey!,
        multiCondition,
        scanIndexForward: false
      }
    ]
  ])('%s', (_name, c, want) => {
    expect(loadSource('T', multi, c)).toEqual(want);
  });

  const table: ReadableView = {
    id: '',
    label: 'Table T',
    kind: 'table',
    key: { partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } }
  };
  const values = { partitionValue: { S: 'USER#1' }, sortValue: { S: '#META' } };

  it.each<[string, ReadableView, LoadChoices, ReturnType<typeof loadSource>]>([
    [
      'a GetItem of the table by its full key',
      table,
      { ...choices, mode: 'get', values },
      { kind: 'get', table: 'T', key: table.key!, values }
    ],
    ['a GetItem before its key is given', table, { ...choices, mode: 'get' }, null],
    [
      'a GetItem of an index, which GetItem cannot read',
      gsi,
      { ...choices, mode: 'get', values },
      null
    ]
  ])('%s', (_name, view, c, want) => {
    expect(loadSource('T', view, c)).toEqual(want);
  });
});
