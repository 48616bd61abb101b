import { isPlainObject } from '../core/json/is-plain-object.ts';
import { ownField } from '../core/json/own-field.ts';
import { describeStored } from './describe-stored.ts';
import { entryId } from './entry-id.ts';
import type { LibraryEntry, ListedEntry, RecordDamage } from './library-schema.ts';

/** What a listing calls a design whose stored name is not text. */
export const UNNAMED_DESIGN = 'Unnamed design';

const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** The latest time a Date holds (ECMAScript's limit): past it, formatting a time throws. */
const LATEST_TIME = 8.64e15;
const isTime = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= LATEST_TIME;

/**
 * An `entries` record checked as it is read (storage outlives builds, and can be damaged while
 * the app is closed): every sound field kept, every damaged one named in `damage` with what it
 * held, and a placeholder in its place that nothing mistakes for a value (a count or time not
 * known is NaN, the name "Unnamed design", the revision 0, so the next save writes 1). A
 * `deletedAt` that is not a time reads as not deleted: nothing is removed but by the user.
 *
 * @example
 * readLibraryEntry({ ...entry, name: 42 }).damage; // [{ field: 'name', message: 'name is 42, not text' }]
 */
export function readLibraryEntry(raw: unknown): ListedEntry {
  const damage: RecordDamage[] = [];
  const record = isPlainObject(raw) ? raw : {};
  if (!isPlainObject(raw))
    damage.push({
      field: 'record',
      message: `the record is ${describeStored(raw)}, not an object`
    });
  const field = <T>(
    name: keyof LibraryEntry,
    ok: (v: unknown) => v is T,
    want: string,
    placeholder: T
  ): T => {
    const v = ownField(record, name);
    if (ok(v)) return v;
    // A record that is not an object has one damage, not one per field.
    if (isPlainObject(raw))
      damage.push({ field: name, message: `${name} is ${describeStored(v)}, not ${want}` });
    return placeholder;
  };
  const key = ownField(record, 'id');
  const entry: LibraryEntry = {
    id: field('id', (v): v is string => typeof v === 'string', 'text', entryId(key)),
    name: field('name', (v): v is string => typeof v === 'string', 'text', UNNAMED_DESIGN),
    tables: field('tables', isCount, 'a count', Number.NaN),
    items: field('items', isCount, 'a count', Number.NaN),
    generatedItems: field('generatedItems', isCount, 'a count', Number.NaN),
    createdAt: field('createdAt', isTime, 'a time', Number.NaN),
    updatedAt: field('updatedAt', isTime, 'a time', Number.NaN),
    revision: field('revision', isCount, 'a revision number', 0),
    deletedAt: field(
      'deletedAt',
      (v): v is number | null => v === null || isTime(v),
      'a time or null',
      null
    )
  };
  return { ...entry, damage };
}
