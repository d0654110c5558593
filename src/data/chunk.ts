/**
 * Splits rows for multi-row inserts. PostgreSQL's protocol allows 65,535 bind parameters per
 * statement, so a chunk's rows × columns must stay under that.
 */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The most rows of `columns` columns that fit in one statement, with some headroom. */
export function rowsPerStatement(columns: number): number {
  return Math.max(1, Math.floor(60_000 / columns));
}
