import { loadDesign } from '../formats/load-design.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import type { LessonDesign } from './lesson.ts';
import type { LessonReader } from './lesson-reader.ts';

/** Loader findings that mean the design is malformed, not merely wrong: they refuse the lesson. */
const SHAPE = /^(format|json|attribute)\.|^item\.not-object$/;

/**
 * Read a step's `start` or `solution`: `{"example": "gaming"}` (one of the app's examples, by
 * id) or `{"design": {…}}` (a native `keyscope.design`, read by the design loader). A malformed
 * design refuses the lesson at its path (`$.steps[1].start.design.tables[0].partitionKey`);
 * the design rules it breaks (a set as a key, a duplicate key) are kept with it, because a step
 * may be about exactly that.
 *
 * @example
 * readLessonDesign(r, { example: 'gaming' }, '$.steps[0].solution'); // { kind: 'example', example: 'gaming' }
 */
export function readLessonDesign(
  r: LessonReader,
  raw: unknown,
  path: string
): LessonDesign | undefined {
  const o = r.object(raw, path, 'a design reference');
  if (!o) return undefined;
  r.only(o, path, ['example', 'design'], 'a design reference');
  const hasExample = r.field(o, 'example') !== undefined;
  const hasDesign = r.field(o, 'design') !== undefined;
  if (hasExample === hasDesign) {
    r.error(
      path,
      hasExample ? 'format.ambiguous' : 'format.missing',
      `give either "example" (a built-in example's id, like "gaming") or "design" (a keyscope.design document)${hasExample ? ', not both' : ''}`
    );
    return undefined;
  }
  if (hasExample) {
    const example = r.id(o, 'example', path);
    return example === undefined ? undefined : { kind: 'example', example };
  }
  const at = joinPath(path, 'design');
  const loaded = loadDesign(r.field(o, 'design'));
  const moved = loaded.findings.map((f) => ({ ...f, path: at + f.path.slice(1) }));
  if (!loaded.ok) {
    for (const f of moved) r.error(f.path, f.code, f.message);
    return undefined;
  }
  if (loaded.source !== 'keyscope') {
    r.error(
      at,
      'lesson.not-native',
      'a step\'s design must be a Keyscope design ("format": "keyscope.design"); open the Workbench model in the studio and export it as Keyscope JSON'
    );
    return undefined;
  }
  const kept: Finding[] = [];
  let refused = false;
  for (const f of moved) {
    if (f.severity === 'error' && SHAPE.test(f.code)) {
      r.error(f.path, f.code, f.message);
      refused = true;
    } else if (f.code !== 'format.migrated') kept.push(f);
    // A design written at an older format version is read as the current one; the learner
    // needs no note of that, and the lesson written back holds the current version.
  }
  if (refused) return undefined;
  return { kind: 'inline', design: loaded.design, findings: kept };
}
