import { describe, expect, it } from 'vitest';
import { toolboxTransformTemplate } from '../../../src/core/libraries/toolbox-transform-template.ts';

const prefix = (p: string, delimiter = '#') => ({ transformerId: 'prefix', prefix: p, delimiter });
const suffix = (s: string, delimiter = '#') => ({ transformerId: 'suffix', suffix: s, delimiter });

describe('toolboxTransformTemplate', () => {
  it.each([
    ['no transform', undefined, '${id}'],
    ['a prefix', prefix('USER'), 'USER#${id}'],
    ['a suffix with its delimiter', suffix('X', '|'), '${id}|X'],
    [
      'a pipe, in order',
      { transformerId: 'pipe', transformers: [prefix('A'), suffix('Z')] },
      'A#${id}#Z'
    ],
    ['custom code', { transformerId: 'custom' }, null],
    ['JSON text', { transformerId: 'jsonStringify' }, null],
    ['a prefix that would read as a field', prefix('$', '{x}'), null]
  ])('%s', (_, transform, template) => {
    expect(toolboxTransformTemplate('id', transform)).toBe(template);
  });
});
