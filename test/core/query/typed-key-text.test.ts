import { describe, expect, it } from 'vitest';
import type { KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';
import { typedKeyText } from '../../../src/core/query/typed-key-text.ts';

describe('typedKeyText', () => {
  it.each<[string, string, KeyType, KeyValue]>([
    ['a String keeps its spaces', ' GAME#1 ', 'S', { S: ' GAME#1 ' }],
    ['an empty String stays empty', '', 'S', { S: '' }],
    ['a Number loses the spaces around it', ' 42 ', 'N', { N: '42' }],
    ['a Number is not checked here', 'twelve', 'N', { N: 'twelve' }],
    ['a Binary loses the spaces around its base64', ' AQI= ', 'B', { B: 'AQI=' }]
  ])('%s', (_, text, type, value) => {
    expect(typedKeyText(text, type)).toEqual(value);
  });
});
