// Every check kind, table-driven: a design, a check, whether it passes and what it says. The
// designs are the examples and small edits of them, so each case reads as a learner's state.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../../src/core/analysis/analyze-design.ts';
import type { AttributeMap } from '../../../../src/core/model/attribute-value.ts';
import type { AccessPattern, Design, Entity, Table } from '../../../../src/core/model/design.ts';
import {
  CHECK_KINDS,
  type LessonCheck
} from '../../../../src/core/lessons/checks/check-registry.ts';
import { example } from '../../../helpers/example.ts';

const gaming = example('gaming');
const library = example('library');
const authorOnly = example('library-author-only');
const todo = example('todo-graph');
const peopleMusic = example('people-music');
const tournament = example('tournament');
const synthetic = example('tournament-synthetic');
/** The tournament index with its sort attributes in another order. */
const reordered = table(tournament, 'TournamentMatches', {
  globalSecondaryIndexes: tournament.tables[0]!.globalSecondaryIndexes.map((g) =>
    g.name === 'TournamentRegionIndex'
      ? {
          ...g,
          sortKey: { name: 'bracket', type: 'S' as const },
          moreSortKeys: [
            { name: 'round', type: 'S' as const },
            { name: 'matchId', type: 'S' as const }
          ]
        }
      : g
  )
});
/** The converted tournament whose items still hold the old synthetic strings. */
const leftover = entity(tournament, 'Match', {
  items: tournament.entities[0]!.items.map((i, n) =>
    n === 0 ? { ...i, GSI1PK: { S: 'TOURNAMENT#WINTER2026#REGION#NA-EAST' } } : i
  )
});

function entity(d: Design, name: string, patch: Partial<Entity>): Design {
  return { ...d, entities: d.entities.map((e) => (e.name === name ? { ...e, ...patch } : e)) };
}
function keys(d: Design, name: string, k: Record<string, string>): Design {
  const e = d.entities.find((x) => x.name === name)!;
  return entity(d, name, { keys: { ...e.keys, ...k } });
}
function pattern(d: Design, name: string, patch: Partial<AccessPattern>): Design {
  return {
    ...d,
    accessPatterns: d.accessPatterns.map((p) => (p.name === name ? { ...p, ...patch } : p))
  };
}
function table(d: Design, name: string, patch: Partial<Table>): Design {
  return { ...d, tables: d.tables.map((t) => (t.name === name ? { ...t, ...patch } : t)) };
}
const s = (v: string) => ({ S: v });

/** The library with the range key `Authors`, a string set on every book. */
const setKey = entity(
  table(library, 'Books', { sortKey: { name: 'Authors', type: 'S' } }),
  'Book',
  {
    keys: {},
    attributes: [...library.entities[0]!.attributes, { name: 'Authors', type: 'SS' }],
    items: library.entities[0]!.items.map(
      (i) => ({ ...i, Authors: { SS: [i['Author']!['S' as never]] } }) as AttributeMap
    )
  }
);
/** The same books, the set left undeclared: only the items give it away. */
const setItems = entity(setKey, 'Book', { attributes: library.entities[0]!.attributes });
/** A user key template built from a set attribute. */
const setTemplate = entity(keys(gaming, 'User', { PK: 'USER#${tags}' }), 'User', {
  attributes: [...gaming.entities[0]!.attributes, { name: 'tags', type: 'SS' }]
});
/** 21 items in two partition key values: the low-cardinality warning. */
const crowded: Design = {
  name: 'Crowded',
  tables: [
    {
      name: 'T',
      partitionKey: { name: 'kind', type: 'S' },
      sortKey: { name: 'id', type: 'S' },
      globalSecondaryIndexes: [],
      localSecondaryIndexes: [],
      items: Array.from({ length: 21 }, (_, i) => ({ kind: s(i % 2 ? 'a' : 'b'), id: s(`i${i}`) }))
    }
  ],
  entities: [],
  accessPatterns: []
};

