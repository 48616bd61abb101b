import { cutText } from '../text/cut-text.ts';

/** What the app knows about a lesson when it reads a link: its id, title and number of steps. */
export interface KnownLesson {
  readonly id: string;
  readonly title: string;
  readonly steps: number;
}

export type LessonLink =
  /** `step` counts from 0. */
  | { readonly ok: true; readonly lessonId: string; readonly step: number }
  | { readonly ok: false; readonly message: string };

/** The longest fragment read at all; a lesson link is a few dozen characters. */
const MAX_FRAGMENT = 512;

/**
 * Read a lesson link's fragment (`#lesson=gaming-keys&step=3`, `step` optional and counted from
 * 1), against the lessons the app has. Null when the fragment is no lesson link (another kind
 * of link, such as `#design=…`); a clear message when it is one that cannot be opened — an
 * unknown lesson, a step it does not have, a malformed part.
 *
 * @example
 * decodeLessonLink('#lesson=gaming-keys&step=9', [{ id: 'gaming-keys', title: 'Keys for a game', steps: 4 }]);
 * // { ok: false, message: 'the lesson "Keys for a game" has 4 steps; the link asks for step 9' }
 */
export function decodeLessonLink(
  fragment: string,
  lessons: readonly KnownLesson[]
): LessonLink | null {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!/^lesson(=|&|$)/.test(text)) return null;
  if (text.length > MAX_FRAGMENT)
    return fail(
      `the lesson link is ${text.length} characters long; a lesson link is #lesson=<id>&step=<n>`
    );
  const parts = new Map<string, string>();
  for (const part of text.split('&')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    let value: string;
    try {
      value = decodeURIComponent(eq < 0 ? '' : part.slice(eq + 1));
    } catch {
      return fail(`the lesson link's "${cutText(key, 20)}" is not valid URL text`);
    }
    if (key !== 'lesson' && key !== 'step')
      return fail(
        `the lesson link has "${cutText(key, 20)}", which it does not use; a lesson link is #lesson=<id>&step=<n>`
      );
    if (parts.has(key)) return fail(`the lesson link gives "${key}" twice`);
    parts.set(key, value);
  }
  const id = parts.get('lesson') ?? '';
  if (id === '') return fail('the lesson link names no lesson; it is #lesson=<id>&step=<n>');
  const lesson = lessons.find((l) => l.id === id);
  if (!lesson) {
    const ids = lessons.map((l) => `"${l.id}"`).join(', ');
    return fail(`there is no lesson "${cutText(id, 40)}"${ids ? `; the lessons are ${ids}` : ''}`);
  }
  const step = parts.get('step');
  if (step === undefined) return { ok: true, lessonId: id, step: 0 };
  if (!/^[1-9]\d{0,5}$/.test(step))
    return fail(
      `the lesson link's step must be a number from 1 to ${lesson.steps}, got "${cutText(step, 20)}"`
    );
  const n = Number(step);
  if (n > lesson.steps)
    return fail(
      `the lesson "${lesson.title}" has ${lesson.steps} step${lesson.steps === 1 ? '' : 's'}; the link asks for step ${n}`
    );
  return { ok: true, lessonId: id, step: n - 1 };
}

function fail(message: string): LessonLink {
  return { ok: false, message };
}
