/** What the page asks the font warm-up worker: CSS `font` shorthands, and the text to measure. */
export interface FontWarmRequest {
  readonly fonts: readonly string[];
  readonly sample: string;
}
