import { describe, expect, it } from 'vitest';
import { entityKeys } from '../../../src/core/graph/entity-keys.ts';
import type { EdgeDraft } from '../../../src/core/graph/key-edges.ts';
import { SUGGESTION_SAMPLE, suggestedEdges } from '../../../src/core/graph/suggested-edges.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

const users = ['ann', 'bob', 'cy', 'dee'].map((u) => item({ username: u }));
function suggest(games: AttributeMap[], drawn: EdgeDraft[] = []) {
  const d = makeDesign(
    [makeTable()],
    [
      makeEntity('User', { PK: 'USER#${username}', SK: 'U' }, users),
      makeEntity('Game', { PK: 'GAME#${gameId}', SK: 'G' }, games)
    ]
  );
  return suggestedEdges(entityKeys(d, d.tables[0]!), drawn).map(
    (e) => `${e.source} → ${e.target} by ${e.attribute}`
  );
}
const game = (i: number, fields: Record<string, string | number>) =>
  item({ gameId: `g${i}`, ...fields });

describe('suggestedEdges', () => {
  it.each([
    ['every creator is a user', ['ann', 'bob', 'ann'], ['Game → User by creator']],
    ['four in five are users', ['ann', 'bob', 'cy', 'dee', 'zed'], ['Game → User by creator']],
    ['fewer than four in five', ['ann', 'bob', 'zed', 'zed2'], []],
    ['one user over and over: not a pattern', ['ann', 'ann', 'ann'], []],
    ['no user at all', ['x', 'y'], []]
  ])('%s', (_, creators, expected) => {
    expect(suggest(creators.map((c, i) => game(i, { creator: c })))).toEqual(expected);
  });

  it('tells numbers from strings and ignores sets, maps and lists', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('P', { PK: 'P#${id}', SK: 'P' }, [item({ id: 1 }), item({ id: 2 })]),
        makeEntity('Q', { PK: 'Q#${q}', SK: 'Q' }, [
          item({ q: 'a', s: '1', n: 1, l: { L: [{ N: '1' }] } }),
          item({ q: 'b', s: '2', n: 2, l: { SS: ['1'] } })
        ])
      ]
    );
    expect(
      suggestedEdges(entityKeys(d, d.tables[0]!), []).map(
        (e) => `${e.source}.${e.attribute} → ${e.target}`
      )
    ).toEqual(['Q.n → P']);
  });

  it('points at no entity when the values are the ids of several alike', () => {
    const ids = [1, 2, 3];
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity(
          'User',
          { PK: 'USER#${id}', SK: 'U' },
          ids.map((id) => item({ id }))
        ),
        makeEntity(
          'Order',
          { PK: 'ORDER#${id}', SK: 'O' },
          ids.map((id) => item({ id }))
        ),
        makeEntity(
          'Note',
          { PK: 'NOTE#${n}', SK: 'N' },
          ids.map((id) => item({ n: `n${id}`, ref: id }))
        )
      ]
    );
    expect(suggestedEdges(entityKeys(d, d.tables[0]!), [])).toEqual([]);
    // Ids 1–4 fit Order4 better than 1–3 fit User or Order.
    const more = makeDesign(
      [...d.tables],
      [
        d.entities[0]!,
        d.entities[1]!,
        makeEntity(
          'Note',
          { PK: 'NOTE#${n}', SK: 'N' },
          [...ids, 4].map((id) => item({ n: `n${id}`, ref: id }))
        ),
        makeEntity(
          'Order4',
          { PK: 'O4#${id}', SK: 'O' },
          [1, 2, 3, 4].map((id) => item({ id }))
        )
      ]
    );
    expect(
      suggestedEdges(entityKeys(more, more.tables[0]!), []).map((e) => `${e.source} → ${e.target}`)
    ).toEqual(['Note → Order4']);
  });

  it('does not repeat a link the key templates draw, nor an entity’s own id', () => {
    const drawn = { source: 'Game', target: 'User', fields: ['creator'] } as unknown as EdgeDraft;
    expect(suggest([game(0, { creator: 'ann' }), game(1, { creator: 'bob' })], [drawn])).toEqual(
      []
    );
    expect(suggest([game(0, { gameId: 'g0' })])).toEqual([]);
  });

  it(`reads each source entity's first ${SUGGESTION_SAMPLE} items`, () => {
    const many = Array.from({ length: SUGGESTION_SAMPLE + 500 }, (_, i) =>
      game(i, { creator: i < SUGGESTION_SAMPLE ? 'zed' : ['ann', 'bob'][i % 2]! })
    );
    expect(suggest(many)).toEqual([]);
  });
});
