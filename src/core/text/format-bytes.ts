/**
 * A byte count for people: 612 B, 4.1 KB, 2.3 MB (binary units, as DynamoDB's item size limit
 * of 400 KB is).
 *
 * @example
 * formatBytes(4200); // '4.1 KB'
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
