/**
 * A table's name as a heading: "Table Books", but a name that already says it is a table
 * ("AppTable", "orders_table", "Table") is shown alone, so no heading reads "Table Table".
 *
 * @example
 * tableTitle('Books'); // 'Table Books'
 * tableTitle('AppTable'); // 'AppTable'
 */
export function tableTitle(name: string): string {
  return /table/i.test(name) ? name : `Table ${name}`;
}
