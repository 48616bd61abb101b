/**
 * Save text (or a Blob of it the worker wrote) as a file through the browser's download: a Blob behind a temporary object URL on an
 * `<a download>` that is clicked and removed, the URL revoked once the click is handled. Needs
 * no CSP exception (no script, style or connection is made from the blob).
 *
 * @example
 * downloadText(document, 'design.keyscope.json', 'application/json', text);
 */
export function downloadText(
  doc: Document,
  fileName: string,
  mediaType: string,
  text: string | Blob
): void {
  const blob =
    typeof text === 'string' ? new Blob([text], { type: `${mediaType};charset=utf-8` }) : text;
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
