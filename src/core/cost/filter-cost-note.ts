/**
 * What a server-side filter does to a read's price, said before it runs: nothing. DynamoDB
 * charges read units for every item a Scan or Query reads, before the FilterExpression drops
 * the ones that do not match; the filter only trims what comes back. And since the caps count
 * what comes back, a filter that matches little reads on (paced by the read budget) until the
 * end of what it reads or a cap.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Scan.html#Scan.FilterExpression
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.FilterExpression.html
 *
 * @example
 * filterCostNote('query');
 * // 'The filter runs on the server after each page is read, and DynamoDB charges for every item read: …'
 */
export function filterCostNote(read: 'scan' | 'sample' | 'query'): string {
  const what =
    read === 'query'
      ? 'this Query costs what it costs without the filter: every item of the partition (or of the sort key range) is read'
      : read === 'sample'
        ? 'this sample costs what it costs without the filter: every item of the drawn segments it reaches is read'
        : 'this Scan costs what the same Scan without the filter costs, however few items match';
  return `The filter runs on the server after each page is read, and DynamoDB charges for every item read: ${what}. Only the matches come back and count toward the caps, so a filter that matches few items reads on, paced by the read budget, until the end or a cap.`;
}
