import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { checkStartKey } from '../../../src/core/query/check-start-key.ts';
import type { ParsedKeyCondition } from '../../../src/core/query/parse-key-condition.ts';
import { gsi, makeDesign, makeTable } from '../views/make-design.ts';

const t = analyzeDesign(
  makeDesign([makeTable({ gsis: [gsi('ByType', ['type', 'S'], ['n', 'N'], { type: 'ALL' })] })])
).tables[0]!;
const spec = (index: string | null) => t.views.find((v) => v.spec.index === index)!.spec;
const key = (o: Record<string, unknown>) => Object.assign(Object.create(null), o) as AttributeMap;
const P: ParsedKeyCondition = { partitionValue: { S: 'P' } };
const AFTER_B: ParsedKeyCondition = { ...P, sort: { operator: '>', value: { S: 'B' } } };
const INVALID = 'The provided starting key is invalid';
const SCHEMA = 'The provided key element does not match the schema';

describe('checkStartKey', () => {
  it.each<[string, Record<string, unknown>, string | null, ParsedKeyCondition, string | undefined]>(
    [
      ['the table key of the partition', { PK: { S: 'P' }, SK: { S: 'A' } }, null, P, undefined],
      [
        'a sort key inside the condition',
        { PK: { S: 'P' }, SK: { S: 'C' } },
        null,
        AFTER_B,
        undefined
      ],
      ['a missing sort key', { PK: { S: 'P' } }, null, P, INVALID],
      ['an extra attribute', { PK: { S: 'P' }, SK: { S: 'A' }, x: { S: '1' } }, null, P, INVALID],
      ['a renamed key attribute', { PK: { S: 'P' }, sk: { S: 'A' } }, null, P, INVALID],
      ['a key of the wrong type', { PK: { S: 'P' }, SK: { N: '1' } }, null, P, SCHEMA],
      [
        'an empty string key',
        { PK: { S: 'P' }, SK: { S: '' } },
        null,
        P,
        'One or more parameter values were invalid: The AttributeValue for a key attribute cannot contain an empty string value. Key: SK'
      ],
      [
        'a sort key over 1024 bytes',
        { PK: { S: 'P' }, SK: { S: 'é'.repeat(513) } },
        null,
        P,
        'One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes'
      ],
      [
        'another partition',
        { PK: { S: 'Q' }, SK: { S: 'A' } },
        null,
        P,
        'The provided starting key is outside query boundaries based on provided conditions'
      ],
      [
        'a sort key outside the condition',
        { PK: { S: 'P' }, SK: { S: 'A' } },
        null,
        AFTER_B,
        'The provided starting key does not match the range key predicate'
      ],
      [
        'another partition with a sort key condition',
        { PK: { S: 'Q' }, SK: { S: 'C' } },
        null,
        AFTER_B,
        'The query can return at most one row and cannot be restarted'
      ],
      [
        'an index key with the table key',
        { type: { S: 'P' }, n: { N: '1E+1' }, PK: { S: 'x' }, SK: { S: 'y' } },
        'ByType',
        P,
        undefined
      ],
      ['an index key alone', { type: { S: 'P' }, n: { N: '1' } }, 'ByType', P, INVALID],
      [
        'an index key with a broken table key',
        { type: { S: 'P' }, n: { N: '1' }, PK: { S: 'x' }, SK: { N: '2' } },
        'ByType',
        P,
        `${INVALID}: ${SCHEMA}`
      ]
    ]
  )('%s', (_, raw, index, condition, want) => {
    expect(checkStartKey(key(raw), t.table, spec(index), condition)).toBe(want);
  });

  it('treats __proto__ as an ordinary (here: extra) attribute name', () => {
    const raw = key({ PK: { S: 'P' }, SK: { S: 'A' } });
    Object.defineProperty(raw, '__proto__', { value: { S: 'x' }, enumerable: true });
    expect(checkStartKey(raw, t.table, spec(null), P)).toBe(INVALID);
  });
});
