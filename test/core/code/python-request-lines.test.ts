import { describe, expect, it } from 'vitest';
import type { CodeValue } from '../../../src/core/code/pattern-request.ts';
import { pythonRequestLines } from '../../../src/core/code/python-request-lines.ts';
import { allExampleRequests } from './example-requests.ts';

const find = (label: string) => allExampleRequests().find((e) => e.label === label)!.request;
// A stand-in for pythonValue: the value's first literal or field name, quoted.
const value = (v: CodeValue): string => {
  const p = v.parts[0]!;
  return `<${p.kind === 'literal' ? p.text : p.name}>`;
};

describe('pythonRequestLines', () => {
  it('writes a client Query with its expression, values, Limit and capacity', () => {
    expect(
      pythonRequestLines(find('gaming: Find all users in a game'), 'client', false, value)
    ).toEqual([
      "'TableName': 'battle-royale',",
      "'KeyConditionExpression': 'PK = :pk AND begins_with(SK, :sk0)',",
      "'ExpressionAttributeValues': {",
      "    ':pk': <GAME#>,",
      "    ':sk0': <USER#>,",
      '},',
      "'Limit': 25,",
      "'ReturnConsumedCapacity': 'TOTAL',"
    ]);
  });

  it('writes resource Key conditions, one method per operator, and the direction', () => {
    const posts = find("todo-graph: A user's posts");
    expect(pythonRequestLines(posts, 'resource', true, value)).toEqual([
      "'KeyConditionExpression': Key('pk').eq(<USER#>) & Key('sk').begins_with(<POST#>),",
      "'ScanIndexForward': False,",
      "'ReturnConsumedCapacity': 'TOTAL',"
    ]);
    const range = find("people-music: An artist's songs in a title range");
    expect(pythonRequestLines(range, 'resource', true, value)[0]).toBe(
      "'KeyConditionExpression': Key('Artist').eq(<Artist>) & Key('SongTitle').between(<A>, <N>),"
    );
  });

  it('writes a GetItem Key, with names only where a Query needs them', () => {
    expect(pythonRequestLines(find('gaming: Get user profile'), 'client', false, value)).toEqual([
      "'TableName': 'battle-royale',",
      "'Key': {",
      "    'PK': <USER#>,",
      "    'SK': <#METADATA#>,",
      '},',
      "'ReturnConsumedCapacity': 'TOTAL',"
    ]);
    const region = pythonRequestLines(
      find('tournament: One bracket of a round'),
      'resource',
      false,
      value
    );
    expect(region).toContain("'ExpressionAttributeNames': {");
    expect(region).toContain("    '#region': 'region',");
  });
});
