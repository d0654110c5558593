/**
 * A car's price as cards and the vehicle page show it: the amount (or the site's text when no
 * price shows), 'per week subscription' for a subscription, the feed's price type beside a
 * price, the was-price struck through, and the market indicator below.
 */
import { formatPrice } from "@/domain/format/price";
import type { CarPresentation } from "./car-presentation";
import { CardIcon } from "./card-icons";

const SIZES = {
  card: { amount: "text-2xl", label: "text-xs", was: "text-sm", market: "px-2 py-0.5 text-xs" },
  page: { amount: "text-3xl", label: "text-sm", was: "", market: "mt-2 px-2 py-1 text-sm" },
} as const;

export function CarPrice({
  car,
  priceType,
  size,
  sharedIcons = false,
}: {
  car: Pick<CarPresentation, "price" | "belowMarket">;
  priceType: string | null;
  size: keyof typeof SIZES;
  sharedIcons?: boolean;
}) {
  const { price } = car;
  const amount = price.kind === "price" || price.kind === "subscription";
  const style = SIZES[size];
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${style.amount} font-extrabold text-brand`}>
          {amount ? formatPrice(price.amount) : price.text}
        </span>
        {price.kind === "subscription" ? (
          <span className="text-sm font-medium">per week subscription</span>
        ) : null}
        {price.kind === "price" && priceType ? (
          <span className={`${style.label} font-medium text-ink/75`}>{priceType}</span>
        ) : null}
      </p>
      {price.wasPrice !== null ? (
        <p className={`${style.was} text-ink/75`}>
          Was <s>{formatPrice(price.wasPrice)}</s>
        </p>
      ) : null}
      {car.belowMarket !== null ? (
        <p
          className={`${style.market} inline-flex items-center gap-1 rounded bg-emerald-50 font-semibold text-emerald-800`}
        >
          <CardIcon name="tag" shared={sharedIcons} />
          {formatPrice(car.belowMarket)} below market average
        </p>
      ) : null}
    </div>
  );
}

/** Odometer, transmission and body with their icons; the label is read out, not shown. */
export function CarFactList({
  car,
  className,
  sharedIcons = false,
}: {
  car: Pick<CarPresentation, "facts">;
  className: string;
  sharedIcons?: boolean;
}) {
  return (
    <ul className={`flex flex-wrap gap-y-1 ${className}`}>
      {car.facts.map((fact) => (
        <li key={fact.icon} className="flex items-center gap-1.5">
          <CardIcon name={fact.icon} shared={sharedIcons} />
          <span className="sr-only">{fact.label}: </span>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
