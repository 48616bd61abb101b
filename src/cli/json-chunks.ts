import { escapeControl } from './escape-control.ts';

/** Chunks of at most 64 Ki UTF-16 code units: small next to V8's ~512 MiB string limit. */
export const CHUNK_SIZE = 1 << 16;

interface Frame {
  readonly close: string;
  readonly values: readonly unknown[];
  /** Property names for an object (values parallel), null for an array. */
  readonly keys: readonly string[] | null;
  next: number;
}

/** The text JSON.stringify gives a primitive (undefined, functions and symbols are absent). */
function primitive(v: unknown): string {
  if (typeof v === 'string') return escapeControl(JSON.stringify(v));
  if (typeof v === 'number') return Number.isFinite(v) ? JSON.stringify(v) : 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return 'null';
}

const absent = (v: unknown): boolean =>
  v === undefined || typeof v === 'function' || typeof v === 'symbol';

/**
 * `JSON.stringify(value, null, indent)` as a sequence of chunks, each at most `size` code units
 * (never splitting a surrogate pair), so a report of any size can be written without ever
 * holding it as one string: V8 cannot make a string over ~512 MiB, which a large design's report
 * exceeds. Iterative, so no nesting depth can overflow the stack. Strings are escaped as
 * `escapeControl` escapes terminal text (DEL, C1 controls, bidirectional overrides, lone
 * surrogates as `\uXXXX`), which JSON.stringify leaves raw: the text is still JSON and parses
 * to the same value. `toJSON` is not called (reports hold plain data).
 *
 * @example
 * [...jsonChunks({ a: [1, 'x'] }, 2)].join(''); // '{\n  "a": [\n    1,\n    "x"\n  ]\n}'
 */
export function* jsonChunks(
  value: unknown,
  indent = 2,
  size = CHUNK_SIZE
): Generator<string, void, undefined> {
  if (size < 2) throw new RangeError(`chunk size ${size} is too small; give at least 2`);
  const pad = ' '.repeat(indent);
  const stack: Frame[] = [];
  let out = '';
  // Open a container or write a primitive.
  const write = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) {
      out += primitive(v);
      return;
    }
    if (Array.isArray(v)) {
      if (v.length === 0) out += '[]';
      else {
        out += '[';
        stack.push({ close: ']', values: v, keys: null, next: 0 });
      }
      return;
    }
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o).filter((k) => !absent(o[k]));
    if (keys.length === 0) out += '{}';
    else {
      out += '{';
      stack.push({ close: '}', values: keys.map((k) => o[k]), keys, next: 0 });
    }
  };
  write(value);
  for (;;) {
    while (out.length >= size) {
      const cut = isHighSurrogate(out.charCodeAt(size - 1)) ? size - 1 : size;
      yield out.slice(0, cut);
      out = out.slice(cut);
    }
    const top = stack[stack.length - 1];
    if (!top) break;
    const depth = stack.length;
    if (top.next === top.values.length) {
      stack.pop();
      out += (indent ? '\n' + pad.repeat(depth - 1) : '') + top.close;
      continue;
    }
    const i = top.next++;
    out += (i > 0 ? ',' : '') + (indent ? '\n' + pad.repeat(depth) : '');
    if (top.keys) out += escapeControl(JSON.stringify(top.keys[i])) + (indent ? ': ' : ':');
    const v = top.values[i];
    write(top.keys === null && absent(v) ? null : v);
  }
  if (out) yield out;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
