import { describe, expect, it } from 'vitest';
import { AnalysisSession } from '../../../src/core/session/analysis-session.ts';
import { NOT_QUESTIONS } from '../../../src/core/session/not-questions.ts';
import { QUESTIONS } from '../../../src/core/session/questions.ts';

const methods = Object.getOwnPropertyNames(AnalysisSession.prototype).filter(
  (name) =>
    typeof Object.getOwnPropertyDescriptor(AnalysisSession.prototype, name)?.value === 'function'
);

describe('QUESTIONS', () => {
  it.each(methods.filter((m) => !(NOT_QUESTIONS as readonly string[]).includes(m)))(
    '%s, a method of AnalysisSession, is a question',
    (method) => {
      expect(QUESTIONS).toContain(method);
    }
  );

  it.each(NOT_QUESTIONS.filter((m) => m !== 'constructor'))(
    '%s is a method of AnalysisSession that is never asked',
    (method) => {
      expect(methods).toContain(method);
      expect(QUESTIONS).not.toContain(method);
    }
  );

  it('holds no getter (tables, findingCount): the port carries those in its summary', () => {
    expect(QUESTIONS).not.toContain('tables');
    expect(QUESTIONS).not.toContain('findingCount');
  });
});
