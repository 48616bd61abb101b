import type { Finding, Severity } from './finding.ts';

/**
 * Collects the findings of one load or import, each at its JSON path: the one collector the
 * native reader (JsonReader) and the NoSQL Workbench importer both use, so every finding is
 * written `(path, code, message)` in the same order everywhere.
 *
 * @example
 * const found = new FindingCollector();
 * found.error('$.tables[0].name', 'name.invalid', 'Table name "ab" is 2 characters; …');
 * found.findings; // [{ severity: 'error', code: 'name.invalid', … }]
 */
export class FindingCollector {
  /**
   * `counter`, when given, hears of every item read (`item()`, once per item, kept or refused),
   * so a load can report its progress without a second pass over the input.
   */
  constructor(
    readonly findings: Finding[] = [],
    readonly counter: { item(): void } | null = null
  ) {}

  error(path: string, code: string, message: string): void {
    this.add('error', path, code, message);
  }

  warn(path: string, code: string, message: string): void {
    this.add('warning', path, code, message);
  }

  info(path: string, code: string, message: string): void {
    this.add('info', path, code, message);
  }

  add(severity: Severity, path: string, code: string, message: string): void {
    this.findings.push({ severity, code, message, path });
  }
}
