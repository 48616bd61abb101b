/**
 * Save text as a file through the browser's download: a Blob behind a temporary object URL on an
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
  text: string
): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mediaType};charset=utf-8` }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
