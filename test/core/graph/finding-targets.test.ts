import { describe, expect, it } from 'vitest';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { patternFindings } from '../../../src/core/query/pattern-findings.ts';
import { findingTargets } from '../../../src/core/graph/finding-targets.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';
import { analysed } from './graph-fixtures.ts';

describe('findingTargets', () => {
  it('points a collision at every item written to that key', () => {
    const { design, analysis } = analysed('library-author-only');
    const f = analysis.findings.find(
      (x) => x.code === 'key.collision' && x.path === '$.entities[0].items[0]'
    )!;
    expect(findingTargets(f, design, analysis)).toEqual({
      entities: ['Book'],
      items: [
        { table: 0, order: 0 },
        { table: 0, order: 1 }
      ]
    });
  });

  it('points a refused item at itself', () => {
    const d = makeDesign(
      [makeTable()],
      [makeEntity('E', { PK: 'E#${id}', SK: 'X' }, [item({ id: '1' }), item({})])]
    );
    const analysis = analyzeDesign(d);
    const f = analysis.findings.find((x) => x.code === 'key.missing')!;
    expect(findingTargets(f, d, analysis)).toEqual({
      entities: ['E'],
      items: [{ table: 0, order: 1 }]
    });
  });

  it('points a template overlap at both entities, and a syntax error at its entity', () => {
    const d: Design = makeDesign(
      [makeTable()],
      [
        makeEntity('A', { PK: 'USER#${id}', SK: 'X' }, []),
        makeEntity('Other', { PK: 'OTHER#${id}', SK: 'X' }, []),
        makeEntity('B', { PK: 'USER#${name}', SK: 'X' }, []),
        makeEntity('Broken', { PK: 'B#${id', SK: 'X' }, [])
      ]
    );
    const analysis = analyzeDesign(d);
    const overlap = analysis.findings.find((x) => x.code === 'template.overlap')!;
    expect(findingTargets(overlap, d, analysis)).toEqual({ entities: ['B', 'A'], items: [] });
    const syntax = analysis.findings.find((x) => x.code === 'template.syntax')!;
    expect(findingTargets(syntax, d, analysis)).toEqual({ entities: ['Broken'], items: [] });
  });

  it('points a broken access pattern at its expected entities and what it returns', () => {
    const { design } = analysed('gaming');
    const broken: Design = {
      ...design,
      accessPatterns: [{ ...design.accessPatterns[2]!, expectedEntities: ['User'] }]
    };
    const analysis = analyzeDesign(broken);
    const [f] = patternFindings(broken, analysis).findings;
    const t = findingTargets(f!, broken, analysis);
    expect(t.entities).toEqual(['User', 'UserGameMapping']);
    expect(t.items.map((i) => i.order)).toEqual([11, 12, 13, 10]);
    // The runs the caller already has are read instead of running the pattern again.
    const runs = broken.accessPatterns.map((p) => runAccessPattern(analysis, p));
    expect(findingTargets(f!, broken, analysis, runs)).toEqual(t);
  });

  it('points a finding about the whole design at nothing', () => {
    const { design, analysis } = analysed('gaming');
    expect(
      findingTargets(
        { severity: 'warning', code: 'partition.low-cardinality', message: '', path: '$' },
        design,
        analysis
      )
    ).toEqual({ entities: [], items: [] });
  });
});
