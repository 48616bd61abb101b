import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/model/finding.ts';
import { JUMP_LIMIT, jumpTargets } from '../../../src/core/navigation/jump-targets.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const findings: Finding[] = [
  {
    severity: 'error',
    code: 'key.collision',
    message: 'Book is overwritten',
    path: '$.entities[0].items[3]'
  },
  {
    severity: 'warning',
    code: 'template.overlap',
    message: 'User and Game overlap',
    path: '$.entities[1].keys'
  }
];

describe('jumpTargets', () => {
  it.each([
    // query, the labels expected in order
    [
      '',
      [
        'User',
        'Game',
        'UserGameMapping',
        ...gaming.accessPatterns.map((p) => p.name),
        'Book is overwritten',
        'User and Game overlap'
      ]
    ],
    [
      'user',
      [
        'User',
        'UserGameMapping',
        'Get user profile',
        'Find all users in a game',
        'Find all games a user has played',
        'user',
        'User and Game overlap'
      ]
    ],
    ['GAME#c6f3', ['GAME#c6f3']],
    ['overwritten', ['overwritten', 'Book is overwritten']],
    // A pattern matches by its description too, after the name matches.
    ['mapping', ['UserGameMapping', 'Find all games a user has played', 'mapping']]
  ])('%j lists %j', (query, labels) => {
    expect(jumpTargets(gaming, findings, query).map((t) => t.label)).toEqual(labels);
  });

  it('ranks a match at the start first, then at a word start, then inside; ignores case', () => {
    const labels = jumpTargets(gaming, [], 'GAME').map((t) => `${t.kind}:${t.label}`);
    expect(labels.slice(0, 3)).toEqual([
      'entity:Game',
      'entity:UserGameMapping',
      'pattern:Get game metadata'
    ]);
  });

  it('offers the partition jump with the query as typed (trimmed), never for an empty query', () => {
    const jump = jumpTargets(gaming, [], '  USER#johnny ').find((t) => t.kind === 'partition');
    expect(jump).toMatchObject({ kind: 'partition', text: 'USER#johnny' });
    expect(jumpTargets(gaming, [], '   ').some((t) => t.kind === 'partition')).toBe(false);
    const noTables = { ...gaming, tables: [] };
    expect(jumpTargets(noTables, [], 'x').some((t) => t.kind === 'partition')).toBe(false);
  });

  it('points at the right entity, pattern and finding by index', () => {
    const t = jumpTargets(gaming, findings, 'overlap');
    expect(t).toEqual([
      { kind: 'partition', text: 'overlap', label: 'overlap', detail: expect.any(String) },
      {
        kind: 'finding',
        index: 1,
        label: 'User and Game overlap',
        detail: 'warning template.overlap at $.entities[1].keys'
      }
    ]);
    const entity = jumpTargets(gaming, [], 'UserGame')[0]!;
    expect(entity).toMatchObject({ kind: 'entity', index: 2 });
  });

  it('matches the detail when the label does not (an entity by its table), after label matches', () => {
    const t = jumpTargets(gaming, [], 'battle-royale');
    expect(t.filter((x) => x.kind === 'entity').map((x) => x.label)).toEqual([
      'User',
      'Game',
      'UserGameMapping'
    ]);
  });

  it('never lists more than JUMP_LIMIT of a kind, never mutates its input, and every target matches', () => {
    const many = {
      ...gaming,
      entities: Array.from({ length: 30 }, (_, i) => ({ ...gaming.entities[0]!, name: `E${i}` }))
    };
    const frozen = JSON.stringify(many);
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (query) => {
        const out = jumpTargets(many, findings, query);
        for (const kind of ['entity', 'pattern', 'finding', 'partition'])
          expect(out.filter((t) => t.kind === kind).length).toBeLessThanOrEqual(JUMP_LIMIT);
        const q = query.trim().toLowerCase();
        for (const t of out)
          if (t.kind !== 'partition')
            expect(`${t.label}\u0000${t.detail}`.toLowerCase().includes(q)).toBe(true);
      }),
      { seed: 9, numRuns: 200 }
    );
    expect(JSON.stringify(many)).toBe(frozen);
  });
});
