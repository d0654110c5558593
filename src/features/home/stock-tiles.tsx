import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import type { CarType } from "@/domain/car/car";
import { formatCount } from "@/domain/format/price";

const SEARCH_PATHS: Record<CarType, string> = {
  new: "/search/new-cars",
  demo: "/search/demo-cars",
  used: "/search/used-cars",
};

/** Live stock counts by new / demo / used, each a link to that search. */
export function StockTiles({
  config,
  counts,
}: {
  config: SiteConfig;
  counts: Record<CarType, number>;
}) {
  const types = (["new", "demo", "used"] as const).filter((t) => counts[t] > 0);
  return (
    <section aria-labelledby="stock-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="stock-heading" className="mb-5 text-2xl font-bold tracking-tight">
        Browse our stock
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {types.map((type) => (
          <li key={type}>
            <Link
              href={SEARCH_PATHS[type]}
              className="group flex items-baseline justify-between rounded-brand border border-black/10 bg-surface p-5 shadow-sm transition hover:border-brand hover:shadow-md"
            >
              <span className="text-lg font-semibold">{config.labels[type]}</span>
              <span className="text-3xl font-extrabold text-brand" data-stock-count={type}>
                {formatCount(counts[type])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
