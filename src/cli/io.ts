/** Where the CLI reads and writes: the process's streams in Node, strings in tests. */
export interface Io {
  /**
   * Write to standard output. A promise returned means "wait before the next write": the
   * stream's buffer is full (backpressure), so a large report never piles up in memory.
   */
  out(text: string): void | Promise<void>;
  err(text: string): void;
  /** Standard input, read for the file name `-`. */
  stdin?: AsyncIterable<Uint8Array | string>;
  /** The environment `keyscope infer` reads AWS_REGION from; process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
}
