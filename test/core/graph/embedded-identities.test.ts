import { describe, expect, it } from 'vitest';
import { embeddedIdentities } from '../../../src/core/graph/embedded-identities.ts';
import { entityKeys } from '../../../src/core/graph/entity-keys.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

const t = (s: string): Template => {
  const r = parseTemplate(s);
  if (!r.ok) throw r.error;
  return r.template;
};

describe('embeddedIdentities', () => {
  const d = makeDesign(
    [makeTable()],
    [
      makeEntity('User', { PK: 'USER#${username}', SK: '#METADATA#${username}' }, []),
      makeEntity('Game', { PK: 'GAME#${gameId}', SK: '#METADATA#${gameId}' }, []),
      makeEntity('Mapping', { PK: 'GAME#${gameId}', SK: 'USER#${username}' }, []),
      makeEntity('Customer', { PK: 'CUSTOMER#${id}', SK: 'C' }, []),
      makeEntity('Plain', { PK: '${code}', SK: 'P' }, []),
      makeEntity('Viewer', { PK: 'VIEWER#${v}', SK: 'V' }, [])
    ]
  );
  const keys = entityKeys(d, d.tables[0]!);
  const mapping = keys[2]!;
  const viewer = keys[5]!;

  it.each([
    ['USER#${username}', ['User']],
    ['#USER#${username}', ['User']],
    ['${username}', ['User']],
    ['U#${username}', []],
    ['GAME#${gameId}#USER#${username}', ['Mapping']],
    ['ORDER#${id}', []],
    ['CUSTOMER#${id}', ['Customer']],
    ['X#${code}', ['Plain']],
    ['STATIC', []]
  ])('%s names %j', (src, names) => {
    expect(embeddedIdentities(t(src), viewer, keys).map((k) => k.entity.name)).toEqual(names);
  });

  it('never names the entity itself: its own key names the others it holds', () => {
    const names = embeddedIdentities(t('GAME#${gameId}#USER#${username}'), mapping, keys);
    expect(names.map((k) => k.entity.name)).toEqual(['User', 'Game']);
  });
});
