"use client";
/**
 * The views counter: calls GET /api/cars/{slug}/view.json with what the page was rendered
 * with (photos_count, updated_at, website_id), which counts this view and answers the total.
 * A non-OK reply gives null and nothing is shown. When the car changed since the page was
 * rendered (car_fields), the shopper is offered a reload. The same page load keeps the car as
 * the site's last viewed car in the browser.
 */
import { useEffect, useState } from "react";
import type { ViewedCar } from "@/domain/car/viewed-car";
import { type ViewAnswer, viewsText } from "@/domain/vehicle/views";
import { rememberViewedCar } from "@/features/leads";

type Props = {
  slug: string;
  photosCount: number;
  updatedAt: number;
  websiteId: string;
  viewed: ViewedCar;
};

async function fetchViews({
  slug,
  photosCount,
  updatedAt,
  websiteId,
}: Props): Promise<ViewAnswer | null> {
  const query = new URLSearchParams({
    photos_count: String(photosCount),
    updated_at: String(updatedAt),
    website_id: websiteId,
  });
  try {
    const reply = await fetch(`/api/cars/${encodeURIComponent(slug)}/view.json?${query}`, {
      cache: "no-store",
    });
    return reply.ok ? ((await reply.json()) as ViewAnswer) : null;
  } catch {
    return null;
  }
}

export function ViewsCounter(props: Props) {
  const [answer, setAnswer] = useState<ViewAnswer | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per page load.
  useEffect(() => {
    rememberViewedCar(props.websiteId, props.viewed);
    void fetchViews(props).then(setAnswer);
  }, []);
  if (!answer) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-ink/80">
      <span>{viewsText(answer.views)}</span>
      {answer.car_fields ? (
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="font-semibold underline underline-offset-2"
        >
          This car has been updated: reload
        </button>
      ) : null}
    </p>
  );
}
