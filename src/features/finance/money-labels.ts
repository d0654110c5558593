/** Short money labels for quick-pick buttons: 5000 → '$5k', 2500 → '$2.5k', 0 → '$0'. */
import { formatPrice } from "@/domain/format/price";

export function shortMoney(value: number): string {
  if (value < 1000) return formatPrice(value);
  const thousands = Math.round(value / 100) / 10;
  return `$${thousands}k`;
}

/** '5 years', '1 year', '4.5 years'. */
export function yearsText(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** '8.5% p.a.'; at most two decimals, no trailing zeros. */
export function rateText(percent: number): string {
  return `${Number(percent.toFixed(2))}% p.a.`;
}

/** '$1,300', or '$1,360.50' when there are cents: fees are quoted to the cent. */
export function moneyText(value: number): string {
  if (Number.isInteger(value)) return formatPrice(value);
  const cents = Math.round(value * 100);
  const dollars = formatPrice(Math.trunc(cents / 100));
  return `${dollars}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

/** Always to the cent: '$42.50', '$2,210.00' (running costs). */
export function centsText(value: number): string {
  const cents = Math.round(value * 100);
  return `${formatPrice(Math.trunc(cents / 100))}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}
