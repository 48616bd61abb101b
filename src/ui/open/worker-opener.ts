import type { DesignInput } from '../../workers/design-input.ts';
import type { HeldWorker, OpenJob } from '../analysis/open-job.svelte.ts';
import type { ReadJob } from '../analysis/read-job.svelte.ts';
import type { ReadWhat } from '../../workers/read-request.ts';

/**
 * Opens large designs in a worker and makes that worker the analysis worker; reads links and
 * smaller designs whole in a worker (AnalysisWorkerState).
 */
export interface WorkerOpener {
  open(input: DesignInput, label: string): OpenJob;
  read(what: ReadWhat, label: string): ReadJob;
  adopt(held: HeldWorker): void;
}
