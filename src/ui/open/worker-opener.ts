import type { DesignInput } from '../../workers/design-input.ts';
import type { HeldWorker, OpenJob } from '../analysis/open-job.svelte.ts';

/** Opens large designs in a worker and makes that worker the analysis worker (AnalysisWorkerState). */
export interface WorkerOpener {
  open(input: DesignInput, label: string): OpenJob;
  adopt(held: HeldWorker): void;
}
