import type { ReadProblem } from '../core/reading/read-problem.ts';
import { classifyError } from './classify-error.ts';
import type { CheckedTarget } from './live-target.ts';
import { probeEndpoint } from './probe-endpoint.ts';

/** What went wrong with one request, for `LiveConnection.problem`. */
export interface FailedRequest {
  readonly operation: string;
  readonly table?: string;
  readonly index?: string;
  readonly loaded?: boolean;
}

/**
 * A failed request named plainly, with its fix: a bare TypeError before anything loaded is
 * probed, to tell a CORS refusal (the server answers) from a dead endpoint.
 *
 * @example
 * await nameProblem(error, { operation: 'ListTables' }, target, location.origin);
 */
export async function nameProblem(
  error: unknown,
  request: FailedRequest,
  target: CheckedTarget,
  origin: string | undefined
): Promise<ReadProblem> {
  const endpoint = target.endpoint;
  const fetchFailed = error instanceof Error && error.name === 'TypeError';
  const reachable =
    endpoint && fetchFailed && !request.loaded ? await probeEndpoint(endpoint) : undefined;
  return classifyError(error, {
    ...request,
    target,
    ...(reachable !== undefined ? { reachable } : {}),
    ...(origin ? { origin } : {})
  });
}
