import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { patternCode } from '../../../src/core/code/pattern-code.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';
import { libraryCodeDesign } from '../../helpers/library-code-design.ts';

// The programs themselves run against dynalite with the real DynamoDB-Toolbox in
// library-programs.test.ts; here, what they say and why a pattern is refused.

function code(design: Design, name: string): ReturnType<typeof patternCode> {
  const index = design.accessPatterns.findIndex((p) => p.name === name);
  return patternCode(design, analyzeDesign(design), index, 'toolbox');
}

const refusals = libraryCodeDesign();

describe('toolboxCode', () => {
  it.each<[string, RegExp]>([
    [
      'collection',
      /reads items of 2 entities \("B", "A"\), an item collection: Keyscope's items carry no "_et"/
    ],
    ['no entity', /reads items of no entity on the design/],
    [
      'partial equal',
      /GetItemCommand takes the entity's key attributes, from which it computes "SK" by the template "C#\$\{cid\}#\$\{x\}", and the pattern's "C#\$\{cid\}" is not that template/
    ],
    ['two values', /the entity's "id" would take two values/],
    [
      'unknown',
      /reads no item on the design, and 2 entities \("A", "B"\) could have that partition key/
    ]
  ])('refuses "%s", saying why and naming the SDK code', (name, why) => {
    const r = code(refusals, name);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.why).toMatch(why);
    expect(!r.ok && r.why).toMatch(
      /^DynamoDB-Toolbox cannot read this pattern as it is: .*; use the SDK code \(--lang ts\) for it$/
    );
  });

  it.each<[string, string]>([
    ['prefix', 'range: { beginsWith: `B#${bid}#` }'],
    ['range', 'range: { between: [`B#${bid}#X#`, `B#${bid}#X#~`] }'],
    ['padding', 'range: { beginsWith: `N#${n}` }'],
    ['binary', ".key({ k: Buffer.from(k, 'base64') })"]
  ])('reads "%s", which ElectroDB cannot, with the key values as they are', (name, text) => {
    const r = code(refusals, name);
    expect(r.ok && r.code).toContain(text);
  });

  it.each<[string, string, string]>([
    [
      'gaming',
      'Find all games a user has played',
      "index: 'InvertedIndex', partition: `USER#${username}`, range: { beginsWith: 'GAME#' }"
    ],
    ['gaming', 'Get user profile', '.key({ username })'],
    ['todo-graph', "A user's posts", 'reverse: true,'],
    ['gaming', 'Find all users in a game', '} while (startKey && items.length < limit);'],
    [
      'tournament',
      'One bracket of a round',
      'partition: [tournamentId, region], range: [round, bracket]'
    ],
    [
      'tournament',
      "A player's matches in a month",
      'partition: [playerId], range: [{ beginsWith: month }]'
    ]
  ])('%s: "%s" is the Toolbox command for it', (id, name, text) => {
    const r = code(example(id), name);
    expect(r.ok && r.code).toContain(text);
  });

  it('reads items that carry no "_et" and gives the table a client from the SDK configuration', () => {
    const r = code(example('gaming'), 'Find all games a user has played');
    expect(r.ok && r.code).toContain('entityAttrFilter: false,');
    expect(r.ok && r.code).toContain(
      'battle_royaleTable.documentClient = DynamoDBDocumentClient.from(client);'
    );
    expect(r.ok && r.code).toContain(
      "import { battle_royaleTable, UserGameMapping } from './Battle-royale-gaming.toolbox.js';"
    );
  });
});
