import type { Design } from '../model/design.ts';
import type { Finding } from '../model/finding.ts';

/** A design read from an entity library's JSON model, with every problem at its JSON path. */
export interface LibraryImport {
  readonly design: Design;
  readonly findings: Finding[];
}
