/**
 * A design's description with an export's provenance note (`ExportRequest.provenance`, such as
 * `setProvenance`'s line) after it, as a paragraph of its own: the design's own words come
 * first and whole, so a reader of the exported file sees both, and a file without a note is
 * written exactly as before. A note that is empty or only spaces is no note.
 *
 * @example
 * withProvenance('Orders by customer.', 'Items read from table "orders" at us-east-1: …');
 * // 'Orders by customer.\n\nItems read from table "orders" at us-east-1: …'
 * withProvenance(undefined, undefined); // undefined
 */
export function withProvenance(
  description: string | undefined,
  provenance: string | undefined
): string | undefined {
  const note = provenance?.trim() ?? '';
  if (note === '') return description;
  return description === undefined || description.trim() === ''
    ? note
    : `${description}\n\n${note}`;
}
