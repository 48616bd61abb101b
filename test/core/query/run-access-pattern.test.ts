import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { example } from '../../helpers/example.ts';

describe('runAccessPattern', () => {
  it.each(['gaming', 'library', 'library-author-only', 'todo-graph', 'people-music'])(
    'every pattern of the %s example is one working Query',
    (name) => {
      const design = example(name);
      const analysis = analyzeDesign(design);
      for (const p of design.accessPatterns) {
        const run = runAccessPattern(analysis, p);
        expect({ name: p.name, op: run.operation, problem: run.problem }).toEqual({
          name: p.name,
          op: 'query',
          problem: ''
        });
        expect(run.count).toBeGreaterThan(0);
        expect(run.capacityUnits).toBeGreaterThan(0);
      }
    }
  );

  it('queries the index a pattern names and returns items in sort key order', () => {
    const gaming = example('gaming');
    const pattern = gaming.accessPatterns.find((p) => p.index === 'InvertedIndex')!;
    const run = runAccessPattern(analyzeDesign(gaming), pattern);
    expect(run.view).toBe(1);
    const sks = run.entries.map((e) => ('S' in e.sk! ? e.sk.S : ''));
    expect(sks).toEqual([...sks].sort());
  });

  it('turns broken when a template edit stops it returning its entities', () => {
    const gaming = example('gaming');
    const broken = editDesign(gaming, {
      kind: 'set-key-template',
      entity: 2,
      attribute: 'SK',
      template: 'PLAYER#${username}'
    });
    const pattern = gaming.accessPatterns.find((p) => p.name === 'Find all users in a game')!;
    const run = runAccessPattern(analyzeDesign(broken), pattern);
    expect(run.ok).toBe(false);
    expect(run.problem).toBe('it returns no items');
  });

  it('needs a Scan when the partition key cannot be rendered or the index does not exist', () => {
    const gaming = example('gaming');
    const analysis = analyzeDesign(gaming);
    const p = gaming.accessPatterns[0]!;
    const missing = runAccessPattern(analysis, { ...p, parameters: {} });
    expect(missing.operation).toBe('scan');
    expect(missing.problem).toMatch(/needs parameter "username"/);
    const unclosed = runAccessPattern(analysis, { ...p, partitionKey: 'USER#${username' });
    expect(unclosed.operation).toBe('scan');
    expect(runAccessPattern(analysis, { ...p, index: 'Nope' }).operation).toBe('scan');
  });
});
