import type { KeyAttribute } from '../model/design.ts';
import type { FindingCollector } from '../model/finding-collector.ts';
import { joinPath } from '../model/finding.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';
import {
  electroKeyTemplate,
  type ElectroAttribute,
  type ElectroKeyContext
} from './electrodb-key-template.ts';

/**
 * Reads the keys of one ElectroDB entity's indexes, gathering each key attribute's Keyscope
 * template under its field (`keys`, with where each came from in `templatePaths`): ElectroDB
 * needs one template per field across indexes, so a second, different one is an error.
 *
 * @example
 * const reader = new ElectroKeyReader({ service: 'app', entity: 'User', version: '1' }, attributes, found);
 * reader.key(indexes.primary, 'pk', '$.indexes.primary'); // { name: 'pk', type: 'S' }
 * reader.keys; // { pk: 'USER#${id}' }
 */
export class ElectroKeyReader {
  // Null-prototype: a key attribute named `__proto__` is just a name.
  readonly keys: Record<string, string> = Object.create(null) as Record<string, string>;
  readonly templatePaths = new Map<string, string>();

  constructor(
    readonly model: { readonly service: string; readonly entity: string; readonly version: string },
    readonly attributes: ReadonlyMap<string, ElectroAttribute>,
    readonly found: FindingCollector
  ) {}

  /** One key (`pk` or `sk`) of an index at `path`: its attribute, or null (with an error). */
  key(def: Record<string, unknown>, kind: 'pk' | 'sk', path: string): KeyAttribute | null {
    const key = ownField(def, kind);
    const kp = joinPath(path, kind);
    const field = isPlainObject(key) ? ownField(key, 'field') : undefined;
    if (!isPlainObject(key) || typeof field !== 'string' || field === '') {
      this.found.error(
        kp,
        'electrodb.key',
        `"${kind}" must be an object with "field" (the key attribute) and "composite" or "template"`
      );
      return null;
    }
    const read = electroKeyTemplate(
      field,
      key,
      kind,
      this.#context(def),
      this.attributes,
      this.found,
      kp
    );
    if (!read) return null;
    if (read.template !== null) {
      const known = this.keys[field];
      if (known !== undefined && known !== read.template)
        this.found.error(
          kp,
          'electrodb.key-conflict',
          `the key attribute "${field}" is built as "${known}" by another index and as "${read.template}" here; ElectroDB needs one template per field`
        );
      this.keys[field] = read.template;
      this.templatePaths.set(field, joinPath(kp, 'template'));
    }
    return { name: field, type: read.type };
  }

  /** A composite index's `pk` or `sk` attributes: the stored attributes themselves. */
  parts(def: Record<string, unknown>, kind: 'pk' | 'sk', path: string): KeyAttribute[] {
    const key = ownField(def, kind);
    const list = isPlainObject(key) ? ownField(key, 'composite') : undefined;
    const out: KeyAttribute[] = [];
    (Array.isArray(list) ? list : []).forEach((n, i) => {
      const a = typeof n === 'string' ? this.attributes.get(n) : undefined;
      if (a) out.push({ name: a.field, type: a.type === 'N' ? 'N' : 'S' });
      else
        this.found.error(
          joinPath(joinPath(joinPath(path, kind), 'composite'), i),
          'electrodb.unknown-attribute',
          `${JSON.stringify(n)} is not one of the entity's attributes; a composite index's key attributes must be`
        );
    });
    return out;
  }

  #context(def: Record<string, unknown>): ElectroKeyContext {
    const collection = [ownField(def, 'collection')].flat();
    const scope = ownField(def, 'scope');
    return {
      ...this.model,
      collection: collection.filter((c): c is string => typeof c === 'string'),
      scope: typeof scope === 'string' ? scope : '',
      clustered: ownField(def, 'type') === 'clustered',
      hasSort: isPlainObject(ownField(def, 'sk'))
    };
  }
}
