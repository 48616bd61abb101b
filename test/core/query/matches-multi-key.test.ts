import { describe, expect, it } from 'vitest';
import type { KeyValue } from '../../../src/core/model/attribute-value.ts';
import { matchesMultiKey } from '../../../src/core/query/matches-multi-key.ts';
import type {
  MultiKeyCondition,
  SortPartCondition
} from '../../../src/core/query/parse-multi-key-condition.ts';

const PARTITION: KeyValue[] = [{ S: 'W26' }, { N: '1' }];
const SORT: KeyValue[] = [{ S: 'SEMIFINALS' }, { S: 'UPPER' }, { N: '7' }, { B: 'gA==' }];
const ROUND: SortPartCondition = { operator: '=', value: { S: 'SEMIFINALS' } };
const BRACKET: SortPartCondition = { operator: '=', value: { S: 'UPPER' } };
const MATCH: SortPartCondition = { operator: '=', value: { N: '7' } };

const on = (...sort: SortPartCondition[]): MultiKeyCondition => ({ partition: PARTITION, sort });

describe('matchesMultiKey', () => {
  it.each<{
    why: string;
    partition?: KeyValue[];
    sort?: KeyValue[];
    condition: MultiKeyCondition;
    expected: boolean;
  }>([
    // the partition tuple, equal by type rule
    { why: 'the same partition, no sort condition', condition: on(), expected: true },
    {
      why: "a partition N '1.0' matching '1'",
      partition: [{ S: 'W26' }, { N: '1.0' }],
      condition: on(),
      expected: true
    },
    {
      why: "a partition N '1E0' matching '1', with a sort condition",
      partition: [{ S: 'W26' }, { N: '1E0' }],
      condition: on(ROUND),
      expected: true
    },
    {
      why: 'a partition B with other padding matching',
      partition: [{ B: 'QQ' }],
      condition: { partition: [{ B: 'QQ==' }], sort: [] },
      expected: true
    },
    {
      why: 'a partition mismatch in the first part',
      partition: [{ S: 'W27' }, { N: '1' }],
      condition: on(),
      expected: false
    },
    {
      why: 'a partition mismatch in the second part',
      partition: [{ S: 'W26' }, { N: '2' }],
      condition: on(),
      expected: false
    },
    {
      why: "a partition S '1' against N '1'",
      partition: [{ S: 'W26' }, { S: '1' }],
      condition: on(),
      expected: false
    },
    {
      why: 'a partition mismatch even when every sort condition holds',
      partition: [{ S: 'w26' }, { N: '1' }],
      condition: on(ROUND, BRACKET, MATCH),
      expected: false
    },
    {
      why: 'a partition with a part missing',
      partition: [{ S: 'W26' }],
      condition: on(),
      expected: false
    },
    // each sort operator on its own part
    { why: '= on part 1 (equal)', condition: on(ROUND), expected: true },
    {
      why: '= on part 1 (not equal)',
      condition: on({ operator: '=', value: { S: 'FINALS' } }),
      expected: false
    },
    {
      why: '< on part 1, by UTF-8 bytes (SEMIFINALS < semifinals)',
      condition: on({ operator: '<', value: { S: 'semifinals' } }),
      expected: true
    },
    {
      why: '< on part 1 (equal is not less)',
      condition: on({ operator: '<', value: { S: 'SEMIFINALS' } }),
      expected: false
    },
    {
      why: 'begins_with on part 2',
      condition: on(ROUND, { operator: 'begins_with', value: { S: 'UP' } }),
      expected: true
    },
    {
      why: 'begins_with on part 2 (other prefix)',
      condition: on(ROUND, { operator: 'begins_with', value: { S: 'LO' } }),
      expected: false
    },
    {
      why: '> on part 2',
      condition: on(ROUND, { operator: '>', value: { S: 'LOWER' } }),
      expected: true
    },
    {
      why: "< on part 3 by value ('7' < '10')",
      condition: on(ROUND, BRACKET, { operator: '<', value: { N: '10' } }),
      expected: true
    },
    {
      why: "<= on part 3 ('7' <= '7.0')",
      condition: on(ROUND, BRACKET, { operator: '<=', value: { N: '7.0' } }),
      expected: true
    },
    {
      why: "> on part 3 ('7' > '6.5')",
      condition: on(ROUND, BRACKET, { operator: '>', value: { N: '6.5' } }),
      expected: true
    },
    {
      why: "> on part 3 (not '7' > '7')",
      condition: on(ROUND, BRACKET, { operator: '>', value: { N: '7' } }),
      expected: false
    },
    {
      why: ">= on part 3 ('7' >= '7E0')",
      condition: on(ROUND, BRACKET, { operator: '>=', value: { N: '7E0' } }),
      expected: true
    },
    {
      why: ">= on part 3 (not '7' >= '10')",
      condition: on(ROUND, BRACKET, { operator: '>=', value: { N: '10' } }),
      expected: false
    },
    {
      why: 'BETWEEN on part 3 (inside)',
      condition: on(ROUND, BRACKET, { operator: 'BETWEEN', value: { N: '1' }, upper: { N: '9' } }),
      expected: true
    },
    {
      why: 'BETWEEN on part 3 (inclusive at both ends)',
      condition: on(ROUND, BRACKET, { operator: 'BETWEEN', value: { N: '7' }, upper: { N: '7' } }),
      expected: true
    },
    {
      why: 'BETWEEN on part 3 (outside)',
      condition: on(ROUND, BRACKET, { operator: 'BETWEEN', value: { N: '8' }, upper: { N: '9' } }),
      expected: false
    },
    {
      why: '> on part 4 by unsigned bytes (0x80 > 0x7F)',
      condition: on(ROUND, BRACKET, MATCH, { operator: '>', value: { B: 'fw==' } }),
      expected: true
    },
    {
      why: 'a later part holding while an earlier = fails',
      condition: on({ operator: '=', value: { S: 'FINALS' } }, BRACKET),
      expected: false
    },
    // a prefix condition ignores later parts
    {
      why: 'a one-part condition, whatever the later parts hold',
      sort: [{ S: 'SEMIFINALS' }, { S: 'anything' }, { N: '-1000' }, { B: 'AA==' }],
      condition: on(ROUND),
      expected: true
    },
    {
      why: 'a two-part condition, whatever the third part holds',
      sort: [{ S: 'SEMIFINALS' }, { S: 'UPPER' }, { N: '99999' }, { B: 'AA==' }],
      condition: on(ROUND, BRACKET),
      expected: true
    },
    // a missing sort part
    {
      why: 'a sort tuple shorter than the condition',
      sort: [{ S: 'SEMIFINALS' }, { S: 'UPPER' }],
      condition: on(ROUND, BRACKET, MATCH),
      expected: false
    },
    {
      why: 'an empty sort tuple against a one-part condition',
      sort: [],
      condition: on(ROUND),
      expected: false
    },
    {
      why: 'an empty sort tuple with no sort condition',
      sort: [],
      condition: on(),
      expected: true
    }
  ])('$why: $expected', ({ partition = PARTITION, sort = SORT, condition, expected }) => {
    expect(matchesMultiKey(partition, sort, condition)).toBe(expected);
  });
});
