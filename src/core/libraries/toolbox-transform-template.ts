import { isPlainObject } from '../json/is-plain-object.ts';
import { ownField } from '../json/own-field.ts';

/**
 * The Keyscope template a DynamoDB-Toolbox transform makes of an attribute saved as a key:
 * `prefix('USER')` writes `USER#${name}`, `suffix('X')` writes `${name}#X` (each with its
 * delimiter), a `pipe` of them applies them in order, no transform is `${name}` itself. Null for
 * a transform whose code the JSON does not hold (`custom`) or that is no key text (`jsonStringify`).
 *
 * @example
 * toolboxTransformTemplate('id', { transformerId: 'prefix', prefix: 'USER', delimiter: '#' }); // 'USER#${id}'
 */
export function toolboxTransformTemplate(name: string, transform: unknown): string | null {
  let template = `\${${name}}`;
  if (transform === undefined) return template;
  const steps: unknown[] =
    isPlainObject(transform) && ownField(transform, 'transformerId') === 'pipe'
      ? [ownField(transform, 'transformers')].flat()
      : [transform];
  for (const step of steps) {
    if (!isPlainObject(step)) return null;
    const id = ownField(step, 'transformerId');
    const delimiter = ownField(step, 'delimiter');
    const text = ownField(step, id === 'prefix' ? 'prefix' : 'suffix');
    if (
      (id !== 'prefix' && id !== 'suffix') ||
      typeof text !== 'string' ||
      typeof delimiter !== 'string'
    )
      return null;
    template =
      id === 'prefix' ? `${text}${delimiter}${template}` : `${template}${delimiter}${text}`;
  }
  // A literal "${" would read back as a second field: such a key has no template.
  return template.split('${').length === 2 ? template : null;
}
