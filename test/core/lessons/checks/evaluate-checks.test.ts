import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../../src/core/analysis/analyze-design.ts';
import { evaluateChecks } from '../../../../src/core/lessons/checks/evaluate-checks.ts';
import type { LessonCheck } from '../../../../src/core/lessons/checks/check-registry.ts';
import { example } from '../../../helpers/example.ts';

const library = example('library');

describe('evaluateChecks', () => {
  it('evaluates every check on one design, with what each asks and why it passes or not', () => {
    const out = evaluateChecks(
      [
        { kind: 'no-collisions', table: 'Books' },
        { kind: 'inverted-index', table: 'Books' }
      ],
      library
    );
    expect(out.map((o) => [o.description, o.pass])).toEqual([
      ['no two items in table "Books" share a primary key', true],
      ['table "Books" has an inverted index: a GSI with its partition and sort keys swapped', false]
    ]);
  });

  it('uses the analysis it is given', () => {
    const analysis = analyzeDesign(example('library-author-only'));
    const [o] = evaluateChecks([{ kind: 'no-collisions', table: 'Books' }], library, analysis);
    expect(o!.pass).toBe(false);
  });

  it('fails, never throws, for a check it cannot run', () => {
    const odd = [{ kind: 'no-heat', table: 'Books' } as unknown as LessonCheck];
    expect(evaluateChecks(odd, library)[0]).toMatchObject({
      pass: false,
      reason: 'a check of unknown kind "no-heat"'
    });
    const broken = [
      { kind: 'get-item-by', entity: 'Book', attributes: null } as unknown as LessonCheck
    ];
    expect(evaluateChecks(broken, library)[0]).toMatchObject({
      pass: false,
      reason: expect.stringMatching(/^this check could not run on the design: /)
    });
  });
});
