/**
 * A design written for an entity library: one TypeScript module, and what of the design it does
 * not hold (also written in a comment block at the module's top), as sentences for people.
 */
export interface LibraryExport {
  readonly text: string;
  readonly notes: readonly string[];
}
