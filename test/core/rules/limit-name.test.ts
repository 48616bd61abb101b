import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { checkName, MAX_NAME_CHARS } from '../../../src/core/rules/check-name.ts';
import { limitName } from '../../../src/core/rules/limit-name.ts';

describe('limitName', () => {
  it('keeps names up to the limit whole and cuts longer ones to it', () => {
    expect(limitName('User')).toBe('User');
    expect(limitName('u'.repeat(MAX_NAME_CHARS))).toBe('u'.repeat(MAX_NAME_CHARS));
    const cut = limitName('u'.repeat(1_000_000));
    expect(cut).toHaveLength(MAX_NAME_CHARS);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('long names (issue 8, item 13)', () => {
  it('are refused when typed, with the limit', () => {
    for (const kind of ['design', 'entity', 'access pattern'] as const)
      expect(checkName(kind, 'x'.repeat(MAX_NAME_CHARS + 1), [])).toMatch(
        /is 256 characters; Keyscope takes names of at most 255$/
      );
    expect(checkName('entity', 'x'.repeat(MAX_NAME_CHARS), [])).toBeNull();
  });

  it('are cut when loaded, each reported, and references still match', () => {
    const long = 'E'.repeat(1_000_000);
    const r = loadDesign({
      format: 'keyscope.design',
      version: 1,
      name: 'D'.repeat(300),
      tables: [{ name: 'main', partitionKey: { name: 'PK', type: 'S' } }],
      entities: [
        {
          name: long,
          table: 'main',
          attributes: [],
          keys: { PK: 'X#${id}' },
          items: [{ id: { S: 'a' } }]
        }
      ],
      accessPatterns: [
        {
          name: 'P'.repeat(400),
          table: 'main',
          index: null,
          partitionKey: 'X#${id}',
          parameters: { id: 'a' },
          expectedEntities: [long]
        }
      ]
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.design.name).toHaveLength(MAX_NAME_CHARS);
    expect(r.design.entities[0]!.name).toHaveLength(MAX_NAME_CHARS);
    expect(r.design.accessPatterns[0]!.name).toHaveLength(MAX_NAME_CHARS);
    expect(
      r.findings
        .filter((f) => f.code === 'name.invalid')
        .map((f) => f.path)
        .sort()
    ).toEqual(['$.accessPatterns[0].name', '$.entities[0].name', '$.name']);
    const run = runAccessPattern(analyzeDesign(r.design), r.design.accessPatterns[0]!);
    expect(run.ok).toBe(true);
  });
});
