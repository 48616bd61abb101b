import { AnalysisSession } from './analysis-session.ts';
import type { Question } from './analysis-port.ts';
import { NOT_QUESTIONS } from './not-questions.ts';

const not: ReadonlySet<string> = new Set(NOT_QUESTIONS);

/**
 * The questions of AnalysisPort, read from AnalysisSession itself: each of its methods but those
 * in NOT_QUESTIONS. A new method on the session is a new question for the page's port, the
 * worker's port and the worker's host at once, so asking something new of the analysis is one
 * method there and one call where it is shown.
 *
 * @example
 * QUESTIONS.includes('largestCollections'); // true
 */
export const QUESTIONS: readonly Question[] = Object.getOwnPropertyNames(
  AnalysisSession.prototype
).filter(
  (name) =>
    !not.has(name) &&
    typeof Object.getOwnPropertyDescriptor(AnalysisSession.prototype, name)?.value === 'function'
) as Question[];
