import { describe, expect, it } from 'vitest';
import type { PatternRequest } from '../../../src/core/code/pattern-request.ts';
import { typescriptCode } from '../../../src/core/code/typescript-code.ts';
import type { TypescriptFlavour } from '../../../src/core/code/typescript-key-value.ts';
import { typescriptMain } from '../../../src/core/code/typescript-main.ts';
import { runWithStubSdk } from '../../helpers/run-with-stub-sdk.ts';

const QUERY: PatternRequest = {
  pattern: 'Games of a user',
  description: undefined,
  operation: 'Query',
  table: 'battle-royale',
  index: null,
  parameters: [{ name: 'username', example: 'johnny' }],
  conditions: [
    {
      ref: 'PK',
      attribute: 'PK',
      operator: '=',
      placeholders: [':pk'],
      values: [
        {
          type: 'S',
          parts: [
            { kind: 'literal', text: 'USER#' },
            { kind: 'field', name: 'username', column: 6 }
          ]
        }
      ]
    }
  ],
  sortKey: ['SK'],
  expression: 'PK = :pk',
  names: new Map(),
  scanIndexForward: true,
  consistentRead: false,
  limit: undefined,
  paginate: true,
  capacityUnits: 0.5,
  items: 2
};
const IDS = new Map([['username', 'username']]);

describe('typescriptMain', () => {
  it.each<[string, Partial<PatternRequest>, TypescriptFlavour, string]>([
    [
      'makes the client from the SDK’s configuration',
      {},
      'client',
      'const client = new DynamoDBClient({});'
    ],
    [
      'wraps it for the document client',
      {},
      'document',
      'const documentClient = DynamoDBDocumentClient.from(client);'
    ],
    ['pages until LastEvaluatedKey runs out', {}, 'client', '} while (startKey);'],
    ['pages up to a Limit', { limit: 5 }, 'client', '} while (startKey && items.length < limit);'],
    [
      'asks each page for what the Limit leaves',
      { limit: 5 },
      'document',
      '      Limit: limit - items.length,'
    ],
    [
      'asks one page for the Limit when it does not page',
      { limit: 5, paginate: false },
      'client',
      '    Limit: limit,'
    ],
    [
      'reads a page alone when it does not page',
      { paginate: false },
      'client',
      'const items = page.Items ?? [];'
    ],
    [
      'sends a key condition with its values',
      {},
      'client',
      "        ':pk': { S: `USER#${username}` }"
    ],
    [
      'reads descending when asked',
      { scanIndexForward: false },
      'client',
      '      ScanIndexForward: false,'
    ],
    [
      'reads consistently when asked',
      { consistentRead: true },
      'document',
      '      ConsistentRead: true,'
    ],
    ['queries an index by name', { index: 'GSI1' }, 'client', "      IndexName: 'GSI1',"],
    [
      'prints the capacity beside Keyscope’s',
      {},
      'client',
      'console.error(`Consumed capacity: ${capacityUnits} RCU (Keyscope computes 0.5 RCU)`);'
    ]
  ])('%s', (_, change, flavour, line) => {
    expect(typescriptMain({ ...QUERY, ...change }, IDS, flavour)).toContain(line);
  });

  it.each<[string, Partial<PatternRequest>, string]>([
    ['no ExclusiveStartKey without paging', { paginate: false }, 'ExclusiveStartKey'],
    ['no Limit without one', {}, 'Limit'],
    ['no ExpressionAttributeNames without a name to hide', {}, 'ExpressionAttributeNames']
  ])('writes %s', (_, change, word) => {
    expect(typescriptMain({ ...QUERY, ...change }, IDS, 'client').join('\n')).not.toContain(word);
  });

  it.each<TypescriptFlavour>(['client', 'document'])(
    'sends one Query with its Limit and prints its page when it does not page (%s)',
    async (flavour) => {
      const r = { ...QUERY, limit: 3, paginate: false };
      const item = flavour === 'client' ? { PK: { S: 'a' } } : { PK: 'a' };
      const run = await runWithStubSdk(typescriptCode(r, flavour), [
        { Items: [item], LastEvaluatedKey: item, ConsumedCapacity: { CapacityUnits: 0.5 } }
      ]);
      expect(run.sent.map((s) => s.input['Limit'])).toEqual([3]);
      expect(JSON.parse(run.stdout.join(''))).toEqual([item]);
    }
  );

  it('reports a failed request on standard error with exit code 1', async () => {
    const run = await runWithStubSdk(typescriptCode(QUERY, 'client'), []);
    expect(run.stderr[0]).toContain('the program sent more requests than the test answers');
    expect(run.exitCode).toBe(1);
  });
});
