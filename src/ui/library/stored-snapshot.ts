import type { Design } from '../../core/model/design.ts';
import type { DesignSnapshot } from '../../store/design-library.ts';
import { holdsGeneratedItems, holdsRemoteItems } from '../analysis/remote-items.ts';

/**
 * The snapshot to store for an edited design: as it is when the page holds its items (the
 * library writes its text), with its text written by the worker (`remoteText`) when the worker
 * holds them. The stored design holds what the user wrote, never placeholders: generated items
 * are rebuilt from their settings, so a design holding their placeholders is refused, and so is
 * one whose worker-held items nothing here can write.
 *
 * @example
 * const snap = await storedSnapshot(edited, (design) => worker.designText(design));
 */
export async function storedSnapshot(
  snapshot: DesignSnapshot,
  remoteText?: (design: Design) => Promise<Blob>
): Promise<DesignSnapshot> {
  if (holdsGeneratedItems(snapshot.design))
    throw new Error('the design to save holds generated placeholders; nothing was saved');
  if (!holdsRemoteItems(snapshot.design)) return snapshot;
  if (!remoteText)
    throw new Error(
      'the design to save holds placeholders for items only the worker has, and nothing here can write them; nothing was saved'
    );
  return { ...snapshot, text: await remoteText(snapshot.design) };
}
