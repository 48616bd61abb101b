import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { entityGraph } from '../../../src/core/graph/entity-graph.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { gsi, item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';
import { analysed, edgeLine } from './graph-fixtures.ts';

const graphOf = (design: Design) => entityGraph(design, analyzeDesign(design));

describe('entityGraph on the example designs', () => {
  it.each([
    {
      file: 'gaming',
      nodes: [
        ['User', 6, ['username']],
        ['Game', 4, ['gameId']],
        ['UserGameMapping', 12, ['gameId', 'username']]
      ],
      edges: [
        'UserGameMapping shares-collection Game via table.PK (templates and data) serves Find all users in a game',
        'UserGameMapping joined-by-index User via InvertedIndex.SK (templates) serves Find all games a user has played',
        'UserGameMapping refers-to User via table.SK (templates) serves Find all users in a game',
        'Game suggested User via table.creator (data)'
      ]
    },
    {
      file: 'todo-graph',
      nodes: [
        ['UserMetadata', 2, ['userId']],
        ['TodoMetadata', 3, ['todoId']],
        ['UserTodo', 3, ['userId', 'todoId']],
        ['PostMetadata', 3, ['postId']],
        ['UserPost', 3, ['userId', 'postId']],
        ['PostTag', 6, ['postId', 'tagId']],
        ['TagMetadata', 4, ['tagId']]
      ],
      edges: [
        "UserTodo shares-collection UserMetadata via table.pk (templates and data) serves A user's to-dos",
        "UserPost shares-collection UserMetadata via table.pk (templates and data) serves A user's posts",
        "PostTag shares-collection PostMetadata via table.pk (templates and data) serves A post's tags",
        'TodoMetadata shares-collection UserMetadata via reverse.sk (templates and data)',
        'PostMetadata shares-collection UserMetadata via reverse.sk (templates and data)',
        'TagMetadata shares-collection UserMetadata via reverse.sk (templates and data)',
        'UserTodo joined-by-index TodoMetadata via reverse.sk (templates) serves Who created a to-do',
        'UserPost joined-by-index PostMetadata via reverse.sk (templates)',
        'PostTag joined-by-index TagMetadata via reverse.sk (templates) serves All posts with a tag',
        "UserTodo refers-to TodoMetadata via table.sk (templates) serves A user's to-dos",
        "UserPost refers-to PostMetadata via table.sk (templates) serves A user's posts",
        "PostTag refers-to TagMetadata via table.sk (templates) serves A post's tags"
      ]
    },
    {
      file: 'library',
      nodes: [['Book', 8, ['BookTitle', 'Author', 'Edition']]],
      edges: []
    },
    {
      // Three of the eight books are overwritten: the node counts what the table holds.
      file: 'library-author-only',
      nodes: [['Book', 5, ['BookTitle', 'Author']]],
      edges: []
    },
    {
      file: 'people-music',
      nodes: [
        ['Person', 4, ['PersonID']],
        ['Song', 8, ['Artist', 'SongTitle']]
      ],
      edges: []
    }
  ])('$file', ({ file, nodes, edges }) => {
    const { design, analysis } = analysed(file);
    const g = entityGraph(design, analysis);
    expect(g.nodes.map((n) => [n.id, n.itemCount, n.identity])).toEqual(nodes);
    expect(g.nodes.every((n) => n.weight === n.itemCount && n.label === n.id)).toBe(true);
    expect(g.edges.map(edgeLine)).toEqual(edges);
    expect(new Set(g.edges.map((e) => e.id)).size).toBe(g.edges.length);
    expect(g.edges.filter((e) => e.dashed).map((e) => e.kind)).toEqual(
      g.edges.filter((e) => e.kind === 'suggested').map((e) => e.kind)
    );
  });

  it('names the key, the template and the linking attributes of each gaming edge', () => {
    const { design, analysis } = analysed('gaming');
    const byKind = new Map(entityGraph(design, analysis).edges.map((e) => [e.kind, e]));
    expect(byKind.get('shares-collection')).toMatchObject({
      template: 'GAME#${gameId}',
      fields: ['gameId'],
      title:
        'UserGameMapping items live in Game\'s item collections of table "battle-royale": both put "GAME#${gameId}" in PK'
    });
    expect(byKind.get('refers-to')).toMatchObject({
      template: 'USER#${username}',
      fields: ['username'],
      title: 'UserGameMapping\'s SK "USER#${username}" names a User by username'
    });
    expect(byKind.get('joined-by-index')).toMatchObject({
      index: 'InvertedIndex',
      template: 'USER#${username}'
    });
    expect(byKind.get('suggested')).toMatchObject({ fields: ['creator'], dashed: true });
  });
});

describe('entityGraph follows template edits', () => {
  const gaming = () => analysed('gaming').design;
  const withKeys = (d: Design, entity: string, keys: Record<string, string>): Design => ({
    ...d,
    entities: d.entities.map((e) =>
      e.name === entity ? { ...e, keys: { ...e.keys, ...keys } } : e
    )
  });

  it('drops the reference to User when the sort key stops embedding username', () => {
    const before = graphOf(gaming()).edges.map(edgeLine);
    expect(before.some((l) => l.startsWith('UserGameMapping refers-to User'))).toBe(true);
    const after = graphOf(withKeys(gaming(), 'UserGameMapping', { SK: 'JOINED#${joinedAt}' }));
    expect(after.edges.map(edgeLine)).toEqual([
      'UserGameMapping shares-collection Game via table.PK (templates and data) serves Find all users in a game',
      // No key names the user any more; the data still shows the link, as a suggestion.
      'Game suggested User via table.creator (data)',
      'UserGameMapping suggested User via table.username (data)'
    ]);
  });

  it('drops the shared collection when the partition key prefix changes, keeping the reference to Game', () => {
    const g = graphOf(withKeys(gaming(), 'UserGameMapping', { PK: 'MATCH#${gameId}' }));
    const lines = g.edges.map(edgeLine);
    expect(lines.some((l) => l.includes('shares-collection'))).toBe(false);
    // MATCH# and GAME# disagree, so the key does not name a Game either: only the data does.
    expect(lines).toContain('UserGameMapping suggested Game via table.gameId (data)');
  });
});

