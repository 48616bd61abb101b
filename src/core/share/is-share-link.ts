import { SHARE_LINK } from './share-link-format.ts';

/**
 * Whether an address's hash carries a design (a share link), which opens read-only.
 *
 * @example
 * isShareLink('#design=1.q1ZKSy'); // true
 * isShareLink('#example=gaming'); // false
 */
export function isShareLink(hash: string): boolean {
  return hash.startsWith(`#${SHARE_LINK.param}=`);
}
