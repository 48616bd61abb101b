/**
 * The link fragment that opens a lesson at a step: `#lesson=<id>&step=<n>`, `n` counting from 1
 * as people do (decodeLessonLink reads it back). Prefix it with the app's address to hand out.
 *
 * @example
 * encodeLessonLink('gaming-keys', 2); // '#lesson=gaming-keys&step=3'
 */
export function encodeLessonLink(lessonId: string, stepIndex: number): string {
  return `#lesson=${encodeURIComponent(lessonId)}&step=${stepIndex + 1}`;
}
