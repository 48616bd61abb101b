/**
 * A multi-attribute key's sort conditions after one is set: the condition on sort attribute `at`
 * replaced, or with none, dropped with every later one, since a Query's sort conditions are a
 * left-to-right prefix of the sort attributes. The one home of that edit, for an access
 * pattern's conditions (`patternKeyPatch`) and a live Query's (the Load options).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * editSortPrefix([a, b, c], 1, undefined); // [a]
 * editSortPrefix([a], 1, b); // [a, b]
 */
export function editSortPrefix<T>(list: readonly T[], at: number, condition: T | undefined): T[] {
  return condition ? [...list.slice(0, at), condition, ...list.slice(at + 1)] : list.slice(0, at);
}