/** Gaming under a Zipf workload: players pile into a few games (the heat view's example). */
const zipfGaming = (writeRate: number): Design => ({
  ...gaming,
  workload: {
    accessPatterns: [
      { pattern: 'Find all users in a game', rate: 2000, keys: { kind: 'zipf', exponent: 1.2 } }
    ],
    entities: [{ entity: 'UserGameMapping', writeRate, keys: { kind: 'zipf', exponent: 1.2 } }]
  }
});
const languages = example('library-language');

const users = 'Find all users in a game';
const noSort = pattern(gaming, users, { sortKey: undefined });

/** Gaming with no sort key template for User: its items have no SK, so DynamoDB refuses them. */
const noUserSk = entity(gaming, 'User', { keys: { PK: 'USER#${username}' } });
/** Gaming right after "Add a sort key": no entity has a template for it, nothing is written. */
const noSkAtAll = {
  ...gaming,
  entities: gaming.entities.map((e) => ({ ...e, keys: { PK: e.keys['PK']! } }))
};
/** User's sort key names an attribute no User item has. */
const nickKey = keys(gaming, 'User', { SK: '#METADATA#${nick}' });
const played = 'Find all games a user has played';

type Case = [string, Design, LessonCheck, boolean, RegExp];
const CASES: Case[] = [
  // items-written (every step runs it: stepChecks)
  [
    'every item written',
    gaming,
    { kind: 'items-written' },
    true,
    /^all \d+ items of the design can be written: each has every key attribute, of the key's type$/
  ],
  [
    'User items without a sort key',
    noUserSk,
    { kind: 'items-written' },
    false,
    /^\d+ items of table "battle-royale" are rejected \(DynamoDB would refuse to write them\) — \d+ User items: missing table key "SK": the item has no "SK" attribute — give each of them every key attribute/
  ],
  [
    'nothing written after adding a sort key',
    noSkAtAll,
    { kind: 'items-written', table: 'battle-royale' },
    false,
    /^\d+ items of table "battle-royale" are rejected .* — \d+ User, \d+ Game and \d+ UserGameMapping items: missing table key "SK"/
  ],
  [
    'one entity written while another is not',
    noUserSk,
    { kind: 'items-written', entity: 'Game' },
    true,
    /^all \d+ Game items of the design can be written/
  ],
  [
    'an entity without items',
    entity(gaming, 'Game', { items: [] }),
    { kind: 'items-written', entity: 'Game' },
    false,
    /^the design has no Game items yet/
  ],
  // patterns-return-items (every step runs it: stepChecks)
  [
    'every pattern finds items',
    gaming,
    { kind: 'patterns-return-items' },
    true,
    /^all \d+ access patterns return items \(\d+ in all\)$/
  ],
  [
    'a pattern that finds nothing',
    pattern(gaming, users, { parameters: { gameId: 'nope' } }),
    { kind: 'patterns-return-items' },
    false,
    /^"Find all users in a game" returns no items — point it at the table or index/
  ],
  [
    'no patterns at all',
    { ...library, accessPatterns: [] },
    { kind: 'patterns-return-items' },
    true,
    /^the design has no access patterns to run yet$/
  ],
  // table-key
  [
    'the sort key asked for',
    peopleMusic,
    { kind: 'table-key', table: 'Music', sortKey: 'SongTitle', sortKeyType: 'S' },
    true,
    /^table "Music" has partition key "Artist" \(S\), sort key "SongTitle" \(S\)$/
  ],
  [
    'no sort key yet',
    peopleMusic,
    { kind: 'table-key', table: 'People', sortKey: 'SK', sortKeyType: 'S' },
    false,
    /^table "People" has no sort key; give it the sort key "SK" \(type S\)$/
  ],
  [
    'another partition key',
    peopleMusic,
    { kind: 'table-key', table: 'Music', partitionKey: 'SongTitle' },
    false,
    /^table "Music"'s partition key is "Artist"; make it the partition key "SongTitle"$/
  ],
  [
    'a key of another type',
    peopleMusic,
    { kind: 'table-key', table: 'People', partitionKey: 'PersonID', partitionKeyType: 'S' },
    false,
    /^table "People"'s partition key "PersonID" is of type N; make it type S$/
  ],
  // a check never passes on rejected items
  [
    'no-collisions when nothing is written',
    noSkAtAll,
    { kind: 'no-collisions', table: 'battle-royale' },
    false,
    /^\d+ items of table "battle-royale" are rejected .*; an item that is not written has no primary key to tell apart/
  ],
  [
    'no-collisions while some items are rejected',
    noUserSk,
    { kind: 'no-collisions', table: 'battle-royale' },
    false,
    /^\d+ items of table "battle-royale" are rejected/
  ],
  [
    'no-collisions on an empty table',
    { ...library, entities: library.entities.map((e) => ({ ...e, items: [] })) },
    { kind: 'no-collisions', table: 'Books' },
    false,
    /^table "Books" has no items yet/
  ],
  [
    'sort-key-includes with a template no item can fill',
    nickKey,
    { kind: 'sort-key-includes', table: 'battle-royale', entity: 'User', placeholder: 'nick' },
    false,
    /is built from \$\{nick\}, but \d+ User items of table "battle-royale" are rejected/
  ],
  [
    'partition-key-cardinality with rejected items',
    noUserSk,
    { kind: 'partition-key-cardinality', table: 'battle-royale', entity: 'User', atLeast: 1 },
    false,
    /User items of table "battle-royale" are rejected .*, so they are in no partition of table "battle-royale"/
  ],
  [
    'partition-key-cardinality with nothing to count',
    entity(gaming, 'Game', { items: [] }),
    { kind: 'partition-key-cardinality', table: 'battle-royale', entity: 'Game', atMost: 1 },
    false,
    /puts its 0 Game items in 0 partition key values of "PK": there is nothing to spread/
  ],
  [
    'low-cardinality gone because nothing is written',
    noSkAtAll,
    { kind: 'low-cardinality', table: 'battle-royale', present: false },
    false,
    /are rejected .*, so no warning can say how their partition key values spread/
  ],
  [
    'no-hot-partition with rejected items',
    noUserSk,
    { kind: 'no-hot-partition', table: 'battle-royale' },
    false,
    /are rejected .*, so their load has no partition to fall on yet/
  ],
  [
    'get-item-by an entity without items',
    entity(gaming, 'Game', { items: [] }),
    { kind: 'get-item-by', entity: 'Game', attributes: ['gameId'] },
    false,
    /^the design has no Game items yet, so there is nothing to get/
  ],
  // pattern-one-query on a named index
  [
    'the pattern on the index it names',
    gaming,
    {
      kind: 'pattern-one-query',
      pattern: played,
      entities: ['UserGameMapping'],
      index: 'InvertedIndex'
    },
    true,
    /^"Find all games a user has played" is one Query on index "InvertedIndex"/
  ],
  [
    'the pattern on another index than asked',
    pattern(gaming, played, { index: null }),
    {
      kind: 'pattern-one-query',
      pattern: played,
      entities: ['UserGameMapping'],
      index: 'InvertedIndex'
    },
    false,
    /^"Find all games a user has played" queries table "battle-royale"; point it at index "InvertedIndex"$/
  ],
  // pattern-one-query
  [
    'the pattern as designed',
    gaming,
    { kind: 'pattern-one-query', pattern: users, entities: ['UserGameMapping'] },
    true,
    /^"Find all users in a game" is one Query on table "battle-royale" that returns UserGameMapping items \(4 in all\)$/
  ],
  [
    'the metadata filtered out by begins_with',
    gaming,
    { kind: 'pattern-one-query', pattern: users, entities: ['Game', 'UserGameMapping'] },
    false,
    /returns only UserGameMapping items; it should also return Game items — they are in partition "GAME#c6f38a6a", but the sort key condition \(begins_with "USER#"\) leaves them out$/
  ],
  [
    'the whole partition',
    noSort,
    { kind: 'pattern-one-query', pattern: users, entities: ['Game', 'UserGameMapping'] },
    true,
    /returns Game and UserGameMapping items \(5 in all\)/
  ],
  [
    'an entity too many',
    noSort,
    { kind: 'pattern-one-query', pattern: users, entities: ['UserGameMapping'] },
    false,
    /also returns Game items, which it should not/
  ],
  [
    'the mapping filed under the user',
    keys(noSort, 'UserGameMapping', { PK: 'USER#${username}', SK: 'GAME#${gameId}' }),
    { kind: 'pattern-one-query', pattern: users, entities: ['Game', 'UserGameMapping'] },
    false,
    /returns only Game items; it should also return UserGameMapping items — partition "GAME#c6f38a6a" holds only Game items/
  ],
  [
    'no such game',
    pattern(noSort, users, { parameters: { gameId: 'nope' } }),
    { kind: 'pattern-one-query', pattern: users, entities: ['Game'] },
    false,
    /returns no items; it should return Game items — put them in the partition the Query reads, "GAME#nope" \(the pattern's partition key GAME#\$\{gameId\}\)/
  ],
  [
    'no such pattern',
    gaming,
    { kind: 'pattern-one-query', pattern: 'Nope', entities: ['Game'] },
    false,
    /^the design has no access pattern "Nope" \(it has "Get user profile", .* and "Find all games a user has played"\); add it/
  ],
  [
    'an index that is not there',
    pattern(gaming, users, { index: 'Missing' }),
    { kind: 'pattern-one-query', pattern: users, entities: ['UserGameMapping'] },
    false,
    /cannot run as one Query: .*Missing/
  ],
  [
    'the right count',
    peopleMusic,
    {
      kind: 'pattern-one-query',
      pattern: "An artist's songs in a title range",
      entities: ['Song'],
      count: 2
    },
    true,
    /\(2 in all\)/
  ],
  [
    'the wrong count',
    peopleMusic,
    {
      kind: 'pattern-one-query',
      pattern: "An artist's songs in a title range",
      entities: ['Song'],
      count: 3
    },
    false,
    /returns 2 items; it should return 3 — look again at its sort key condition/
  ],
  // no-collisions
  [
    'editions kept apart',
    library,
    { kind: 'no-collisions', table: 'Books' },
    true,
    /^every item in table "Books" has a primary key of its own/
  ],
  [
    'editions overwritten',
    authorOnly,
    { kind: 'no-collisions', table: 'Books' },
    false,
    /^3 items are overwritten in table "Books": the Book at BookTitle = "Cloud Databases in Practice", Author = "Priya Raman" \(\$\.entities\[0\]\.items\[3\]\) is replaced by the later Book from \$\.entities\[0\]\.items\[5\]/
  ],
  [
    'no such table',
    library,
    { kind: 'no-collisions', table: 'Nope' },
    false,
    /^the design has no table "Nope" \(it has "Books"\)$/
  ],
  // overwrite-shown
  [
    'an overwrite to see',
    authorOnly,
    { kind: 'overwrite-shown', table: 'Books', entity: 'Book' },
    true,
    /^in table "Books" the Book at BookTitle = .* is overwritten by the later Book from/
  ],
  [
    'nothing overwritten yet',
    library,
    { kind: 'overwrite-shown', table: 'Books' },
    false,
    /^no item in table "Books" is overwritten yet — add an item whose primary key \(BookTitle and AuthorEdition\) equals one already there/
  ],
  [
    'an overwrite of another entity',
    authorOnly,
    { kind: 'overwrite-shown', table: 'Books', entity: 'Magazine' },
    false,
    /^no Magazine item/
  ],
  // sort-key-includes
  [
    'Author#Edition',
    library,
    { kind: 'sort-key-includes', table: 'Books', entity: 'Book', placeholder: 'Edition' },
    true,
    /^Book's sort key "AuthorEdition" \(template "\$\{Author\}#\$\{Edition\}"\) is built from \$\{Author\} and \$\{Edition\}$/
  ],
  [
    'Author alone',
    authorOnly,
    { kind: 'sort-key-includes', table: 'Books', entity: 'Book', placeholder: 'Edition' },
    false,
    /^Book's sort key "Author" is the item's own Author attribute; it should include \$\{Edition\}$/
  ],
  [
    'an index sort key',
    gaming,
    {
      kind: 'sort-key-includes',
      table: 'battle-royale',
      index: 'InvertedIndex',
      entity: 'UserGameMapping',
      placeholder: 'gameId'
    },
    true,
    /"PK" \(template "GAME#\$\{gameId\}"\)/
  ],
  [
    'a constant sort key',
    keys(gaming, 'User', { SK: 'PROFILE' }),
    { kind: 'sort-key-includes', table: 'battle-royale', entity: 'User', placeholder: 'username' },
    false,
    /is a constant; it should include \$\{username\}/
  ],
  [
    'no sort key at all',
    peopleMusic,
    { kind: 'sort-key-includes', table: 'People', entity: 'Person', placeholder: 'PersonID' },
    false,
    /^table "People" has no sort key; give it one whose value for Person includes \$\{PersonID\}$/
  ],
  [
    'an entity of another table',
    peopleMusic,
    { kind: 'sort-key-includes', table: 'Music', entity: 'Person', placeholder: 'x' },
    false,
    /^table "Music" has no entity "Person"$/
  ],
  [
    'a broken template',
    keys(library, 'Book', { AuthorEdition: '${Author' }),
    { kind: 'sort-key-includes', table: 'Books', entity: 'Book', placeholder: 'Author' },
    false,
    /unclosed "\$\{" at column 1/
  ],
  // get-item-by
  [
    'a user by username',
    gaming,
    { kind: 'get-item-by', entity: 'User', attributes: ['username'] },
    true,
    /^username builds User's whole primary key — partition key "PK" \(template "USER#\$\{username\}"\) and sort key "SK" \(template "#METADATA#\$\{username\}"\)/
  ],
  [
    'a sort key from the email',
    keys(gaming, 'User', { SK: 'PROFILE#${email}' }),
    { kind: 'get-item-by', entity: 'User', attributes: ['username'] },
    false,
    /^User's sort key "SK" \(template "PROFILE#\$\{email\}"\) needs \$\{email\}, which a GetItem by username does not know/
  ],
  [
    'a mapping by both ids',
    gaming,
    { kind: 'get-item-by', entity: 'UserGameMapping', attributes: ['gameId', 'username'] },
    true,
    /^gameId and username build/
  ],
  [
    'a mapping by the game alone',
    gaming,
    { kind: 'get-item-by', entity: 'UserGameMapping', attributes: ['gameId'] },
    false,
    /needs \$\{username\}/
  ],
  [
    'books that share a key',
    authorOnly,
    { kind: 'get-item-by', entity: 'Book', attributes: ['BookTitle', 'Author'] },
    false,
    /^3 items share the primary key BookTitle = "Cloud Databases in Practice", Author = "Priya Raman", so only the last is kept/
  ],
  [
    'an item that cannot be written',
    entity(gaming, 'User', { items: [{ name: s('nobody') }] }),
    { kind: 'get-item-by', entity: 'User', attributes: ['username'] },
    false,
    /^a User item \(\$\.entities\[0\]\.items\[0\]\) cannot be written: /
  ],
  [
    'no such entity',
    gaming,
    { kind: 'get-item-by', entity: 'Nope', attributes: ['id'] },
    false,
    /^the design has no entity "Nope"$/
  ],
  // partition-key-cardinality
  [
    'users spread in the inverted index',
    gaming,
    {
      kind: 'partition-key-cardinality',
      table: 'battle-royale',
      index: 'InvertedIndex',
      entity: 'User',
      atLeast: 6
    },
    true,
    /^index "InvertedIndex" of table "battle-royale" puts its 6 User items in 6 partition key values of "SK"$/
  ],
  [
    'users crowded by a constant sort key',
    keys(gaming, 'User', { SK: '#METADATA#' }),
    {
      kind: 'partition-key-cardinality',
      table: 'battle-royale',
      index: 'InvertedIndex',
      entity: 'User',
      atLeast: 6
    },
    false,
    /puts its 6 User items in 1 partition key value of "SK"; they should spread over at least 6/
  ],
  [
    'metadata shares one node',
    todo,
    {
      kind: 'partition-key-cardinality',
      table: 'app',
      index: 'reverse',
      entity: 'TodoMetadata',
      atMost: 1
    },
    true,
    /puts its 3 TodoMetadata items in 1 partition key value/
  ],
  [
    'too many values',
    todo,
    { kind: 'partition-key-cardinality', table: 'app', atMost: 3 },
    false,
    /they should share at most 3/
  ],
  [
    'overwritten items do not count',
    authorOnly,
    { kind: 'partition-key-cardinality', table: 'Books', atLeast: 4, atMost: 4 },
    true,
    /puts its 5 items in 4 partition key values/
  ],
  // low-cardinality
  [
    'the warning shows',
    crowded,
    { kind: 'low-cardinality', table: 'T', present: false },
    false,
    /^table "T" puts 21 items in only 2 partition key values of "kind"/
  ],
  [
    'the warning is wanted',
    crowded,
    { kind: 'low-cardinality', table: 'T', present: true },
    true,
    /only 2 partition key values/
  ],
  [
    'no warning',
    gaming,
    { kind: 'low-cardinality', table: 'battle-royale', present: false },
    true,
    /^table "battle-royale" has 22 items in 10 partition key values of "PK": enough/
  ],
  [
    'no warning, wanted',
    gaming,
    { kind: 'low-cardinality', table: 'battle-royale', present: true },
    false,
    /which draws no warning/
  ],
  [
    'an entity keyed on few values, before its items show it',
    languages,
    { kind: 'low-cardinality', table: 'BooksByLanguage', present: true },
    true,
    /^entity "Book" is keyed in table "BooksByLanguage" by "\$\{Language\}", "Language" takes few values/
  ],
  // no-hot-partition
  [
    'the library keyed by language: English is hot on reads',
    languages,
    { kind: 'no-hot-partition', table: 'BooksByLanguage' },
    false,
    /^under the workload, partition key "English" of table "BooksByLanguage" needs 3,327 read units per second where one partition serves 3,000: the rest is throttled — key it on something with many values/
  ],
  [
    'the library keyed by title',
    library,
    { kind: 'no-hot-partition', table: 'Books' },
    true,
    /^under the workload every partition key value of table "Books" and its indexes fits in one partition: the hottest, "Tides of Memory" \(table "Books"\), needs 12 read and 0\.4 write units per second \(0% of a partition\)$/
  ],
  [
    'gaming under Zipf: the hottest game is hot on writes',
    zipfGaming(3000),
    { kind: 'no-hot-partition', table: 'battle-royale' },
    false,
    /^under the workload, partition key "GAME#c6f38a6a" of table "battle-royale" needs 1,586 write units per second where one partition serves 1,000/
  ],
  [
    'gaming under Zipf, its index alone: the hottest user fits',
    zipfGaming(3000),
    { kind: 'no-hot-partition', table: 'battle-royale', index: 'InvertedIndex' },
    true,
    /^under the workload every partition key value of index "InvertedIndex" of table "battle-royale" fits in one partition: .*\(85% of a partition\)$/
  ],
  [
    'gaming under more writes: the index is hot too',
    zipfGaming(4000),
    { kind: 'no-hot-partition', table: 'battle-royale', index: 'InvertedIndex' },
    false,
    /^under the workload, partition key "USER#\w+" of index "InvertedIndex" of table "battle-royale" needs 1,1\d\d write units per second/
  ],
  [
    'no such index',
    gaming,
    { kind: 'no-hot-partition', table: 'battle-royale', index: 'Nope' },
    false,
    /^table "battle-royale" has no index "Nope" \(it has "InvertedIndex"\)$/
  ],
  // index-exists
  [
    'by name',
    gaming,
    { kind: 'index-exists', table: 'battle-royale', index: 'InvertedIndex' },
    true,
    /^table "battle-royale" has index "InvertedIndex" \(partition key "SK", sort key "PK"\)$/
  ],
  [
    'by keys',
    todo,
    { kind: 'index-exists', table: 'app', partitionKey: 'sk', sortKey: 'pk' },
    true,
    /has index "reverse"/
  ],
  [
    'not by those keys',
    gaming,
    { kind: 'index-exists', table: 'battle-royale', partitionKey: 'GSI1PK' },
    false,
    /^table "battle-royale" has no secondary index with partition key "GSI1PK"; it has "InvertedIndex" \(partition key "SK", sort key "PK"\)$/
  ],
  [
    'no index yet',
    library,
    { kind: 'index-exists', table: 'Books' },
    false,
    /^table "Books" has no secondary index; it has no secondary indexes yet$/
  ],
  // inverted-index
  [
    'the gaming index',
    gaming,
    { kind: 'inverted-index', table: 'battle-royale' },
    true,
    /^index "InvertedIndex" of table "battle-royale" swaps its key: partition key "SK", sort key "PK"$/
  ],
  [
    'no inverted index',
    library,
    { kind: 'inverted-index', table: 'Books' },
    false,
    /^table "Books" has no global secondary index with partition key "AuthorEdition" and sort key "BookTitle" \(its own key, swapped\)$/
  ],
  [
    'another name',
    gaming,
    { kind: 'inverted-index', table: 'battle-royale', index: 'Other' },
    false,
    /no global secondary index "Other"/
  ],
  [
    'a simple key',
    peopleMusic,
    { kind: 'inverted-index', table: 'People' },
    false,
    /^table "People" has only a partition key \("PersonID"\)/
  ],
  // no-set-key
  [
    'scalar keys',
    library,
    { kind: 'no-set-key', table: 'Books' },
    true,
    /^every key in table "Books" is a single string, number or binary$/
  ],
  [
    'a set declared as the range key',
    setKey,
    { kind: 'no-set-key', table: 'Books' },
    false,
    /^Book: "Authors" is a key attribute of type S in table "Books"; .* — a key attribute is a single string, number or binary, never a set$/
  ],
  [
    'a set in the items only',
    setItems,
    { kind: 'no-set-key' },
    false,
    /^Book \(\$\.entities\[0\]\.items\[0\]\) has no "Authors": "Authors" is of type SS; key attributes must be S, N or B/
  ],
  [
    'a set in a template',
    setTemplate,
    { kind: 'no-set-key' },
    false,
    /^User: template "USER#\$\{tags\}" uses "tags" of type SS, which cannot be part of a key/
  ],
  ['every table', peopleMusic, { kind: 'no-set-key' }, true, /^every key in the design is/],
  // index-key
  [
    'a multi-attribute key, in order',
    tournament,
    {
      kind: 'index-key',
      table: 'TournamentMatches',
      index: 'TournamentRegionIndex',
      partitionKeys: ['tournamentId', 'region'],
      sortKeys: ['round', 'bracket', 'matchId']
    },
    true,
    /^index "TournamentRegionIndex" of table "TournamentMatches" has partition key tournamentId \+ region, sort key round \+ bracket \+ matchId$/
  ],
  [
    'the partition key alone',
    tournament,
    {
      kind: 'index-key',
      table: 'TournamentMatches',
      index: 'PlayerMatchHistoryIndex',
      partitionKeys: ['player1Id']
    },
    true,
    /has partition key player1Id, sort key matchDate \+ round$/
  ],
  [
    'still synthetic',
    synthetic,
    {
      kind: 'index-key',
      table: 'TournamentMatches',
      index: 'TournamentRegionIndex',
      partitionKeys: ['tournamentId', 'region']
    },
    false,
    /^index "TournamentRegionIndex" of table "TournamentMatches" has the partition key GSI1PK; make it tournamentId \+ region$/
  ],
  [
    'the sort attributes in another order',
    reordered,
    {
      kind: 'index-key',
      table: 'TournamentMatches',
      index: 'TournamentRegionIndex',
      partitionKeys: ['tournamentId', 'region'],
      sortKeys: ['round', 'bracket', 'matchId']
    },
    false,
    /has the sort key bracket \+ round \+ matchId \(the same attributes, in another order: the order is part of the key\); make it round \+ bracket \+ matchId$/
  ],
  [
    'no such index',
    tournament,
    {
      kind: 'index-key',
      table: 'TournamentMatches',
      index: 'BracketIndex',
      partitionKeys: ['tournamentId', 'region'],
      sortKeys: ['bracket', 'round']
    },
    false,
    /^table "TournamentMatches" has no index "BracketIndex" \(it has "TournamentRegionIndex" and "PlayerMatchHistoryIndex"\); add a GSI "BracketIndex" with partition key tournamentId \+ region and sort key bracket \+ round$/
  ],
  [
    'another sort key',
    gaming,
    {
      kind: 'index-key',
      table: 'battle-royale',
      index: 'InvertedIndex',
      partitionKeys: ['SK'],
      sortKeys: ['username']
    },
    false,
    /^index "InvertedIndex" of table "battle-royale" has the sort key PK; make it username$/
  ],
  // not-written
  [
    'converted: the synthetic strings are gone',
    tournament,
    { kind: 'not-written', table: 'TournamentMatches', attributes: ['GSI1PK', 'GSI1SK'] },
    true,
    /^no item of table "TournamentMatches" is written with "GSI1PK" or "GSI1SK"$/
  ],
  [
    'still a key attribute',
    synthetic,
    {
      kind: 'not-written',
      table: 'TournamentMatches',
      entity: 'Match',
      attributes: ['GSI1PK']
    },
    false,
    /^12 items of Match of table "TournamentMatches" are still written with "GSI1PK": it is a key attribute of index "TournamentRegionIndex", so every item in it must carry it — key it by other attributes first$/
  ],
  [
    'an item that holds the old string',
    leftover,
    { kind: 'not-written', table: 'TournamentMatches', attributes: ['GSI1SK', 'GSI1PK'] },
    false,
    /^1 item of table "TournamentMatches" is still written with "GSI1PK" — remove its key template, and the attribute from the items$/
  ]
];

describe('check kinds', () => {
  it.each(CASES)('%s', (_name, design, check, pass, reason) => {
    const kind = CHECK_KINDS.get(check.kind)!;
    const before = JSON.stringify(design);
    const result = kind.evaluate(check, { design, analysis: analyzeDesign(design) });
    expect(result.reason).toMatch(reason);
    expect(result.pass).toBe(pass);
    expect(JSON.stringify(design)).toBe(before);
  });

  it('covers every registered kind, passing and failing', () => {
    for (const kind of CHECK_KINDS.keys()) {
      const mine = CASES.filter((c) => c[2].kind === kind);
      expect(
        mine.some((c) => c[3]),
        `${kind} passes somewhere`
      ).toBe(true);
      expect(
        mine.some((c) => !c[3]),
        `${kind} fails somewhere`
      ).toBe(true);
    }
  });

  it('declares parameters that name the check fields, and a description for every case', () => {
    for (const [, , check] of CASES) {
      const kind = CHECK_KINDS.get(check.kind)!;
      const names = kind.parameters.map((p) => p.name);
      for (const field of Object.keys(check)) if (field !== 'kind') expect(names).toContain(field);
      expect(kind.describe(check).length).toBeGreaterThan(10);
    }
  });

  it('are each documented in docs/lesson-format.md, with every parameter', () => {
    const doc = readFileSync('docs/lesson-format.md', 'utf8');
    const sections = doc.split(/^### /m).slice(1);
    const documented = new Map(sections.map((t) => [/^`([^`]+)`/.exec(t)?.[1], t]));
    expect([...documented.keys()]).toEqual([...CHECK_KINDS.keys()]);
    for (const kind of CHECK_KINDS.values()) {
      const section = documented.get(kind.kind)!;
      const rows = [...section.matchAll(/^\| `(\w+)` +\| (yes|no|one of the bounds)/gm)].map(
        (m) => [m[1], m[2] === 'yes']
      );
      expect(rows).toEqual(kind.parameters.map((p) => [p.name, p.required]));
    }
  });
});
