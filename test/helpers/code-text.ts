import fc from 'fast-check';

/**
 * Text to put in generated code: any code point, lone surrogates, and the characters that could
 * end a literal or a line or start a substitution in JavaScript or Python.
 */
export const codeText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    fc.constantFrom('\\', "'", '"', '`', '$', '{', '}', '${', '\n', '\r', '\u2028', '\u202e', '\0')
  ),
  maxLength: 24
});
