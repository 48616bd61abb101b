import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { patternCode } from '../../../src/core/code/pattern-code.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';
import { libraryCodeDesign } from '../../helpers/library-code-design.ts';

// The programs themselves run against dynalite with the real ElectroDB in
// library-programs.test.ts; here, what they say and why a pattern is refused.

function code(design: Design, name: string): ReturnType<typeof patternCode> {
  const index = design.accessPatterns.findIndex((p) => p.name === name);
  return patternCode(design, analyzeDesign(design), index, 'electrodb');
}

const refusals = libraryCodeDesign();

describe('electroDbCode', () => {
  it.each<[string, RegExp]>([
    [
      'collection',
      /reads items of 2 entities \("B", "A"\), an item collection: ElectroDB reads one as a Service collection/
    ],
    ['no entity', /reads items of no entity on the design/],
    [
      'prefix',
      /ElectroDB would read begins_with\(SK, "B#\$\{bid\}#X#"\) where the pattern reads begins_with\(SK, "B#\$\{bid\}#"\), and on the design's items that is 1 item against the pattern's 2/
    ],
    [
      'range',
      /builds a BETWEEN bound from the entity's composite attributes, up to the last one given, and the pattern's bound ends inside the text/
    ],
    [
      'partial equal',
      /get builds the sort key from the entity's template "C#\$\{cid\}#\$\{x\}", and the pattern's "C#\$\{cid\}" is not it/
    ],
    ['padding', /the pattern's \$\{n\} is padded otherwise than the library pads the entity's "n"/],
    ['two values', /the entity's "id" would take two values/],
    ['binary', /the ElectroDB export leaves entity "Blob" out/],
    [
      'unknown',
      /reads no item on the design, and 2 entities \("A", "B"\) could have that partition key/
    ]
  ])('refuses "%s", saying why and naming the SDK code', (name, why) => {
    const r = code(refusals, name);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.why).toMatch(why);
    expect(!r.ok && r.why).toMatch(
      /^ElectroDB cannot read this pattern as it is: .*; use the SDK code \(--lang ts\) for it$/
    );
  });

  it.each<[string, string, string]>([
    [
      'gaming',
      'Find all games a user has played',
      "UserGameMapping.query\n    .InvertedIndex({ username })\n    .go({ ignoreOwnership: true, data: 'includeKeys', pages: 'all' });"
    ],
    [
      'gaming',
      'Get user profile',
      "User.get({ username })\n    .go({ ignoreOwnership: true, data: 'includeKeys' });"
    ],
    [
      'gaming',
      'Find all users in a game',
      ".primary({ gameId })\n    .go({ ignoreOwnership: true, data: 'includeKeys', pages: 'all', limit, count: limit });"
    ],
    [
      'people-music',
      "An artist's songs in a title range",
      ".primary({ Artist })\n    .between({ SongTitle: 'A' }, { SongTitle: 'N' })"
    ],
    ['people-music', 'Get a person', 'Person.get({ PersonID: Number(PersonID) })'],
    ['todo-graph', "A user's posts", "pages: 'all', order: 'desc' }"],
    [
      'tournament',
      'One bracket of a round',
      '.TournamentRegionIndex({ tournamentId, region, round, bracket })'
    ]
  ])('%s: "%s" is the ElectroDB call for it', (id, name, call) => {
    const r = code(example(id), name);
    expect(r.ok && r.code).toContain(call);
  });

  it('imports the entity from the module the export writes, by the name it gives the file', () => {
    const r = code(example('gaming'), 'Get user profile');
    expect(r.ok && r.code).toContain("import { User } from './Battle-royale-gaming.electrodb.js';");
    expect(r.ok && r.code).toContain('User.setClient(client);');
    expect(r.ok && r.fileName).toBe('get-user-profile.ts');
  });

  it('says where ElectroDB reads otherwise, and that the items are the same on the design', () => {
    const r = code(example('tournament-synthetic'), "A tournament's matches in a region");
    expect(r.ok && r.code.replace(/\n\/\/ {3}/g, ' ')).toContain(
      '// - ElectroDB reads begins_with(GSI1SK, "ROUND#") where the pattern reads no sort key condition: on the design\'s items, the same 6 items.'
    );
  });
});
