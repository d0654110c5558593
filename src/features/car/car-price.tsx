/**
 * A car's price as cards and the vehicle page show it: the amount (or the site's text when no
 * price shows), 'per week subscription' for a subscription, the feed's price type beside a
 * price, the was-price struck through, and the market indicator below. Styled by the price
 * component classes (globals.css): card size, or page size inside `.price-page`.
 */
import { CAR_FACT_LABELS } from "@/domain/car/car-facts";
import { formatPrice } from "@/domain/format/price";
import type { CarPresentation } from "./car-presentation";
import { CardIcon } from "./card-icons";

export function CarPrice({
  car,
  priceType,
  size,
  sharedIcons = false,
}: {
  car: Pick<CarPresentation, "price" | "belowMarket">;
  priceType: string | null;
  size: "card" | "page";
  sharedIcons?: boolean;
}) {
  const { price } = car;
  const amount = price.kind === "price" || price.kind === "subscription";
  return (
    <div className={size === "page" ? "price-page" : undefined}>
      <p className="price-line">
        <span className="price-amount">{amount ? formatPrice(price.amount) : price.text}</span>
        {price.kind === "subscription" ? (
          <span className="text-sm font-medium">per week subscription</span>
        ) : null}
        {price.kind === "price" && priceType ? (
          <span className="price-type">{priceType}</span>
        ) : null}
      </p>
      {price.wasPrice !== null ? (
        <p className="price-was">
          Was <s>{formatPrice(price.wasPrice)}</s>
        </p>
      ) : null}
      {car.belowMarket !== null ? (
        <p className="price-market">
          <CardIcon name="tag" shared={sharedIcons} />
          {`${formatPrice(car.belowMarket)} below market average`}
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
  /** Spacing and type beside the list's own layout (`.facts`). */
  className?: string;
  sharedIcons?: boolean;
}) {
  return (
    <ul className={className ? `facts ${className}` : "facts"}>
      {car.facts.map((fact) => (
        <li key={fact.icon}>
          <CardIcon name={fact.icon} shared={sharedIcons} />
          <span className="sr-only">{`${CAR_FACT_LABELS[fact.icon]}: `}</span>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
