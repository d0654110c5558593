/**
 * The compare page: up to three cars side by side in one table,
 * with a column header per car (its title, a link to it) and a row header per fact, a photo, and
 * Remove links. Rendered on the server from the address, so a shared link shows the same cars;
 * an empty address shows the cars this browser picked (CompareFromStorage), or the empty state.
 */

import { getImageProps } from "next/image";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { PLACEHOLDER_PHOTO_URL } from "@/domain/car/car";
import { carTitle } from "@/domain/car/car-title";
import { shortImageLoader } from "@/lib/image-address";
import { CompareFromStorage, RemoveFromCompare } from "./compare-links";
import { compareRows } from "./compare-rows";
import { compareHref, MAX_COMPARE } from "./compare-store";

const PLACEHOLDER = PLACEHOLDER_PHOTO_URL;

function Photo({ car }: { car: Car }) {
  const { props } = getImageProps({
    loader: shortImageLoader,
    src: car.primary_image_url || PLACEHOLDER,
    alt: "",
    width: 600,
    height: 400,
    sizes: "(min-width: 1024px) 20rem, 45vw",
    quality: 75,
  });
  return (
    // biome-ignore lint/performance/noImgElement: next/image's getImageProps markup, no client component
    <img
      {...props}
      alt={carTitle(car)}
      className="aspect-[3/2] w-full rounded-brand bg-surface object-cover"
    />
  );
}

function EmptyCompare({ siteSlug, fromStorage }: { siteSlug: string; fromStorage: boolean }) {
  return (
    <div className="rounded-brand border border-black/10 bg-surface p-8 text-center">
      <h2 className="text-xl font-bold">No cars to compare yet</h2>
      <p className="mt-2 text-ink/80">
        Choose Compare on up to {MAX_COMPARE} cars in the search results to see them side by side.
      </p>
      <a
        href="/search/new-used-and-demo-cars"
        className="mt-5 inline-flex min-h-11 items-center rounded-brand bg-brand px-5 font-semibold text-brand-contrast"
      >
        Browse our stock
      </a>
      {fromStorage ? <CompareFromStorage siteSlug={siteSlug} /> : null}
    </div>
  );
}

export function ComparePage({
  config,
  cars,
  addressNamedCars,
}: {
  config: SiteConfig;
  cars: readonly Car[];
  /** The address listed cars (found or not): then the stored list is not brought in. */
  addressNamedCars: boolean;
}) {
  const rows = compareRows(config);
  const ids = cars.map((car) => car.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-8">
      <h1 className="mb-5 text-3xl font-extrabold tracking-tight">Compare cars</h1>
      {cars.length === 0 ? (
        <EmptyCompare siteSlug={config.slug} fromStorage={!addressNamedCars} />
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-labelledby="compare-caption"
          className="-mx-4 overflow-x-auto px-4 pb-2"
        >
          <table className="w-full min-w-[36rem] table-fixed border-collapse text-left">
            <caption id="compare-caption" className="sr-only">
              {cars.length === 1 ? "One car" : `${cars.length} cars`} side by side
            </caption>
            <colgroup>
              <col className="w-32 sm:w-40" />
            </colgroup>
            <thead>
              <tr>
                <td />
                {cars.map((car) => (
                  <th key={car.id} scope="col" className="p-2 align-top">
                    <Photo car={car} />
                    <a
                      href={`/cars/${car.slug}`}
                      className="mt-2 block text-lg font-bold leading-snug hover:underline"
                    >
                      {carTitle(car)}
                    </a>
                    <span className="block text-sm font-normal text-ink/75">
                      {[car.badge, car.series].filter(Boolean).join(" ") || "\u00a0"}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-black/10">
                  <th scope="row" className="p-2 text-sm font-semibold text-ink/80">
                    {row.label}
                  </th>
                  {cars.map((car) => (
                    <td key={car.id} className="p-2">
                      {row.value(car)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-black/10">
                <th scope="row" className="p-2 text-sm font-semibold text-ink/80">
                  <span className="sr-only">Actions</span>
                </th>
                {cars.map((car) => (
                  <td key={car.id} className="space-x-2 space-y-2 p-2">
                    <a
                      href={`/cars/${car.slug}`}
                      className="inline-flex min-h-11 items-center rounded-brand bg-brand px-3 text-sm font-semibold text-brand-contrast"
                    >
                      View Details<span className="sr-only">: {carTitle(car)}</span>
                    </a>
                    <RemoveFromCompare
                      siteSlug={config.slug}
                      carId={car.id}
                      carName={carTitle(car)}
                      href={compareHref(ids.filter((id) => id !== car.id))}
                    />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
