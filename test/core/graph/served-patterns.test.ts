import { describe, expect, it } from 'vitest';
import type { EdgeDraft } from '../../../src/core/graph/key-edges.ts';
import { servedPatterns } from '../../../src/core/graph/served-patterns.ts';
import type { AccessPattern } from '../../../src/core/model/design.ts';
import { analysed } from './graph-fixtures.ts';

const { design } = analysed('gaming');
const edge = (e: Partial<EdgeDraft>): EdgeDraft => ({
  kind: 'refers-to',
  source: 'UserGameMapping',
  target: 'User',
  table: 'battle-royale',
  index: null,
  attribute: 'SK',
  template: 'USER#${username}',
  fields: ['username'],
  evidence: 'templates',
  label: '',
  title: '',
  ...e
});
const pattern = (p: Partial<AccessPattern>): AccessPattern => ({
  name: 'p',
  table: 'battle-royale',
  index: null,
  partitionKey: 'GAME#${id}',
  parameters: {},
  scanIndexForward: true,
  consistentRead: false,
  expectedEntities: ['UserGameMapping'],
  ...p
});

describe('servedPatterns', () => {
  it.each([
    [
      'the gaming shared collection',
      edge({
        kind: 'shares-collection',
        target: 'Game',
        attribute: 'PK',
        template: 'GAME#${gameId}'
      }),
      ['Find all users in a game']
    ],
    ['the gaming reference to User', edge({}), ['Find all users in a game']],
    [
      'the gaming index join',
      edge({ kind: 'joined-by-index', index: 'InvertedIndex' }),
      ['Find all games a user has played']
    ],
    [
      'a suggestion',
      edge({ kind: 'suggested', attribute: 'creator', template: undefined as never }),
      []
    ],
    ['an edge of another table', edge({ table: 'nope' }), []]
  ])('%s', (_, e, names) => {
    expect(servedPatterns(design, e)).toEqual(names);
  });

  it.each([
    ['no sort condition: reads every reference', pattern({}), true],
    [
      'begins_with the template’s lead',
      pattern({ sortKey: { operator: 'begins_with', value: 'US' } }),
      true
    ],
    ['= a full key', pattern({ sortKey: { operator: '=', value: 'USER#${u}' } }), true],
    [
      'begins_with another prefix',
      pattern({ sortKey: { operator: 'begins_with', value: '#METADATA#' } }),
      false
    ],
    ['expects another entity', pattern({ expectedEntities: ['Game'] }), false],
    [
      'on an index whose sort key is another attribute',
      pattern({ index: 'InvertedIndex', partitionKey: 'X#${x}' }),
      false
    ],
    ['a broken sort template', pattern({ sortKey: { operator: '=', value: 'USER#${' } }), false]
  ])('a reference via SK is walked by a pattern with %s → %s', (_, p, served) => {
    expect(servedPatterns({ ...design, accessPatterns: [p] }, edge({}))).toEqual(
      served ? ['p'] : []
    );
  });

  it('matches partition templates by their literal skeleton, not their placeholder names', () => {
    const shares = edge({
      kind: 'shares-collection',
      target: 'Game',
      attribute: 'PK',
      template: 'GAME#${gameId}'
    });
    const d = (pk: string) => ({ ...design, accessPatterns: [pattern({ partitionKey: pk })] });
    expect(servedPatterns(d('GAME#${anything}'), shares)).toEqual(['p']);
    expect(servedPatterns(d('MATCH#${gameId}'), shares)).toEqual([]);
    expect(servedPatterns(d('GAME#${'), shares)).toEqual([]);
  });
});
