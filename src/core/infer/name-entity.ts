/** Sort key words that say "the item itself" rather than naming a relationship. */
const SELF_WORDS = new Set([
  'METADATA',
  'META',
  'PROFILE',
  'INFO',
  'DETAILS',
  'DETAIL',
  'ROOT',
  'A'
]);

/**
 * A name for an inferred entity: the type attribute's value when there is one, else the first
 * word of the partition key template and of the sort key template (`USER#…` + `TODO#…` →
 * `UserTodo`), leaving out a sort key word that repeats the partition's or only says "the item
 * itself" (`#METADATA#…`), else the table's name in the singular (`Books` → `Book`).
 *
 * @example
 * nameEntity({ partitionKey: 'GAME#${gameId}', sortKey: 'USER#${username}', table: 'battle-royale' }); // 'GameUser'
 */
export function nameEntity(input: {
  readonly type?: string;
  readonly partitionKey?: string;
  readonly sortKey?: string;
  readonly table: string;
}): string {
  if (input.type) return pascal(input.type) || 'Entity';
  const pk = firstWord(input.partitionKey);
  const sk = firstWord(input.sortKey);
  const words = [pk, sk !== pk && sk && !SELF_WORDS.has(sk) ? sk : undefined].filter(
    (w): w is string => Boolean(w)
  );
  if (words.length) return words.map(pascal).join('');
  return singular(pascal(input.table)) || 'Item';
}

function firstWord(template: string | undefined): string | undefined {
  if (!template) return undefined;
  const literalText = template.replace(/\$\{[^}]*\}/g, '#');
  return literalText.split(/[#|]/).find((w) => /^[A-Z][A-Z0-9_]*$/.test(w));
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) =>
      w === w.toUpperCase() ? w[0]! + w.slice(1).toLowerCase() : w[0]!.toUpperCase() + w.slice(1)
    )
    .join('');
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}
