import { describe, expect, it } from 'vitest';
import { workbenchDate } from '../../../src/core/export/workbench-date.ts';

describe('workbenchDate', () => {
  it.each([
    ['2023-05-11T21:18:00Z', 'May 11, 2023, 09:18 PM'],
    ['2023-05-11T23:19:00Z', 'May 11, 2023, 11:19 PM'],
    ['2020-06-22T00:05:00Z', 'Jun 22, 2020, 12:05 AM'],
    ['2020-06-24T12:00:00Z', 'Jun 24, 2020, 12:00 PM'],
    ['2026-01-01T09:07:00Z', 'Jan 1, 2026, 09:07 AM']
  ])('writes %s as %s', (iso, text) => {
    expect(workbenchDate(new Date(iso))).toBe(text);
  });
});
