/**
 * A caravan's body length or width, which feeds give in millimetres, shown in metres with up to
 * two decimals: 6360 -> '6.36 m', 2400 -> '2.4 m'. A value under 100 is taken to be metres
 * already (no caravan is 100 mm long), so a feed that sends 6.36 still reads right.
 */
export function formatBodyMetres(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  const metres = value >= 100 ? value / 1000 : value;
  return `${Number(metres.toFixed(2))} m`;
}
