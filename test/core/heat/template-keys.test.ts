import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { templateKeys } from '../../../src/core/heat/template-keys.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { example } from '../../helpers/example.ts';

const t = (s: string): Template => {
  const r = parseTemplate(s);
  if (!r.ok) throw r.error;
  return r.template;
};
const gaming = analyzeDesign(example('gaming')).tables[0]!.views[0]!;
const keysOf = (template: string) =>
  templateKeys(gaming, t(template), true).collections.map(
    (c) => (gaming.collectionPk(c) as { S: string }).S
  );

describe('templateKeys', () => {
  it('reaches the keys a template can produce, and no others', () => {
    expect(keysOf('GAME#${gameId}')).toEqual(
      gaming.collections.map((c) => (c.pk as { S: string }).S).filter((k) => k.startsWith('GAME#'))
    );
    expect(keysOf('USER#${username}')).toHaveLength(6);
    expect(keysOf('USER#johnny')).toEqual(['USER#johnny']);
    expect(keysOf('USER#nobody')).toEqual([]);
    expect(keysOf('${x}#${y}')).toHaveLength(gaming.collectionCount); // every key has a #
    expect(keysOf('TEAM#${t}')).toEqual([]);
    expect(keysOf('${any}')).toHaveLength(gaming.collectionCount);
  });

  it('gives the values each key was built from', () => {
    const k = templateKeys(gaming, t('USER#${username}'), true);
    const first = (gaming.collectionPk(k.collections[0]!) as { S: string }).S;
    expect(k.fieldValue(0, 'username')).toBe(first.slice(5));
    expect(k.fieldValue(0, 'other')).toBeUndefined();
    const m = templateKeys(gaming, t('GAME#${a}${b:8}'), true);
    expect(m.collections.length).toBeGreaterThan(0);
  });
});
