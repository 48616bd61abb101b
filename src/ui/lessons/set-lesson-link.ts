import { decodeLessonLink } from '../../core/lessons/decode-lesson-link.ts';

/**
 * Put a lesson link into the address bar (null: take it out), without a history entry. The
 * address bar follows the lesson's step; once it names something else, it is left alone.
 */
export function setLessonLink(fragment: string | null): void {
  if (fragment === null && decodeLessonLink(location.hash, []) === null) return;
  const url = `${location.pathname}${location.search}${fragment ?? ''}`;
  history.replaceState(history.state, '', url);
}
