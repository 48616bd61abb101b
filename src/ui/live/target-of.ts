import type { LiveTarget } from '../../live/live-target.ts';

/** Which kind of target the connect dialog is set to. */
export type TargetKind = 'embedded' | 'endpoint' | 'region';

/** The connect dialog's target fields. */
export interface TargetForm {
  readonly kind: TargetKind;
  readonly endpoint: string;
  /** Optional: the region an emulator is asked for. */
  readonly endpointRegion: string;
  readonly region: string;
}

/**
 * The target the dialog's fields describe (the embedded one at `embedded`), for `checkTarget`.
 *
 * @example
 * targetOf({ kind: 'endpoint', endpoint: ' http://localhost:8000 ', endpointRegion: '', region: 'us-east-1' }, undefined);
 * // { kind: 'endpoint', endpoint: 'http://localhost:8000' }
 */
export function targetOf(form: TargetForm, embedded: string | undefined): LiveTarget {
  if (form.kind === 'embedded' && embedded) return { kind: 'embedded', endpoint: embedded };
  if (form.kind === 'region') return { kind: 'region', region: form.region.trim() };
  const region = form.endpointRegion.trim();
  return { kind: 'endpoint', endpoint: form.endpoint.trim(), ...(region ? { region } : {}) };
}
