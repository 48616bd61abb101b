/**
 * Names joined as a sentence lists them: `Game`, `Game and User`, `Game, User and Score`.
 *
 * @example
 * andList(['Game', 'UserGameMapping']); // 'Game and UserGameMapping'
 */
export function andList(names: readonly string[], word = 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${word} ${names[names.length - 1]}`;
}
