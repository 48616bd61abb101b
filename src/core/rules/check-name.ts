import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { capitalize } from '../text/capitalize.ts';
import { checkAttributeName, checkTableOrIndexName } from './validate-names.ts';

/** What a name names, for the messages of `checkName`. */
export type NameKind =
  'design' | 'table' | 'index' | 'entity' | 'access pattern' | 'attribute' | 'key attribute';

/**
 * The longest design, entity or access pattern name Keyscope takes, in characters: DynamoDB's
 * own limit for table and index names. These names are Keyscope's, not DynamoDB's, but every
 * view shows them, and a megabyte of name would slow each one down (docs/design-format.md).
 */
export const MAX_NAME_CHARS = DYNAMODB_LIMITS.tableNameMaxChars;

/** A name that breaks a rule: DynamoDB's naming rule (`name.invalid`) or uniqueness (`name.duplicate`). */
export interface NameProblem {
  readonly code: 'name.invalid' | 'name.duplicate';
  readonly message: string;
}

/**
 * Whether `name` may be given to a table, index, entity, access pattern or attribute: null when
 * it may, otherwise which rule it breaks and how to fix it. `taken` holds the other names in the
 * same scope (the thing's own name left out): every table of the design, every GSI and LSI of
 * the table, every entity, every access pattern, every attribute of the entity. Table and index
 * names follow DynamoDB's rule (3–255 characters of `A-Z a-z 0-9 _ . -`); attribute names are
 * 1 character up to 64 KB (255 bytes for keys). The loaders, the studio's editors and its edits
 * all ask this, so a rule reads the same wherever it is broken.
 *
 * @example
 * nameProblem('index', 'GSI1', ['GSI1']);
 * // { code: 'name.duplicate', message: 'Index name "GSI1" is already used in this table; …' }
 */
export function nameProblem(
  kind: NameKind,
  name: string,
  taken: Iterable<string>
): NameProblem | null {
  const bad =
    kind === 'table' || kind === 'index'
      ? checkTableOrIndexName(kind, name)
      : kind === 'attribute' || kind === 'key attribute'
        ? checkAttributeName(name, kind === 'key attribute')
        : name.trim() === ''
          ? `${kind} name is empty; give it a name`
          : name.length > MAX_NAME_CHARS
            ? `${kind} name is ${name.length} characters; Keyscope takes names of at most ${MAX_NAME_CHARS}`
            : null;
  if (bad) return { code: 'name.invalid', message: capitalize(bad) };
  for (const other of taken)
    if (other === name)
      return {
        code: 'name.duplicate',
        message: `${capitalize(kind)} name "${name}" is already used${SCOPE[kind]}`
      };
  return null;
}

/** `nameProblem`'s message alone, or null: what an editor shows under a name field. */
export function checkName(kind: NameKind, name: string, taken: Iterable<string>): string | null {
  return nameProblem(kind, name, taken)?.message ?? null;
}

const SCOPE: Readonly<Record<NameKind, string>> = {
  design: '',
  table: '; table names must be unique in a design',
  index: ' in this table; GSI and LSI names must be unique per table',
  entity: '; entity names must be unique',
  'access pattern': '; access pattern names must be unique',
  attribute: ' by this entity',
  'key attribute': ''
};
