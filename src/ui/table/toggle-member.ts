/** A new set with `member` removed if it was there, added if it was not. */
export function toggleMember<T>(set: ReadonlySet<T>, member: T): Set<T> {
  const next = new Set(set);
  if (!next.delete(member)) next.add(member);
  return next;
}
