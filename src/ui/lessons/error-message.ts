/** What went wrong, in words: an `Error`'s message, or whatever was thrown as text. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