describe('entityGraph evidence', () => {
  const table = makeTable();
  it('sees a shared collection in the data when the templates name the placeholder differently', () => {
    const d = makeDesign(
      [table],
      [
        makeEntity('Game', { PK: 'GAME#${gameId}', SK: 'META' }, [item({ gameId: 'g1' })]),
        makeEntity('Move', { PK: 'GAME#${game}', SK: 'MOVE#${n}' }, [item({ game: 'g1', n: 1 })])
      ]
    );
    // The shared collection already draws the link `game` makes: no suggestion repeats it.
    expect(graphOf(d).edges.map(edgeLine)).toEqual([
      'Move shares-collection Game via table.PK (data)'
    ]);
  });

  it('sees it from the templates alone when there are no items', () => {
    const d = makeDesign(
      [table],
      [
        makeEntity('Game', { PK: 'GAME#${gameId}', SK: 'META' }, []),
        makeEntity('Move', { PK: 'GAME#${gameId}', SK: 'MOVE#${n}' }, [])
      ]
    );
    expect(graphOf(d).edges.map(edgeLine)).toEqual([
      'Move shares-collection Game via table.PK (templates)'
    ]);
  });

  it('does not take two different prefixes around one placeholder name for a reference', () => {
    const d = makeDesign(
      [table],
      [
        makeEntity('Customer', { PK: 'CUSTOMER#${id}', SK: 'A' }, []),
        makeEntity('Order', { PK: 'ORDER#${id}', SK: 'B' }, [])
      ]
    );
    expect(graphOf(d).edges).toEqual([]);
  });

  it('joins through a GSI on another attribute and names the most specific entity', () => {
    const t = makeTable({ gsis: [gsi('GSI1', ['GSI1PK', 'S'], ['GSI1SK', 'S'])] });
    const d = makeDesign(
      [t],
      [
        makeEntity('Org', { PK: 'ORG#${org}', SK: 'ORG' }, []),
        makeEntity('User', { PK: 'USER#${user}', SK: 'USER' }, []),
        makeEntity(
          'Member',
          { PK: 'ORG#${org}', SK: 'USER#${user}', GSI1PK: 'USER#${user}', GSI1SK: 'ORG#${org}' },
          []
        ),
        makeEntity('Grant', { PK: 'GRANT#${g}', SK: 'ORG#${org}#USER#${user}' }, [])
      ]
    );
    expect(graphOf(d).edges.map(edgeLine)).toEqual([
      'Member shares-collection Org via table.PK (templates)',
      'Member joined-by-index User via GSI1.GSI1PK (templates)',
      'Member refers-to User via table.SK (templates)',
      // Grant's sort key embeds a whole Member identity: a Member, not an Org and a User.
      'Grant refers-to Member via table.SK (templates)',
      'Member refers-to Org via GSI1.GSI1SK (templates)'
    ]);
  });
});

describe('entityGraph with hostile input', () => {
  it('keeps names as data: ids, labels and titles hold them as given', () => {
    const evil = '<script>alert("x")</script>&';
    // Null-prototype items, as the loader makes them: `__proto__` is just an attribute name.
    const own = (fields: Record<string, string>) => {
      const out = Object.create(null) as Record<string, { S: string }>;
      for (const [k, v] of Object.entries(fields)) out[k] = { S: v };
      return out;
    };
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity(evil, { PK: 'E#${__proto__}', SK: 'META' }, [own({ ['__proto__']: 'a' })]),
        makeEntity('constructor', { PK: 'E#${__proto__}', SK: 'C#${c}' }, [
          own({ ['__proto__']: 'a', c: 'x' })
        ])
      ]
    );
    const g = graphOf(d);
    expect(g.nodes.map((n) => n.id)).toEqual([evil, 'constructor']);
    expect(g.edges.map(edgeLine)).toEqual([
      `constructor shares-collection ${evil} via table.PK (templates and data)`
    ]);
  });

  it('draws an entity of a missing table, and one with a broken template, without guessing edges', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('User', { PK: 'USER#${username}', SK: 'U' }, [item({ username: 'a' })]),
        makeEntity(
          'Lost',
          { PK: 'USER#${username}', SK: 'L' },
          [item({ username: 'a' })],
          'nowhere'
        ),
        makeEntity('Broken', { PK: 'USER#${username', SK: 'B#${username}' }, [
          item({ username: 'a' })
        ])
      ]
    );
    const g = graphOf(d);
    expect(g.nodes.map((n) => [n.id, n.table, n.itemCount, n.identity])).toEqual([
      ['User', 'tbl', 1, ['username']],
      ['Lost', 'nowhere', 0, []],
      // Its items are refused (no PK), so the table holds none of them.
      ['Broken', 'tbl', 0, ['username']]
    ]);
    // Broken's partition key is left out, not guessed at; its B# sort key names no User.
    expect(g.edges).toEqual([]);
  });

  it('does not modify the design or the analysis', () => {
    const { design, analysis } = analysed('gaming');
    const frozen = structuredClone(design);
    entityGraph(design, analysis);
    expect(design).toEqual(frozen);
  });
});
