/** The one badge of a card (by badge priority), coloured by kind; text on solid colour. */
import type { Badge } from "@/domain/car/badge";

const TONES: Record<string, string> = {
  sold: "bg-gray-900 text-white",
  fuel: "bg-emerald-700 text-white",
  reserved: "bg-amber-300 text-gray-900",
  "coming-soon": "bg-sky-800 text-white",
  "new-arrival": "bg-accent text-white",
  green: "bg-emerald-700 text-white",
  red: "bg-red-700 text-white",
  neutral: "bg-brand text-brand-contrast",
};

export function CardBadge({ badge }: { badge: Badge }) {
  if (badge.kind === "certified") {
    return (
      // A brand image from the site's config, possibly on another host: not resized.
      // biome-ignore lint/performance/noImgElement: external brand artwork, tiny
      <img
        src={badge.imageUrl}
        alt={badge.alt}
        className="h-8 w-auto rounded bg-white p-1 shadow"
      />
    );
  }
  const tone = badge.kind === "tag" ? TONES[badge.tone] : TONES[badge.kind];
  return <span className={`badge ${tone}`}>{badge.text}</span>;
}
