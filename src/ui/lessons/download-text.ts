/**
 * Save `text` as a file named `name` through the browser's download: a Blob URL on a temporary
 * link, revoked once the download has started. Blob URLs are the app's own origin and no
 * script, style or connection is involved, so the Content-Security-Policy (config/csp.ts)
 * needs nothing for it.
 *
 * @example
 * const f = lessonFile(lesson);
 * downloadText(f.name, f.text);
 */
export function downloadText(
  name: string,
  text: string,
  type = 'application/json',
  doc: Document = document
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
