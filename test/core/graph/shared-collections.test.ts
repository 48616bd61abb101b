import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { entityKeys } from '../../../src/core/graph/entity-keys.ts';
import { entityPositions } from '../../../src/core/graph/entity-positions.ts';
import { sharedCollections } from '../../../src/core/graph/shared-collections.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';
import { analysed } from './graph-fixtures.ts';

function shared(design: Design, view = 0) {
  const analysis = analyzeDesign(design);
  const keys = entityKeys(design, design.tables[0]!);
  const ta = analysis.tables[0]!;
  const at = entityPositions(
    ta.resolved,
    keys.map((k) => k.entity.name)
  );
  return sharedCollections(ta.views[view]!, keys, at).map(
    (p) =>
      `${keys[p.a]!.entity.name}+${keys[p.b]!.entity.name}${p.templates ? ' templates' : ''}${p.data ? ' data' : ''}`
  );
}

describe('sharedCollections', () => {
  it.each([
    ['gaming', 0, ['Game+UserGameMapping templates data']],
    ['gaming', 1, []],
    [
      'todo-graph',
      1,
      [
        'UserMetadata+TodoMetadata templates data',
        'UserMetadata+PostMetadata templates data',
        'UserMetadata+TagMetadata templates data',
        'TodoMetadata+PostMetadata templates data',
        'TodoMetadata+TagMetadata templates data',
        'PostMetadata+TagMetadata templates data'
      ]
    ]
  ])('%s view %i', (file, view, expected) => {
    expect(shared(analysed(file).design, view)).toEqual(expected);
  });

  it('does not count an overwritten item as in the collection', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('A', { PK: 'K#${k}', SK: 'S' }, [item({ k: '1' })]),
        makeEntity('B', { PK: 'K#${j}', SK: 'S' }, [item({ j: '1' })])
      ]
    );
    // B's item has A's primary key and replaces it: no collection holds both.
    expect(shared(d)).toEqual([]);
  });

  it('says nothing alike of two entities that take the key from their own items', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('A', {}, [item({ PK: 'a', SK: '1' })]),
        makeEntity('B', {}, [item({ PK: 'b', SK: '1' })])
      ]
    );
    expect(shared(d)).toEqual([]);
  });
});
