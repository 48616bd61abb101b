import { describe, expect, it } from 'vitest';
import { partiqlCode } from '../../../src/core/code/partiql-code.ts';
import { allExampleRequests } from './example-requests.ts';

const find = (label: string) => allExampleRequests().find((e) => e.label === label)!.request;

describe('partiqlCode', () => {
  it('is comments, then the statement as its last line', () => {
    const code = partiqlCode(find('gaming: Find all users in a game'));
    const lines = code.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toBe(
      `SELECT * FROM "battle-royale" WHERE "PK" = 'GAME#c6f38a6a' AND begins_with("SK", 'USER#')`
    );
    expect(lines.slice(0, -2).every((l) => l.startsWith('-- '))).toBe(true);
    expect(code).toContain('-- Keyscope computes: 4 items, 0.5 RCU');
    expect(code).toContain('-- Send it with Limit 25: PartiQL has no LIMIT clause');
  });

  it('is comments only when the pattern cannot be one SELECT, the last saying why', () => {
    const person = find('people-music: Get a person');
    const code = partiqlCode({ ...person, parameters: [{ name: 'PersonID', example: 'abc' }] });
    const lines = code.trimEnd().split('\n');
    expect(lines.every((l) => l.startsWith('-- '))).toBe(true);
    expect(lines.at(-1)).toBe(
      '-- Not one PartiQL SELECT: the number key "PersonID" gets "abc", which is not a number.'
    );
  });
});
