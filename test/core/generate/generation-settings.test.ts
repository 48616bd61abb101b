import { describe, expect, it } from 'vitest';
import { readGenerationSettings } from '../../../src/core/generate/generation-settings.ts';

describe('readGenerationSettings', () => {
  it('keeps good runs as they are', () => {
    const raw = {
      runs: [
        { perEntity: 1000, seed: 7 },
        { perEntity: 0, seed: -3, only: [0, 2] }
      ]
    };
    expect(readGenerationSettings(raw)).toEqual({ settings: raw, findings: [] });
  });

  it('reads nothing stored as no runs, silently', () => {
    expect(readGenerationSettings(undefined)).toEqual({ settings: { runs: [] }, findings: [] });
  });

  it.each([
    [{ runs: 'x' }, '$.runs', /need "runs", an array/],
    [{ runs: [5] }, '$.runs[0]', /a run must be an object/],
    [{ runs: [{ perEntity: -1, seed: 1 }] }, '$.runs[0].perEntity', /from 0 to 1000000/],
    [{ runs: [{ perEntity: 2e6, seed: 1 }] }, '$.runs[0].perEntity', /from 0 to 1000000/],
    [{ runs: [{ perEntity: 1, seed: 1.5 }] }, '$.runs[0].seed', /whole number/],
    [{ runs: [{ perEntity: 1, seed: 1, only: ['a'] }] }, '$.runs[0].only', /entity indexes/],
    [{ runs: [{ perEntity: 1, seed: 1, __proto__: { only: 5 } }] }, null, null]
  ])('reports %j at %s and skips it', (raw, path, message) => {
    const r = readGenerationSettings(JSON.parse(JSON.stringify(raw)));
    if (path === null) {
      expect(r.findings).toEqual([]);
      return;
    }
    expect(r.settings.runs).toEqual([]);
    expect(r.findings).toEqual([
      expect.objectContaining({ severity: 'error', code: 'generation.invalid', path })
    ]);
    expect(r.findings[0]!.message).toMatch(message!);
  });
});
