import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { entityKeys } from '../../../src/core/graph/entity-keys.ts';
import { entityPositions } from '../../../src/core/graph/entity-positions.ts';
import { keyEdges } from '../../../src/core/graph/key-edges.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { gsi, lsi, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

function edges(design: Design): string[] {
  const analysis = analyzeDesign(design);
  const keys = entityKeys(design, design.tables[0]!);
  const ta = analysis.tables[0]!;
  const at = entityPositions(
    ta.resolved,
    keys.map((k) => k.entity.name)
  );
  return keyEdges(ta, keys, keys, at).map(
    (e) => `${e.source} ${e.kind} ${e.target} via ${e.index ?? 'table'}.${e.attribute}`
  );
}

describe('keyEdges', () => {
  it('draws a group of sharers as a star on the collection’s owner', () => {
    const d = makeDesign(
      [makeTable()],
      ['A', 'B', 'C']
        .map((n) => makeEntity(n, { PK: 'USER#${u}', SK: `${n}#\${x}` }, []))
        .concat(makeEntity('User', { PK: 'USER#${u}', SK: 'PROFILE' }, []))
    );
    expect(edges(d)).toEqual([
      'A shares-collection User via table.PK',
      'B shares-collection User via table.PK',
      'C shares-collection User via table.PK'
    ]);
  });

  it('draws sharers without an owner as a star on the earliest, and says neither identifies it', () => {
    const d = makeDesign(
      [makeTable()],
      ['A', 'B', 'C'].map((n) => makeEntity(n, { PK: 'ALL', SK: `${n}#\${x}` }, []))
    );
    expect(edges(d)).toEqual([
      'B shares-collection A via table.PK',
      'C shares-collection A via table.PK'
    ]);
  });

  it('reads an LSI and a GSI on the table’s own partition key as the table’s collections', () => {
    const t = makeTable({
      lsis: [lsi('L', ['LSK', 'S'])],
      gsis: [gsi('G', ['PK', 'S'], ['GSK', 'S'])]
    });
    const d = makeDesign(
      [t],
      [
        makeEntity('Game', { PK: 'GAME#${g}', SK: 'G' }, []),
        makeEntity('Move', { PK: 'GAME#${g}', SK: 'M#${m}', LSK: 'T#${t}', GSK: 'P#${p}' }, [])
      ]
    );
    expect(edges(d)).toEqual(['Move shares-collection Game via table.PK']);
  });

  it('does not call an index that identifies one item a join', () => {
    const t = makeTable({ gsis: [gsi('byBoth', ['G1', 'S'])] });
    const d = makeDesign(
      [t],
      [
        makeEntity('User', { PK: 'USER#${u}', SK: 'U' }, []),
        makeEntity('Game', { PK: 'GAME#${g}', SK: 'G' }, []),
        makeEntity('Play', { PK: 'GAME#${g}', SK: 'USER#${u}', G1: 'USER#${u}#GAME#${g}' }, [])
      ]
    );
    expect(edges(d)).toEqual([
      'Play shares-collection Game via table.PK',
      'Play refers-to User via table.SK',
      'Play refers-to User via byBoth.G1',
      'Play refers-to Game via byBoth.G1'
    ]);
  });
});
