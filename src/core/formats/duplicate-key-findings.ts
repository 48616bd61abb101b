import type { Finding } from '../model/finding.ts';
import { findDuplicateKeys } from './find-duplicate-keys.ts';

/** At most this many repeated keys are listed one by one; a last finding counts the rest. */
const MAX_LISTED_DUPLICATES = 100;

/**
 * Every key written twice in one object of JSON `text`, as located `json.duplicate-key` errors
 * (JSON.parse keeps the last value without a word): one home for the design loader and the
 * lesson loader, which refuse them alike.
 *
 * @example
 * duplicateKeyFindings('{"a":1,"a":2}')[0]!.message; // '"a" is written twice in one object…'
 */
export function duplicateKeyFindings(text: string): Finding[] {
  const { total, duplicates } = findDuplicateKeys(text, MAX_LISTED_DUPLICATES);
  const findings: Finding[] = duplicates.map((d) => ({
    severity: 'error',
    code: 'json.duplicate-key',
    path: d.path,
    message: `${clip(d.key)} is written twice in one object (again at line ${d.line}, column ${d.column}); JSON keeps only one of the two values (Keyscope, like JSON.parse, keeps the last), so the other is lost without a word — remove or rename one`
  }));
  if (total > duplicates.length)
    findings.push({
      severity: 'error',
      code: 'json.duplicate-key',
      path: '$',
      message: `${total - duplicates.length} more keys are written twice in one object (${total} in all; the first ${duplicates.length} are listed)`
    });
  return findings;
}

const clip = (k: string): string => JSON.stringify(k.length > 60 ? k.slice(0, 57) + '…' : k);
