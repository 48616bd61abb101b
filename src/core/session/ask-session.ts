import type { AnalysisSession } from './analysis-session.ts';
import type { Question } from './analysis-port.ts';
import { QUESTIONS } from './questions.ts';

const questions: ReadonlySet<string> = new Set(QUESTIONS);

/**
 * Ask `session` question `question` with `args`, as AnalysisPort does: the one place a
 * question named in a message becomes a method call, so a new question needs no plumbing.
 * Refuses a name that is not a question (a message names only those).
 *
 * @example
 * askSession(session, 'item', [0, 3, false]); // session.item(0, 3, false)
 */
export function askSession(
  session: AnalysisSession,
  question: Question,
  args: readonly unknown[]
): unknown {
  if (!questions.has(question)) throw new Error(`not a question of the analysis: ${question}`);
  const method = session[question] as (...a: readonly unknown[]) => unknown;
  return method.apply(session, [...args]);
}
