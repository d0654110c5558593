import { formatPrice } from "@/domain/format/price";
import type { PriceBand } from "@/domain/model/showroom";

/** '$41,990 – $44,490 drive away', or one price, or an enquiry prompt when unpriced. */
export function PriceBandText({ band, className }: { band: PriceBand; className?: string }) {
  if (!band) return <p className={className}>Enquire for price</p>;
  return (
    <p className={className}>
      <span className="font-bold">
        {formatPrice(band.min)}
        {band.max !== null ? <> &ndash; {formatPrice(band.max)}</> : null}
      </span>{" "}
      <span className="text-sm font-normal text-ink/75">drive away</span>
    </p>
  );
}
