import { describe, expect, it } from 'vitest';
import { patchSettings } from '../../../src/core/workload/patch-settings.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');

describe('patchSettings', () => {
  it('sets a setting, and drops one set to undefined', () => {
    expect(patchSettings(gaming, { hotShare: 0.4 }).hotShare).toBe(0.4);
    expect(
      'hotShare' in
        patchSettings(
          { ...gaming, workload: { ...gaming.workload!, hotShare: 0.4 } },
          { hotShare: undefined }
        )
    ).toBe(false);
  });
});
