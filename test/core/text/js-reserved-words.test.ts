import { describe, expect, it } from 'vitest';
import { JS_RESERVED_WORDS } from '../../../src/core/text/js-reserved-words.ts';

/** Whether a strict-mode script may bind `word` (V8 as the oracle). */
function bindable(word: string): boolean {
  try {
    new Function(`'use strict'; let ${word} = 1; return ${word};`);
    return true;
  } catch {
    return false;
  }
}

// Words a binding might be given: the ES keywords and future reserved words, TypeScript's
// contextual words, and a few plain names.
const CANDIDATES = (
  'await break case catch class const continue debugger default delete do else enum export ' +
  'extends false finally for function if import in instanceof new null return super switch ' +
  'this throw true try typeof var void while with yield let static implements interface ' +
  'package private protected public arguments eval as any boolean number string symbol type ' +
  'of get set async from declare namespace keyof readonly gameId username'
).split(' ');

describe('JS_RESERVED_WORDS', () => {
  it.each(CANDIDATES.filter((w) => !bindable(w)))('holds %s, which strict mode refuses', (w) => {
    expect(JS_RESERVED_WORDS.has(w)).toBe(true);
  });

  it.each(['type', 'as', 'any', 'string', 'of', 'gameId'])(
    'leaves out %s, which a const may take',
    (w) => {
      expect(bindable(w)).toBe(true);
      expect(JS_RESERVED_WORDS.has(w)).toBe(false);
    }
  );
});
