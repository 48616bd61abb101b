import type { LiveLinkTarget } from '../../core/result-sets/live-link.ts';
import type { CheckedTarget } from '../../live/live-target.ts';

/**
 * Where a connection reads, as a `#live=` link says it: the embedded table by name alone (its
 * endpoint is the app's own wherever the link is opened), an endpoint with its region, a region.
 *
 * @example
 * linkTargetOf({ kind: 'region', region: 'eu-west-3', local: false, label: 'eu-west-3' });
 * // { kind: 'region', region: 'eu-west-3' }
 */
export function linkTargetOf(target: CheckedTarget): LiveLinkTarget {
  if (target.kind === 'embedded') return { kind: 'embedded' };
  if (target.kind === 'region' || !target.endpoint)
    return { kind: 'region', region: target.region };
  return { kind: 'endpoint', endpoint: target.endpoint, region: target.region };
}
