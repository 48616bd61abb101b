import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
/** The table a read-only policy is for: where it lives and what it is called. */
export interface PolicyTarget {
  /** e.g. `us-east-1`; `*` for every region. */
  readonly region: string;
  /** The 12-digit AWS account id; `*` for any account. */
  readonly account: string;
  readonly table: string;
  /** `aws` unless the table is in China (`aws-cn`) or GovCloud (`aws-us-gov`). */
  readonly partition?: 'aws' | 'aws-cn' | 'aws-us-gov';
}

/** An IAM policy document, ready for `JSON.stringify(policy, null, 2)`. */
export interface PolicyDocument {
  readonly Version: '2012-10-17';
  readonly Statement: readonly {
    readonly Sid: string;
    readonly Effect: 'Allow';
    readonly Action: readonly string[];
    readonly Resource: string | readonly string[];
  }[];
}

/** The table and index actions Keyscope sends, each on the table and its indexes. */
export const TABLE_READ_ACTIONS: readonly string[] = [
  'dynamodb:DescribeTable',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem'
];

/**
 * Says plainly who guarantees what: shown beside the policy wherever it is offered.
 */
export const POLICY_NOTE =
  "Keyscope's own guarantee is its allow-list: the app can only send ListTables, DescribeTable, Scan, Query, GetItem and BatchGetItem, and refuses any other request before it is signed. IAM is your account's guarantee: with this policy, AWS itself refuses every write, whatever sends it.";

const ACCOUNT = /^(\d{12}|\*)$/;
const REGION = /^([a-z]{2}(-[a-z]+)+-\d|\*)$/;
const { tableNameMinChars: MIN, tableNameMaxChars: MAX } = DYNAMODB_LIMITS;
const TABLE = new RegExp(`^[A-Za-z0-9_.-]{${MIN},${MAX}}$`);

/**
 * The least-privilege read-only IAM policy for one table: DescribeTable, Query, Scan, GetItem and
 * BatchGetItem on the table's ARN and `index/*`, and ListTables (which IAM only grants on `*`,
 * as it names no table). Ask for this rather than AmazonDynamoDBReadOnlyAccess, which also
 * grants CloudWatch, Data Pipeline and every `Describe*`/`List*`.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/iam-policy-example-data-crud.html
 * https://docs.aws.amazon.com/service-authorization/latest/reference/list_amazondynamodb.html
 *
 * @example
 * readOnlyPolicy({ region: 'us-east-1', account: '123456789012', table: 'battle-royale' });
 * // { ok: true, policy: { Version: '2012-10-17', Statement: [ …table and index/*…, …ListTables on * ] } }
 */
export function readOnlyPolicy(
  target: PolicyTarget
): { ok: true; policy: PolicyDocument } | { ok: false; error: string } {
  const { region, account, table } = target;
  if (!REGION.test(region))
    return { ok: false, error: `region "${region}" is not a region name such as "us-east-1"` };
  if (!ACCOUNT.test(account))
    return {
      ok: false,
      error: `account "${account}" is not a 12-digit AWS account id (or "*" for any account)`
    };
  if (!TABLE.test(table))
    return {
      ok: false,
      error: `table "${table}" is not a DynamoDB table name: ${MIN} to ${MAX} of A-Z a-z 0-9 _ . -`
    };
  const arn = `arn:${target.partition ?? 'aws'}:dynamodb:${region}:${account}:table/${table}`;
  return {
    ok: true,
    policy: {
      Version: '2012-10-17',
      Statement: [
        {
          Sid: 'KeyscopeReadTable',
          Effect: 'Allow',
          Action: TABLE_READ_ACTIONS,
          Resource: [arn, `${arn}/index/*`]
        },
        {
          // ListTables acts on no table, so IAM only grants it on "*".
          Sid: 'KeyscopeListTables',
          Effect: 'Allow',
          Action: ['dynamodb:ListTables'],
          Resource: '*'
        }
      ]
    }
  };
}
