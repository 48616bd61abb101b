import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign, type DesignEdit } from '../../../src/core/edits/edit-design.ts';
import { sameAnalysisInputs } from '../../../src/core/session/same-analysis-inputs.ts';
import { example } from '../../helpers/example.ts';

describe('sameAnalysisInputs', () => {
  const gaming = example('gaming');
  const pattern = gaming.accessPatterns[0]!;

  it.each<[string, DesignEdit, boolean]>([
    ['renaming the design', { kind: 'rename-design', name: 'Arcade' }, true],
    [
      'editing an access pattern',
      { kind: 'set-pattern', index: 0, pattern: { ...pattern, partitionKey: 'USER#x' } },
      true
    ],
    ['deleting an access pattern', { kind: 'delete-pattern', index: 0 }, true],
    [
      'editing a key template',
      { kind: 'set-key-template', entity: 2, attribute: 'PK', template: 'GAME#${gameId}x' },
      false
    ],
    ['renaming an entity', { kind: 'rename-entity', entity: 0, name: 'Player' }, false],
    [
      'deleting an item',
      { kind: 'delete-item', owner: { kind: 'entity', index: 0 }, index: 0 },
      false
    ]
  ])('%s: %s', (_, edit, same) => {
    const next = editDesign(gaming, edit);
    expect(sameAnalysisInputs(gaming, next)).toBe(same);
    // Whenever it says same, the analysis is indeed the same.
    if (same) expect(analyzeDesign(next)).toEqual(analyzeDesign(gaming));
  });

  it('compares tables and entities element by element', () => {
    const copy = { ...gaming, tables: [...gaming.tables], entities: [...gaming.entities] };
    expect(sameAnalysisInputs(gaming, copy)).toBe(true);
    const other = { ...gaming, tables: gaming.tables.map((t) => ({ ...t })) };
    expect(sameAnalysisInputs(gaming, other)).toBe(false);
    expect(sameAnalysisInputs(gaming, { ...gaming, entities: gaming.entities.slice(1) })).toBe(
      false
    );
  });

  it('does not modify its arguments', () => {
    const before = JSON.stringify(gaming);
    sameAnalysisInputs(gaming, editDesign(gaming, { kind: 'rename-design', name: 'x' }));
    expect(JSON.stringify(gaming)).toBe(before);
  });
});
