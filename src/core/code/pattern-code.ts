import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { Design } from '../model/design.ts';
import { CODE_LANGUAGES } from './code-languages.ts';
import { patternRequest } from './pattern-request.ts';

/** An access pattern written in one language, or why it cannot be. */
export type PatternCode =
  | {
      readonly ok: true;
      readonly code: string;
      /** A file name for it: the pattern's name as a file name, with the language's extension. */
      readonly fileName: string;
    }
  | { readonly ok: false; readonly why: string };

/**
 * Access pattern `index` of `design` as code in language `language` (an id of CODE_LANGUAGES),
 * over the design's analysis: what the studio's Code dialog shows and `keyscope code` prints.
 * A pattern that is not one request, an unknown pattern or language, or a pattern the language
 * cannot write (an entity library's query that would read other items), says why.
 *
 * @example
 * patternCode(gaming, analysis, 3, 'ts'); // { ok: true, code: '// Keyscope access pattern: …', fileName: 'find-all-games-a-user-has-played.ts' }
 */
export function patternCode(
  design: Design,
  analysis: DesignAnalysis,
  index: number,
  language: string
): PatternCode {
  const pattern = design.accessPatterns[index];
  if (!pattern)
    return {
      ok: false,
      why: `the design has no access pattern ${index + 1} (it has ${design.accessPatterns.length})`
    };
  const lang = CODE_LANGUAGES.get(language);
  if (!lang)
    return {
      ok: false,
      why: `no language "${language}"; Keyscope writes ${[...CODE_LANGUAGES.keys()].join(', ')}`
    };
  const request = patternRequest(analysis, pattern);
  if (typeof request === 'string') return { ok: false, why: request };
  const base =
    pattern.name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'access-pattern';
  const code = lang.generate({ request, design, analysis, pattern });
  if (typeof code !== 'string') return { ok: false, why: code.why };
  return { ok: true, code, fileName: `${base}.${lang.extension}` };
}
