// LeaveGuard: the open design is left at once when nothing would be lost; else the user is asked
// and leaving waits for their answer.
import { describe, expect, it } from 'vitest';
import { LeaveGuard } from '../../../src/ui/open/leave-guard.ts';
import type { SaveState } from '../../../src/store/autosave-scheduler.ts';
import { example } from '../../store/library-test-helpers.ts';

type Asking = { message: string; proceed: () => void } | null;

function setUp(
  studio: { design: boolean; readOnly?: boolean; canUndo?: boolean },
  library: { available: boolean; problem?: string; state?: SaveState }
) {
  const asked: Asking[] = [];
  let proceeded = 0;
  const guard = new LeaveGuard(
    {
      design: studio.design ? example('gaming') : null,
      readOnly: studio.readOnly ?? false,
      canUndo: studio.canUndo ?? false
    },
    {
      available: library.available,
      problem: library.problem ?? '',
      settle: async () => library.state ?? { kind: 'saved', at: null }
    },
    (asking) => asked.push(asking)
  );
  const mayLeave = () => guard.mayLeave(() => proceeded++);
  return { asked, mayLeave, proceeded: () => proceeded };
}

describe('LeaveGuard', () => {
  it.each([
    ['no design is open', { design: false }, { available: true }],
    ['the open design is read-only', { design: true, readOnly: true }, { available: false }],
    ['nothing was edited where designs cannot be saved', { design: true }, { available: false }],
    ['the last changes are saved', { design: true }, { available: true }],
    [
      'the last changes are being saved',
      { design: true },
      { available: true, state: { kind: 'saving' } as const }
    ]
  ])('leaves at once when %s', async (_, studio, library) => {
    const { asked, mayLeave, proceeded } = setUp(studio, library);
    expect(await mayLeave()).toBe(true);
    expect(asked).toEqual([]);
    expect(proceeded()).toBe(0);
  });

  it('asks before leaving edits that cannot be saved in this browser', async () => {
    const { asked, mayLeave, proceeded } = setUp(
      { design: true, canUndo: true },
      { available: false, problem: 'storage is off' }
    );
    expect(await mayLeave()).toBe(false);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.message).toBe(
      'Designs cannot be saved in this browser (storage is off) Opening another design now loses them; export this one to a file first to keep them.'
    );
    expect(proceeded()).toBe(0);
  });

  it('asks when the last save failed, and goes ahead (the question gone) on yes', async () => {
    const failed: SaveState = {
      kind: 'failed',
      problem: { kind: 'quota', message: 'the disk is full' } as never
    };
    const { asked, mayLeave, proceeded } = setUp(
      { design: true },
      { available: true, state: failed }
    );
    expect(await mayLeave()).toBe(false);
    expect(asked[0]!.message).toMatch(
      /^The open design's last changes are not saved: the disk is full /
    );
    asked[0]!.proceed();
    expect(asked[1]).toBeNull();
    expect(proceeded()).toBe(1);
  });
});
