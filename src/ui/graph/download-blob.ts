/** Save `blob` as a file called `fileName` (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has its own copy once started; the URL can go soon after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
