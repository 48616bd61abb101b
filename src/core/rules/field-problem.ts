import type { Severity } from '../model/finding.ts';

/**
 * One broken DynamoDB rule in a design, addressed to the field it is about, so an editor can
 * show it under that field and a loader can turn it into a finding at that field's JSON path.
 * Fields: `name`, `partitionKey`, `sortKey`, `gsis`, `lsis`,
 * `gsi:<i>:name|partitionKey|sortKey|projection`, `lsi:<i>:name|sortKey|projection`,
 * `attribute:<i>`, and an access pattern's `query`, `sortKey` or `consistentRead`.
 */
export interface FieldProblem {
  readonly field: string;
  /** The finding code a loader reports it under (`index.too-many`, `name.invalid`…). */
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
}
