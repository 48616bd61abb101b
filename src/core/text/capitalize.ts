/**
 * The text with its first character in upper case, for messages that start with a name.
 *
 * @example
 * capitalize('partition key'); // 'Partition key'
 */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
