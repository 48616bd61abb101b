/**
 * What joins a multi-attribute key's parts into one line (`WINTER2026 · NA-EAST`): the tuple
 * views' collection keys, their headings, heat's keys and the item graph's nodes. One home, since
 * heat finds a pattern's collection by joining the pattern's templates the same way.
 */
export const TUPLE_SEPARATOR = ' · ';
