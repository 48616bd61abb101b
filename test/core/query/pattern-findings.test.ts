import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { patternFindings } from '../../../src/core/query/pattern-findings.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { Design } from '../../../src/core/model/design.ts';

function gaming(): Design {
  const loaded = loadDesignText(readFileSync('public/examples/gaming.json', 'utf8'));
  if (!loaded.ok) throw new Error('gaming.json does not load');
  return loaded.design;
}

function withMappingSortKey(design: Design, template: string): Design {
  return {
    ...design,
    entities: design.entities.map((e) =>
      e.name === 'UserGameMapping' ? { ...e, keys: { ...e.keys, SK: template } } : e
    )
  };
}

describe('patternFindings', () => {
  it('runs every gaming access pattern as one Query that returns its expected entities', () => {
    const design = gaming();
    const { reports, findings } = patternFindings(design, analyzeDesign(design));
    expect(findings).toEqual([]);
    expect(reports.map((r) => [r.name, r.operation, r.ok])).toEqual(
      design.accessPatterns.map((p) => [p.name, 'query', true])
    );
    const players = reports.find((r) => r.name === 'Find all users in a game')!;
    expect(players.entities).toEqual(['UserGameMapping']);
    expect(players.count).toBeGreaterThan(1);
  });

  it('warns when a template edit stops a pattern returning its entities', () => {
    const design = withMappingSortKey(gaming(), 'PLAYER#${username}');
    const { findings } = patternFindings(design, analyzeDesign(design));
    const codes = findings.map((f) => [f.code, f.path]);
    const i = design.accessPatterns.findIndex((p) => p.name === 'Find all users in a game');
    expect(codes).toContainEqual(['pattern.unexpected-result', `$.accessPatterns[${i}]`]);
    expect(findings.every((f) => f.severity === 'warning')).toBe(true);
  });

  it('says a pattern on an index the table does not have needs a Scan', () => {
    const base = gaming();
    const design: Design = {
      ...base,
      accessPatterns: [{ ...base.accessPatterns[0]!, name: 'lost', index: 'NoSuchIndex' }]
    };
    const { reports, findings } = patternFindings(design, analyzeDesign(design));
    expect(reports[0]!.operation).toBe('scan');
    expect(findings[0]).toMatchObject({ code: 'pattern.needs-scan', path: '$.accessPatterns[0]' });
    expect(findings[0]!.message).toContain('"lost"');
  });

  it('reads runs it is given instead of running the patterns again, with the same result', () => {
    const design = withMappingSortKey(gaming(), 'PLAYER#${username}');
    const analysis = analyzeDesign(design);
    const runs = design.accessPatterns.map((p) => runAccessPattern(analysis, p));
    expect(patternFindings(design, analysis, runs)).toEqual(patternFindings(design, analysis));
    expect(patternFindings(design, analysis).findings.length).toBeGreaterThan(0);
    // They are read, not recomputed: runs said to be fine are reported fine.
    const told = runs.map((r) => ({ ...r, ok: true, problem: '' }));
    expect(patternFindings(design, analysis, told).findings).toEqual([]);
  });
});
