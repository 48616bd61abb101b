// Reads HCL back with HashiCorp's own parser (hcl2json, Go compiled to WebAssembly), so the
// Terraform export is checked by the real grammar rather than by a copy of our emitter.
import { parse } from '@cdktn/hcl2json';

/** Parse HCL text into Terraform's JSON form; a syntax error rejects with HCL's diagnostics. */
export async function parseHcl(text: string): Promise<Record<string, unknown>> {
  return (await parse('main.tf', text)) as Record<string, unknown>;
}

/**
 * A quoted HCL string's value from the JSON form. hcl2json keeps strings as templates, in which
 * `$${` and `%%{` stand for the literal `${` and `%{` (as they do in Terraform's JSON syntax).
 */
export function literal(template: string): string {
  return template.replace(/\$\$\{/g, '${').replace(/%%\{/g, '%{');
}
