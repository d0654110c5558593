import { ratingText, starFills } from "@/domain/review/stars";

/** Five stars with a partial one (domain/review/stars), plus the figures as text for everyone. */
export function StarRating({ average, count }: { average: number; count: number }) {
  return (
    <p className="flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="flex text-amber-600">
        {starFills(average).map((fill, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
            key={i}
            className={fill === "full" ? "" : fill === "partial" ? "opacity-60" : "text-black/20"}
          >
            ★
          </span>
        ))}
      </span>
      <span>
        <span className="sr-only">Rated </span>
        {ratingText(average, count)}
      </span>
    </p>
  );
}
