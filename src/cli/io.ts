/** Where the CLI writes: stdout and stderr in Node, strings in tests. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}
