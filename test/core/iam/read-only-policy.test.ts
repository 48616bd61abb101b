import { describe, expect, it } from 'vitest';
import {
  POLICY_NOTE,
  readOnlyPolicy,
  TABLE_READ_ACTIONS
} from '../../../src/core/iam/read-only-policy.ts';
import { READ_OPERATIONS } from '../../../src/live/read-operations.ts';

describe('readOnlyPolicy', () => {
  it('grants the reads on the table and its indexes, and ListTables on *', () => {
    const r = readOnlyPolicy({
      region: 'eu-west-1',
      account: '123456789012',
      table: 'battle-royale'
    });
    expect(r).toEqual({
      ok: true,
      policy: {
        Version: '2012-10-17',
        Statement: [
          {
            Sid: 'KeyscopeReadTable',
            Effect: 'Allow',
            Action: [
              'dynamodb:DescribeTable',
              'dynamodb:Query',
              'dynamodb:Scan',
              'dynamodb:GetItem',
              'dynamodb:BatchGetItem'
            ],
            Resource: [
              'arn:aws:dynamodb:eu-west-1:123456789012:table/battle-royale',
              'arn:aws:dynamodb:eu-west-1:123456789012:table/battle-royale/index/*'
            ]
          },
          {
            Sid: 'KeyscopeListTables',
            Effect: 'Allow',
            Action: ['dynamodb:ListTables'],
            Resource: '*'
          }
        ]
      }
    });
  });

  it('grants exactly what the app sends: one permission per allowed operation', () => {
    const r = readOnlyPolicy({ region: 'us-east-1', account: '*', table: 'Books' });
    if (!r.ok) throw new Error(r.error);
    const actions = r.policy.Statement.flatMap((s) => s.Action).sort();
    expect(actions).toEqual(READ_OPERATIONS.map((o) => `dynamodb:${o}`).sort());
    expect(TABLE_READ_ACTIONS).not.toContain('dynamodb:ListTables');
    // Nothing that writes, nothing with a wildcard action.
    expect(actions.some((a) => /\*|Put|Update|Delete|Write|Transact|Execute|Create/.test(a))).toBe(
      false
    );
  });

  it('uses the partition for China and GovCloud', () => {
    const r = readOnlyPolicy({
      region: 'cn-north-1',
      account: '123456789012',
      table: 'app',
      partition: 'aws-cn'
    });
    expect(r.ok && r.policy.Statement[0]!.Resource).toEqual([
      'arn:aws-cn:dynamodb:cn-north-1:123456789012:table/app',
      'arn:aws-cn:dynamodb:cn-north-1:123456789012:table/app/index/*'
    ]);
  });

  it.each([
    [{ region: 'us-east', account: '123456789012', table: 'app' }, 'region "us-east"'],
    [{ region: 'us-east-1', account: '1234', table: 'app' }, 'account "1234" is not a 12-digit'],
    [
      { region: 'us-east-1', account: '123456789012', table: 'a' },
      'table "a" is not a DynamoDB table name'
    ],
    [
      { region: 'us-east-1', account: '123456789012', table: 'x"}]' },
      'is not a DynamoDB table name'
    ]
  ])('refuses %j', (target, message) => {
    const r = readOnlyPolicy(target);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(message);
  });

  it('states who guarantees what', () => {
    expect(POLICY_NOTE).toMatch(/allow-list/);
    expect(POLICY_NOTE).toMatch(/IAM is your account's guarantee/);
  });
});
