/** Where and why bytes are not UTF-8: a byte offset, its line and column, and a sentence. */
export interface Utf8Error {
  /** Offset of the first byte of the bad sequence (0-based). */
  readonly offset: number;
  /** 1-based line (counting `\n`) and column (in characters) of that byte. */
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export type DecodeResult = { ok: true; text: string } | { ok: false; error: Utf8Error };

const hex = (b: number): string => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * The first byte sequence at or after `from` that is not UTF-8 (RFC 3629, as the WHATWG
 * decoder reads it: no overlong forms, no surrogates U+D800–U+DFFF, nothing past U+10FFFF), or
 * null when there is none.
 */
function firstInvalid(b: Uint8Array): { offset: number; why: string } | null {
  const n = b.length;
  for (let i = 0; i < n;) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    // Bytes after the lead, and the range the first of them must be in (RFC 3629 §4).
    let need: number;
    let [lo, hi] = [0x80, 0xbf];
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else {
      const why =
        c <= 0xbf
          ? `byte ${hex(c)} continues a character that never started`
          : `byte ${hex(c)} can never appear in UTF-8`;
      return { offset: i, why };
    }
    for (let k = 1; k <= need; k++) {
      const next = b[i + k];
      if (next === undefined)
        return { offset: i, why: `the file ends inside a character (byte ${hex(c)})` };
      if (next < (k === 1 ? lo : 0x80) || next > (k === 1 ? hi : 0xbf))
        return {
          offset: i,
          why: `byte ${hex(c)} starts a character that byte ${hex(next)} does not continue`
        };
    }
    i += need + 1;
  }
  return null;
}

function locate(b: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset; i++) {
    const c = b[i]!;
    if (c === 0x0a) {
      line++;
      column = 1;
    } else if (c < 0x80 || c > 0xbf) column++; // one per character: continuation bytes add none
  }
  return { line, column };
}

/**
 * Decode a file's bytes as UTF-8, refusing anything that is not (a fatal decoder: no byte is
 * ever silently replaced by U+FFFD, so two different keys never decode to the same text) and
 * dropping a leading UTF-8 byte-order mark (EF BB BF), which editors on Windows write. The one
 * place the CLI and the browser turn a design file's bytes into text. JSON must be UTF-8
 * (RFC 8259 §8.1), as DynamoDB's strings are.
 *
 * @example
 * decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d])); // { ok: true, text: '{}' }
 * decodeUtf8(new Uint8Array([0x41, 0xff])).ok; // false: "…byte 0xFF at offset 1 (line 1, column 2)…"
 */
export function decodeUtf8(bytes: Uint8Array): DecodeResult {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // The decoder says only that the input is bad; find where, and why.
  }
  const bad = firstInvalid(bytes) ?? { offset: 0, why: 'the decoder refused it' };
  const { line, column } = locate(bytes, bad.offset);
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)
      ? ' It starts with a UTF-16 byte-order mark: save it as UTF-8.'
      : ' Save it as UTF-8, or fix the bytes there.';
  return {
    ok: false,
    error: {
      offset: bad.offset,
      line,
      column,
      message: `the file is not valid UTF-8 at byte offset ${bad.offset} (line ${line}, column ${column}): ${bad.why}.${utf16}`
    }
  };
}
