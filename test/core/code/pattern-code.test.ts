import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { CODE_LANGUAGES } from '../../../src/core/code/code-languages.ts';
import { patternCode } from '../../../src/core/code/pattern-code.ts';
import { patternRequest } from '../../../src/core/code/pattern-request.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const analysis = analyzeDesign(gaming);
const played = gaming.accessPatterns.findIndex(
  (p) => p.name === 'Find all games a user has played'
);

describe('patternCode', () => {
  it('writes the pattern as the language’s generator does, with a file name', () => {
    const r = patternCode(gaming, analysis, played, 'ts');
    const request = patternRequest(analysis, gaming.accessPatterns[played]!);
    if (typeof request === 'string') throw new Error(request);
    expect(r).toEqual({
      ok: true,
      code: CODE_LANGUAGES.get('ts')!.generate({
        request,
        design: gaming,
        analysis,
        pattern: gaming.accessPatterns[played]!
      }),
      fileName: 'find-all-games-a-user-has-played.ts'
    });
  });

  it.each<[string, number, string, RegExp]>([
    ['an unknown language', 0, 'cobol', /^no language "cobol"; Keyscope writes ts, /],
    ['a pattern the design does not have', 99, 'ts', /no access pattern 100 \(it has 4\)/]
  ])('says why for %s', (_, index, language, why) => {
    const r = patternCode(gaming, analysis, index, language);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.why).toMatch(why);
  });

  it('says why a broken pattern is not one request', () => {
    const broken = {
      ...gaming,
      accessPatterns: gaming.accessPatterns.map((p, i) => (i === 0 ? { ...p, index: 'Nope' } : p))
    };
    const r = patternCode(broken, analyzeDesign(broken), 0, 'ts');
    expect(!r.ok && r.why).toMatch(/is not one request/);
  });
});
