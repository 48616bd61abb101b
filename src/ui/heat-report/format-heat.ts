/** Units per second as the heat view prints them: whole numbers, one decimal below 10. */
export function units(n: number): string {
  return n.toLocaleString('en', { maximumFractionDigits: n < 10 ? 1 : 0 });
}

/** A share of one partition's throughput, as a percentage. */
export function percent(utilization: number): string {
  return `${Math.round(utilization * 100).toLocaleString('en')}%`;
}

/** US dollars, cents shown. */
export function usd(n: number): string {
  return `$${n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
