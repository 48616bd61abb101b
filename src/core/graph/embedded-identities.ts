import type { Template } from '../templates/parse-template.ts';
import type { EntityKeys } from './entity-keys.ts';

/**
 * The entities whose items a key template names: those whose whole identity (see EntityKeys)
 * is among the template's placeholders, other than `self`. UserGameMapping's sort key
 * `USER#${username}` names a User, whose identity is `username`.
 *
 * Names alone can mislead (`ORDER#${id}` and `CUSTOMER#${id}`), so where both templates put a
 * literal before the shared placeholder, one literal must end with the other (`USER#` and
 * `#USER#` agree; `ORDER#` and `CUSTOMER#` do not). Of several candidates only the most specific
 * are kept: a template embedding `gameId` and `username` names a UserGameMapping, not a Game and
 * a User.
 *
 * @example
 * embeddedIdentities(parsed('USER#${username}'), ugm, entityKeys(gaming, table)); // [user keys]
 */
export function embeddedIdentities(
  template: Template,
  self: EntityKeys,
  candidates: readonly EntityKeys[]
): EntityKeys[] {
  const fields = new Set(template.fields);
  const found = candidates.filter(
    (b) =>
      b !== self &&
      b.identity.length > 0 &&
      b.identity.every((f) => fields.has(f)) &&
      literalsAgree(template, b)
  );
  return found.filter(
    (b) =>
      !found.some(
        (c) =>
          c !== b &&
          c.identity.length > b.identity.length &&
          b.identity.every((f) => c.identity.includes(f))
      )
  );
}

/** The literal right before the first placeholder of `template` named in `names`, or null. */
function literalBefore(template: Template, names: readonly string[]): string | null {
  let before = '';
  for (const part of template.parts) {
    if (part.kind === 'literal') before = part.text;
    else if (names.includes(part.name)) return before;
    else before = '';
  }
  return null;
}

function literalsAgree(template: Template, b: EntityKeys): boolean {
  const mine = literalBefore(template, b.identity) ?? '';
  const first = firstIdentityField(template, b.identity);
  let theirs = '';
  for (const t of b.templates.values()) {
    const lit = first === undefined ? null : literalBefore(t, [first]);
    if (lit !== null) {
      theirs = lit;
      break;
    }
  }
  return mine === '' || theirs === '' || mine.endsWith(theirs) || theirs.endsWith(mine);
}

function firstIdentityField(template: Template, identity: readonly string[]): string | undefined {
  for (const part of template.parts)
    if (part.kind === 'field' && identity.includes(part.name)) return part.name;
  return undefined;
}
