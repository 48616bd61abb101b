import { describe, expect, it } from 'vitest';
import { endReasonText } from '../../../src/core/result-sets/end-reason-text.ts';
import type { ReadEndReason } from '../../../src/core/result-sets/read-end-reason.ts';

// Every reason (a Record, so a new reason fails to compile until it is here), in the words the
// load's progress line and a set's completeness show, and the e2e tests look for.
const TEXTS: Readonly<Record<ReadEndReason, string>> = {
  complete: 'complete',
  stopped: 'stopped',
  'item-cap': 'stopped at the item cap',
  'byte-cap': 'stopped at the size cap',
  problem: 'stopped by a problem',
  memory: 'stopped near what this tab can hold'
};

describe('endReasonText', () => {
  it.each(Object.entries(TEXTS) as [ReadEndReason, string][])('%s: %s', (reason, text) => {
    expect(endReasonText(reason)).toBe(text);
  });
});
