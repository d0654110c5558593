"use client";
/**
 * The compare page's browser side. CompareFromStorage: a compare address with no cars in it
 * becomes the address of the cars this browser picked (replace, so Back is not a loop).
 * RemoveFromCompare: a plain link to the address without that car, which also takes the car
 * off the stored list, so the page works without JavaScript too.
 */
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { compareHref, readCompare, removeCompare } from "./compare-store";
import { browserStorage } from "./favourites-store";

export function CompareFromStorage({ siteSlug }: { siteSlug: string }) {
  const router = useRouter();
  useEffect(() => {
    const ids = readCompare(browserStorage(), siteSlug);
    if (ids.length > 0) router.replace(compareHref(ids));
  }, [router, siteSlug]);
  return null;
}

export function RemoveFromCompare({
  siteSlug,
  carId,
  carName,
  href,
}: {
  siteSlug: string;
  carId: number;
  carName: string;
  href: string;
}) {
  return (
    <a
      href={href}
      onClick={() => removeCompare(browserStorage(), siteSlug, carId)}
      className="inline-flex min-h-11 items-center justify-center rounded-brand border border-black/20 px-3 text-sm font-semibold hover:border-brand"
    >
      Remove<span className="sr-only"> {carName} from the comparison</span>
    </a>
  );
}
