/**
 * Characters XML 1.0 forbids even escaped (C0 controls other than tab, newline and return, lone
 * surrogates, U+FFFE and U+FFFF); replaced by U+FFFD so hostile names still give a valid file.
 * https://www.w3.org/TR/xml/#charsets
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;'
};

/**
 * Text made safe for XML character data and attribute values alike: `&`, `<`, `>`, `"` and `'`
 * as entities, characters XML cannot hold as U+FFFD. Entity names and key values are user
 * input: `<script>` stays text.
 *
 * @example
 * escapeXml('<script>&"'); // '&lt;script&gt;&amp;&quot;'
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
