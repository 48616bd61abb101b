import { describe, expect, it } from 'vitest';
import { parseAwsCliCommand } from '../../../src/core/code/parse-aws-cli-command.ts';

describe('parseAwsCliCommand', () => {
  it('reads variables, joined quotes, continuations and comments as a shell does', () => {
    const script = [
      "# a comment with a quote: it's fine",
      "u='jo'\\''hn'",
      'aws dynamodb query \\',
      '  --table-name T \\',
      "  --key-condition-expression 'PK = :pk' \\",
      `  --expression-attribute-values '{":pk":{"S":"USER#'"$u"'"}}' \\`,
      '  --no-scan-index-forward --consistent-read --limit 5 \\',
      '  --return-consumed-capacity TOTAL # trailing comment',
      ''
    ].join('\n');
    expect(parseAwsCliCommand(script)).toEqual({
      operation: 'Query',
      input: {
        TableName: 'T',
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': { S: "USER#jo'hn" } },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: 5,
        ReturnConsumedCapacity: 'TOTAL'
      }
    });
  });

  it('reads --page-size as the Limit of each request and --max-items as the most in all', () => {
    expect(
      parseAwsCliCommand('aws dynamodb query --table-name T --page-size 4 --max-items 9')
    ).toEqual({ operation: 'Query', input: { TableName: 'T', Limit: 4 }, maxItems: 9 });
  });

  it('reads a get-item, a number key and a base64 binary key', () => {
    expect(
      parseAwsCliCommand(
        `aws dynamodb get-item --table-name=T --key '{"n":{"N":"103"},"b":{"B":"AAE="}}'`
      )
    ).toEqual({
      operation: 'GetItem',
      input: { TableName: 'T', Key: { n: { N: '103' }, b: { B: new Uint8Array([0, 1]) } } }
    });
  });

  it.each<[string, string]>([
    ['', 'no "aws dynamodb query" or "aws dynamodb get-item" command is given'],
    [
      'aws dynamodb scan --table-name T',
      '"aws dynamodb scan" is not "aws dynamodb query" or "aws dynamodb get-item"'
    ],
    [
      'aws dynamodb query --table-name T --filter-expression x',
      '--filter-expression is not a flag of aws dynamodb query that Keyscope writes'
    ],
    [
      'aws dynamodb query --table-name T --key-condition-expression "$nope"',
      '"aws dynamodb query --table-name T --key-condition-expression "$nope"" uses $nope, which no line before it sets'
    ],
    ['aws dynamodb query --table-name T --table-name U', '--table-name is given twice'],
    [
      'aws dynamodb query --table-name T --limit 2 --page-size 3',
      '--page-size and --limit both set Limit; give one'
    ],
    [
      'aws dynamodb get-item --table-name T --max-items 2 --key {}',
      'aws dynamodb get-item has no --max-items'
    ],
    ['aws dynamodb query --table-name', '--table-name needs a value'],
    ['aws dynamodb query --limit x --table-name T', '--limit x is not a whole number'],
    ['aws dynamodb query --key-condition-expression x', 'aws dynamodb query needs --table-name'],
    ['aws dynamodb get-item --table-name T', 'aws dynamodb get-item needs --key'],
    ["aws dynamodb get-item --table-name T --key '{'", '--key is not JSON'],
    ["aws dynamodb get-item --table-name T --key '[]'", '--key is not a JSON object: []'],
    [
      `aws dynamodb get-item --table-name T --key '{"a":{"M":{}}}'`,
      '--key: "a" is not one S, N or B key value'
    ],
    [
      `aws dynamodb get-item --table-name T --key '{"a":{"B":"%%"}}'`,
      '--key: "a" has a B value that is not base64'
    ],
    [
      `aws dynamodb query --table-name T --expression-attribute-names '{"#a":1}'`,
      '--expression-attribute-names: "#a" is not a name string'
    ],
    ['aws dynamodb query --table-name T; rm -rf x', 'is not one plain command'],
    [
      'aws dynamodb query --table-name T\naws dynamodb query --table-name U',
      'is a second command; give one aws command'
    ]
  ])('refuses %j: %s', (script, message) => {
    const r = parseAwsCliCommand(script);
    expect(typeof r).toBe('string');
    expect(r).toContain(message);
  });
});
