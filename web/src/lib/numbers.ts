/** A rate (0-1) as a percent with one decimal ('41.7%'); '—' without one. */
export function formatPercent(rate: number | null): string {
  // Rounded on the thousandths first: toFixed alone rounds the binary value, so a half may go down
  // (0.15.toFixed(1) is '0.1', the binary 0.15 being 0.1499...).
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}
