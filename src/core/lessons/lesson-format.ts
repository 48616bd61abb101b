/**
 * The native lesson format's name, version and caps (docs/lesson-format.md). The caps keep a
 * hostile or broken file from freezing the page: every field is refused past them with a located
 * error, before anything is rendered.
 *
 * @example
 * LESSON_FORMAT.limits.markupChars; // 20000: an explanation, task or hint longer is refused
 */
export const LESSON_FORMAT = {
  name: 'keyscope.lesson',
  version: 2,
  /** Older versions still read (and migrated on load). */
  readable: [1, 2],
  limits: {
    /** The whole file. A lesson's inline designs are small teaching designs, not data sets. */
    fileBytes: 10 * 1024 * 1024,
    /** Lesson, step and example ids: `gaming-keys`. */
    idChars: 64,
    titleChars: 200,
    sourceChars: 2000,
    /** Explanation, task, hint and summary, each. */
    markupChars: 20_000,
    steps: 100,
    checksPerStep: 20,
    /** A table, index, entity, attribute or access pattern named by a check. */
    nameChars: 1024,
    /** Entities or attributes listed by one check. */
    names: 50
  }
} as const;
