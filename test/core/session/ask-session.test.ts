import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { Question } from '../../../src/core/session/analysis-port.ts';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import { askSession } from '../../../src/core/session/ask-session.ts';
import { example } from '../../helpers/example.ts';

describe('askSession', () => {
  const gaming = example('gaming');
  const session = new AnalysisSession(gaming, analyzeDesign(gaming));

  it('calls the session method a question names, with its arguments', () => {
    expect(askSession(session, 'item', [0, 3, false])).toEqual(session.item(0, 3, false));
    expect(askSession(session, 'largestCollections', [0, 0, 2])).toEqual(
      session.largestCollections(0, 0, 2)
    );
  });

  it('refuses a name that is no question of the analysis', () => {
    expect(() => askSession(session, 'summary' as Question, [])).toThrow(/not a question/);
    expect(() => askSession(session, 'withDesign' as Question, [gaming])).toThrow(/not a question/);
  });
});
