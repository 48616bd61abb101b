/**
 * The words no binding may take in a strict-mode ES module, whatever generated it: the reserved
 * words, the strict-mode ones, the names that would shadow what every program needs
 * (`undefined`, `arguments`, `globalThis`…), and CommonJS's module wrapper, which tsx runs a file
 * in when no package.json says "module". TypeScript's contextual words (`type`, `as`, `any`,
 * `string`…) are not here: a `const` may take them. The code generators' parameter names and
 * the entity libraries' `const` names both keep clear of these.
 * https://tc39.es/ecma262/#sec-keywords-and-reserved-words
 *
 * @example
 * JS_RESERVED_WORDS.has('class'); // true
 * JS_RESERVED_WORDS.has('type'); // false
 */
export const JS_RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export ' +
    'extends false finally for function if import in instanceof new null return super switch ' +
    'this throw true try typeof var void while with yield let static implements interface ' +
    'package private protected public arguments eval undefined NaN Infinity globalThis ' +
    'require module exports __filename __dirname'
  ).split(' ')
);
