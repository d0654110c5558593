import { formatDateAu } from "@/domain/format/date";
import type { Review } from "@/domain/review/review";
import { starFills } from "@/domain/review/stars";

function ReviewStars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="flex text-amber-600">
        {starFills(rating).map((fill, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
            key={i}
            className={fill === "full" ? "" : fill === "partial" ? "opacity-60" : "text-black/20"}
          >
            ★
          </span>
        ))}
      </span>
      <span className="sr-only">Rated {rating} out of 5</span>
    </p>
  );
}

/** Recent reviews as quotes: stars by the partial-star rule, name, date dd/MM/yyyy. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <figure className="h-full rounded-brand border border-black/10 bg-page p-4 shadow-sm">
            <ReviewStars rating={review.rating} />
            {review.text ? (
              <blockquote className="mt-2 text-sm text-ink/85">
                <p>{review.text}</p>
              </blockquote>
            ) : null}
            <figcaption className="mt-3 text-sm font-semibold">
              {review.customer_name}
              <span className="font-normal text-ink/75">
                {" "}
                ·{" "}
                <time dateTime={review.review_date.toISOString()}>
                  {formatDateAu(review.review_date)}
                </time>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
