import type { Finding, Severity } from '../../model/finding.ts';
import { cutText } from '../../text/cut-text.ts';

/**
 * Small helpers shared by the NoSQL Workbench importer.
 * @module
 */

/** Own-property read that never reaches the prototype chain (a `__proto__` key is data). */
export function own(obj: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** True when `obj` has `key` as an own property. */
export function has(obj: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Collects findings for one import; every message names the bad input and the fix. */
export class Report {
  readonly findings: Finding[] = [];
  error(code: string, message: string, path: string): void {
    this.add('error', code, message, path);
  }
  warning(code: string, message: string, path: string): void {
    this.add('warning', code, message, path);
  }
  info(code: string, message: string, path: string): void {
    this.add('info', code, message, path);
  }
  private add(severity: Severity, code: string, message: string, path: string): void {
    this.findings.push({ severity, code, message, path });
  }
}

/** Quote a name for a message, shortening huge strings so findings stay readable. */
export function q(name: string): string {
  return JSON.stringify(cutText(name, 60));
}
