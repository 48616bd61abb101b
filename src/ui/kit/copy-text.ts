/**
 * Put `text` on the clipboard; false when the browser does not allow it (an insecure origin, a
 * refused permission, no focus), so the caller can offer the text to select instead. Every copy
 * button goes through here, so each says the same thing when copying is refused.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
