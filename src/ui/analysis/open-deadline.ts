import type { Finding } from '../../core/model/finding.ts';

/**
 * How long any open may run before it stops by itself: a share link, a file, pasted text or a
 * stored design, read in a worker. The largest file Keyscope imports (50 MB, some 400,000 items)
 * opens in about 3 s on a 2-core machine (docs/benchmarks.md, bench:open), so 30 s leaves a slow
 * machine ten times that; an input still being read after it is damaged or hostile (a
 * decompression bomb, pathological JSON), and waiting longer would only hold the user up.
 * docs/files-and-links.md.
 */
export const OPEN_DEADLINE_MS = 30_000;

/**
 * The finding an open stopped by `OPEN_DEADLINE_MS` gives: what was being read, why it may have
 * taken so long, and what to do (`advice`: a design's by default; a lesson says its own). Where
 * it is shown, the studio says nothing was opened.
 *
 * @example
 * openDeadlineFinding('the link').message;
 * // 'the link took longer than 30 s to read, so reading it was stopped: it may be damaged or far too large; …'
 */
export function openDeadlineFinding(
  label: string,
  advice = 'check it with the command line (keyscope check), or ask for the design as a file again'
): Finding {
  const s = OPEN_DEADLINE_MS / 1000;
  return {
    severity: 'error',
    code: 'import.deadline',
    path: '$',
    message: `${label} took longer than ${s} s to read, so reading it was stopped: it may be damaged or far too large; ${advice}`
  };
}
