/**
 * A caravan's body length or width, which feeds give in millimetres, shown in metres with up to
 * two decimals: 6360 -> '6.36 m', 2400 -> '2.4 m'. A value under 100 is taken to be metres
 * already (no caravan is 100 mm long), so a feed that sends 6.36 still reads right.
 */
export function formatBodyMetres(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  return formatMetres(value >= 100 ? value : value * 1000);
}

/** Millimetres in metres with up to two decimals: 6360 -> '6.36 m', 6096 -> '6.1 m'. */
export function formatMetres(mm: number): string {
  return `${Number((mm / 1000).toFixed(2))} m`;
}
