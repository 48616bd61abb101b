/**
 * Where JSON.parse failed, for engines whose message gives no position
 * (Node 20's V8 says "Unexpected token" with no offset), so a loader can
 * point at the line and column.
 */
/** Offset of the first JSON syntax error in `text` (its length for an early end), or -1. Iterative, so deep nesting cannot overflow the stack. */
export function jsonErrorOffset(text: string): number {
  const n = text.length;
  const stack: string[] = [];
  let i = 0;
  const ws = (): void => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
      i++;
  };
  /** At a '"': move past the string, or stop at the bad character and return false. */
  const string = (): boolean => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 0x20) return false;
      if (c === 92) {
        const esc = text[i + 1];
        if (esc === 'u') {
          i += 2;
          for (let k = 0; k < 4; k++, i++) if (!/[0-9a-fA-F]/.test(text[i] ?? '')) return false;
        } else if (esc !== undefined && '"\\/bfnrt'.includes(esc)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const digits = (): boolean => {
    const start = i;
    while (i < n && text[i]! >= '0' && text[i]! <= '9') i++;
    return i > start;
  };
  /** Move past a number, or stop at the first character that cannot continue it and return false. */
  const number = (): boolean => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else if (!digits()) return false;
    if (text[i] === '.') {
      i++;
      if (!digits()) return false;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!digits()) return false;
    }
    return true;
  };
  /** After `{` or `,` in an object: a key and a colon. */
  const key = (): boolean => {
    ws();
    if (text[i] !== '"' || !string()) return false;
    ws();
    if (text[i] !== ':') return false;
    i++;
    return true;
  };
  for (;;) {
    // A value.
    ws();
    if (i >= n) return n;
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      ws();
      if (text[i] === (c === '{' ? '}' : ']')) i++;
      else {
        stack.push(c);
        if (c === '{' && !key()) return Math.min(i, n);
        continue;
      }
    } else if (c === '"') {
      if (!string()) return Math.min(i, n);
    } else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      if (!number()) return Math.min(i, n);
    } else {
      // true, false or null; an error is at the first character that differs.
      const word = c === 't' ? 'true' : c === 'f' ? 'false' : c === 'n' ? 'null' : '';
      if (!word) return i;
      for (const ch of word) {
        if (text[i] !== ch) return Math.min(i, n);
        i++;
      }
    }
    // After a value: close containers, or a comma and the next value.
    for (;;) {
      ws();
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? i : -1;
      if (i >= n) return n;
      if (text[i] === ',') {
        i++;
        if (top === '{' && !key()) return Math.min(i, n);
        break;
      }
      if (text[i] !== (top === '{' ? '}' : ']')) return i;
      i++;
      stack.pop();
    }
  }
}
