/**
 * Fields to change in a `T`: a field set to `undefined` is removed (an optional field goes
 * back to its default), a field left out is kept as it is. The editors build one per change.
 */
export type Patch<T> = { [K in keyof T]?: T[K] | undefined };
