import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import type { Design } from '../../../src/core/model/design.ts';

function design(payloadBytes: number, keyPadding: number): Design {
  const loaded = loadDesign({
    format: 'keyscope.design',
    version: 1,
    name: 'size',
    tables: [{ name: 'T1x', partitionKey: { name: 'PK', type: 'S' } }],
    entities: [
      {
        name: 'Blob',
        table: 'T1x',
        keys: { PK: `${'K'.repeat(keyPadding)}#\${id}` },
        items: [{ id: { S: '1' }, p: { S: 'x'.repeat(payloadBytes) } }]
      }
    ]
  });
  if (!loaded.ok) throw new Error('fixture does not load');
  return loaded.design;
}

describe('the 400 KB item limit', () => {
  // 400 KB = 409,600 bytes: "id" (2 + 1) + "p" (1 + payload) + "PK" (2 + key).
  it.each([
    { payload: 409_600 - 4 - 2 - 4, key: 2, over: false },
    { payload: 409_600 - 4 - 2 - 4, key: 3, over: true },
    { payload: 409_600 - 4 - 2 - 2000, key: 2000, over: true }
  ])(
    'counts the key attributes a template renders (payload $payload, key padding $key → over: $over)',
    ({ payload, key, over }) => {
      const findings = analyzeDesign(design(payload, key)).findings.filter(
        (f) => f.code === 'item.too-large'
      );
      expect(findings.length).toBe(over ? 1 : 0);
    }
  );
});
