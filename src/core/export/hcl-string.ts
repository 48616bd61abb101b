/**
 * A string as an HCL quoted template literal that reads back as exactly that string. HCL's
 * quoted strings are templates: `\\`, `"`, newlines, tabs and other control characters are
 * escaped (`\n`, `\uNNNN`), and the template introducers `${` and `%{` are doubled (`$${`,
 * `%%{`), which HCL reads as the literal text.
 * https://github.com/hashicorp/hcl/blob/main/hclsyntax/spec.md#template-expressions
 *
 * @example
 * hclString('GAME#${id}'); // '"GAME#$${id}"'
 */
export function hclString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const code = s.charCodeAt(i);
    if (c === '\\') out += '\\\\';
    else if (c === '"') out += '\\"';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else if ((c === '$' || c === '%') && s[i + 1] === '{') out += c + c;
    else out += c;
  }
  return out + '"';
}
