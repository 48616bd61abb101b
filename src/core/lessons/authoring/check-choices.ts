import type { Design } from '../../model/design.ts';
import type { CheckParameter } from '../checks/check-kind.ts';
import { CHECK_KINDS } from '../checks/check-registry.ts';

export interface ParameterChoice extends CheckParameter {
  /** Names the design offers for it (empty for counts and booleans: free input). */
  readonly options: readonly string[];
}

export interface CheckChoice {
  readonly kind: string;
  readonly label: string;
  readonly parameters: readonly ParameterChoice[];
}

/**
 * The check kinds an author can pick, each with its parameters and the names the open design
 * offers for them (its tables, indexes, entities, attributes, access patterns), for the
 * authoring form's menus. The parameters are the kinds' own declarations, so the form asks for
 * exactly what the file format reads.
 *
 * @example
 * checkChoices(design).find((c) => c.kind === 'pattern-one-query')?.parameters[0]?.options;
 * // ['Get user profile', 'Find all users in a game', …]
 */
export function checkChoices(design: Design): CheckChoice[] {
  const unique = (names: readonly string[]) => [...new Set(names)];
  const options: Readonly<Record<CheckParameter['type'], readonly string[]>> = {
    table: design.tables.map((t) => t.name),
    index: unique(
      design.tables.flatMap((t) =>
        [...t.globalSecondaryIndexes, ...t.localSecondaryIndexes].map((i) => i.name)
      )
    ),
    entity: design.entities.map((e) => e.name),
    entities: design.entities.map((e) => e.name),
    pattern: design.accessPatterns.map((p) => p.name),
    attribute: unique(design.entities.flatMap((e) => e.attributes.map((a) => a.name))),
    attributes: unique(design.entities.flatMap((e) => e.attributes.map((a) => a.name))),
    count: [],
    boolean: [],
    'key-type': ['S', 'N', 'B']
  };
  return [...CHECK_KINDS.values()].map((k) => ({
    kind: k.kind,
    label: k.label,
    parameters: k.parameters.map((p) => ({ ...p, options: options[p.type] }))
  }));
}
