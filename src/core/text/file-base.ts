/**
 * A name made safe to start a file name with: runs of anything but letters, digits, `.`, `_`
 * and `-` become one `-`, no leading dots or dashes (no hidden files), no trailing dashes, at
 * most 60 characters; `fallback` when nothing is left. Exports and downloaded pictures name
 * their files with it.
 *
 * @example
 * fileBase('Gaming (AWS workshop)'); // 'Gaming-AWS-workshop'
 */
export function fileBase(name: string, fallback = 'design'): string {
  const base = name
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 60);
  return base || fallback;
}
