import type { Design } from '../../core/model/design.ts';
import type { LiveChange } from '../../workers/live-change.ts';
import type { WorkerReply } from '../../workers/analysis-messages.ts';
import { reserveOp } from './remote-items.ts';
import type { WorkerChannel } from './worker-channel.ts';

/**
 * Apply a live change (infer, overlay, filter) to `base` in the analysis worker, which keeps the result
 * for when the design it describes is sent; null if the worker went away. `op` names the result
 * for `derivedRemote`.
 *
 * @example
 * const derived = await deriveInWorker(channel, live, { kind: 'infer' }, 0);
 */
export async function deriveInWorker(
  channel: Pick<WorkerChannel, 'askAbout'>,
  base: Design,
  change: LiveChange,
  materialize: number
): Promise<{ op: number; reply: Extract<WorkerReply, { kind: 'derived' }> } | null> {
  const op = reserveOp();
  const reply = await channel.askAbout(base, (id, wire) => ({
    kind: 'derive',
    id,
    op,
    wire,
    change,
    materialize
  }));
  if (reply?.kind === 'error') throw new Error(reply.message);
  return reply?.kind === 'derived' ? { op, reply } : null;
}
