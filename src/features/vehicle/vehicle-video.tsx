/** The car's video: a file played in place, or a provider's embed loaded only when scrolled to. */
import type { Car } from "@/domain/car/car";
import { headingClass, sectionClass } from "./section-classes";

export function VehicleVideo({
  car,
}: {
  car: Pick<Car, "video_url" | "external_video_url" | "name">;
}) {
  if (!car.video_url && !car.external_video_url) return null;
  return (
    <section aria-labelledby="video-heading" className={sectionClass}>
      <h2 id="video-heading" className={headingClass}>
        Video
      </h2>
      {car.video_url ? (
        // biome-ignore lint/a11y/useMediaCaption: dealer walk-around videos come without captions
        <video
          controls
          preload="none"
          className="aspect-video w-full rounded-brand bg-black"
          src={car.video_url}
        />
      ) : (
        <iframe
          src={car.external_video_url ?? undefined}
          title={`Video of ${car.name}`}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          className="aspect-video w-full rounded-brand border-0"
        />
      )}
    </section>
  );
}
