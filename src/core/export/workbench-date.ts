const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as NoSQL Workbench writes `DateCreated` ("May 11, 2023, 09:18 PM"), in UTC. Written by
 * hand rather than with Intl: ICU 72+ puts a narrow no-break space before "PM", which Workbench
 * files do not have, and the output must not depend on the runtime's ICU.
 *
 * @example
 * workbenchDate(new Date('2023-05-11T21:18:00Z')); // 'May 11, 2023, 09:18 PM'
 */
export function workbenchDate(d: Date): string {
  const h = d.getUTCHours();
  const two = (n: number) => String(n).padStart(2, '0');
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${two(hour12)}:${two(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
