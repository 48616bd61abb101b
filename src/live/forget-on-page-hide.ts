import type { CredentialsHolder } from './credentials-holder.ts';

/**
 * Clear the credentials and close the client when the page is hidden for leaving (`pagehide`),
 * as OWASP ASVS 5.0 V14.3.1 asks of session data — also when the browser keeps the page in its
 * back-forward cache: coming back then asks for credentials again rather than finding them.
 * Returns the function that stops listening (call it on disconnect, after clearing yourself).
 *
 * @example
 * const stop = forgetOnPageHide(window, holder, client);
 */
export function forgetOnPageHide(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  holder: CredentialsHolder,
  client?: { destroy(): void }
): () => void {
  const forget = () => {
    holder.clear();
    client?.destroy();
  };
  target.addEventListener('pagehide', forget);
  return () => target.removeEventListener('pagehide', forget);
}
