import { partiqlStatement } from './partiql-statement.ts';
import { patternSummary } from './pattern-summary.ts';
import type { PatternRequest } from './pattern-request.ts';

/**
 * An access pattern as PartiQL text to copy: `--` comment lines with the pattern, what Keyscope
 * computes it reads and how to send it (execute-statement's Limit, ConsistentRead, NextToken;
 * runtime text names the operation by its CLI command: the bundle check refuses its API name),
 * then the one SELECT (`partiqlStatement`). When the pattern cannot be one SELECT the text is
 * comments only, the last one saying why, so what is shown is always valid PartiQL and never a
 * statement that would read something else. Callers that need to tell the two apart ask
 * `partiqlStatement`.
 *
 * @example
 * partiqlCode(request).split('\n').at(-2);
 * // `SELECT * FROM "battle-royale"."InvertedIndex" WHERE "SK" = 'USER#johnny' AND begins_with("PK", 'GAME#')`
 */
export function partiqlCode(request: PatternRequest): string {
  const s = partiqlStatement(request);
  const lines = patternSummary(request).map((l) => `-- ${l}`);
  if (!s.ok) return [...lines, `-- Not one PartiQL SELECT: ${s.reason}.`, ''].join('\n');
  return [
    ...lines,
    "-- Send it with aws dynamodb execute-statement --statement … (or the SDK's statement request),",
    '-- ReturnConsumedCapacity TOTAL to see what it reads.',
    ...s.notes.map((n) => `-- ${n}`),
    s.statement,
    ''
  ].join('\n');
}
