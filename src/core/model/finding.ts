/** A problem or observation about a design, located by a JSON path into the input. */
export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  readonly severity: Severity;
  /** Stable machine code, e.g. `key.too-long`, `template.unclosed`. */
  readonly code: string;
  /** A sentence naming the bad input and the fix. */
  readonly message: string;
  /** JSON path into the input, e.g. `$.entities[0].keys.PK`. */
  readonly path: string;
}

/** Append a property name or index to a JSON path, quoting names that need it. */
export function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
