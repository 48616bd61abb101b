import type { CheckParameter } from '../../core/lessons/checks/check-kind.ts';

/**
 * What the check form holds: per parameter its text, its ticked names (list parameters, with
 * more names typed under `<name>+`), or its checkbox.
 */
export type FormValues = Record<string, string | boolean | string[] | undefined>;

/**
 * The check form's fields as the values `makeCheck` reads: a list parameter is its ticked
 * names followed by the comma-separated ones typed (each once, blanks dropped; none at all
 * leaves it out), a count is a number when the text is one (anything else is passed on as
 * typed, for makeCheck to refuse in the file format's words), a boolean is whether it is
 * ticked, a name is the text as typed (names are exact), and `covers` — the task bullets it
 * checks, comma-separated — a list of numbers.
 *
 * @example
 * checkValues(params, { entities: ['Game'], 'entities+': ' UserGameMapping, ', count: '2' });
 * // { entities: ['Game', 'UserGameMapping'], count: 2 }
 */
export function checkValues(
  parameters: readonly CheckParameter[],
  values: FormValues
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of parameters) {
    const v = values[p.name];
    if (p.type === 'entities' || p.type === 'attributes') {
      const typed = String(values[`${p.name}+`] ?? '').split(',');
      const names = [...(Array.isArray(v) ? v : []), ...typed.map((s) => s.trim())].filter(
        (s, i, all) => s !== '' && all.indexOf(s) === i
      );
      if (names.length) out[p.name] = names;
    } else if (p.type === 'boolean') out[p.name] = v === true;
    else if (typeof v === 'string' && v !== '') {
      const n = v.trim() === '' ? NaN : Number(v);
      out[p.name] = p.type === 'count' && Number.isFinite(n) ? n : v;
    }
  }
  // The task bullets the check checks, typed "1, 3": numbers where they are (anything else is
  // passed on as typed, for makeCheck to refuse in the file format's words).
  const covers = values['covers'];
  if (typeof covers === 'string' && covers.trim() !== '')
    out['covers'] = covers.split(',').map((t) => {
      const n = t.trim() === '' ? NaN : Number(t);
      return Number.isFinite(n) ? n : t.trim();
    });
  return out;
}
