"use client";
/**
 * The vehicle page's media: the photo slider, the 360 spin and the interior view, switched by
 * tabs when the car has more than one. It opens in the site's
 * default view when the car has it.
 */
import Image from "next/image";
import { useState } from "react";
import type { Hotspot } from "@/domain/car/car";
import type { SpinSource, ViewMode } from "@/domain/vehicle/gallery";
import { shortImageLoader } from "@/lib/image-address";
import { PhotoSlider } from "./photo-slider";
import type { SliderPhoto } from "./slider-parts";
import { SpinViewer } from "./spin-viewer";

export type VehicleGalleryProps = {
  title: string;
  /** Photo addresses: the car's own first, then any placeholder. */
  photos: string[];
  /** How many of `photos` are the car's own. */
  realPhotos: number;
  thumbnails: boolean;
  quality: number;
  modes: ViewMode[];
  initialView: ViewMode;
  spin: SpinSource;
  hotspots: readonly Hotspot[];
  autoRotate: boolean;
  interiorImage: string | null;
};

const LABELS: Record<ViewMode, string> = {
  gallery: "Gallery",
  spin: "360° Spin",
  interior: "Interior",
};

/** Each photo with its text: the car's own numbered, a placeholder saying photos are coming. */
function sliderPhotos(title: string, urls: readonly string[], real: number): SliderPhoto[] {
  return urls.map((src, i) => ({
    src,
    alt: i < real ? `${title}, photo ${i + 1}` : `${title}: photos coming soon`,
  }));
}

export function VehicleGallery(props: VehicleGalleryProps) {
  const { modes, title, quality } = props;
  const [mode, setMode] = useState<ViewMode>(props.initialView);

  const panel = (
    <>
      {mode === "gallery" ? (
        <PhotoSlider
          photos={sliderPhotos(title, props.photos, props.realPhotos)}
          thumbnails={props.thumbnails}
          quality={quality}
          title={title}
          keysEnabled
        />
      ) : null}
      {mode === "spin" && props.spin?.kind === "frames" ? (
        <SpinViewer
          frames={props.spin.frames}
          hotspots={props.hotspots}
          autoRotate={props.autoRotate}
          title={title}
          quality={quality}
        />
      ) : null}
      {mode === "spin" && props.spin?.kind === "external" ? (
        <iframe
          src={props.spin.url}
          title={`360° view of ${title}`}
          className="aspect-[3/2] w-full rounded-brand border-0 bg-surface"
          allow="fullscreen; gyroscope; accelerometer"
        />
      ) : null}
      {mode === "interior" && props.interiorImage ? (
        <div className="aspect-[3/2] overflow-x-auto rounded-brand bg-surface">
          <Image
            loader={shortImageLoader}
            src={props.interiorImage}
            alt={`Interior of ${title}`}
            width={2400}
            height={800}
            sizes="200vw"
            quality={quality}
            className="h-full w-auto max-w-none object-cover"
          />
        </div>
      ) : null}
    </>
  );

  return (
    <div>
      {modes.length > 1 ? (
        <div
          role="tablist"
          aria-label="View"
          className="mb-3 inline-flex rounded-brand bg-surface p-1"
        >
          {modes.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              id={`view-tab-${m}`}
              aria-selected={mode === m}
              aria-controls="vehicle-view-panel"
              onClick={() => setMode(m)}
              className={`rounded-brand px-4 py-1.5 text-sm font-semibold ${mode === m ? "bg-brand text-brand-contrast" : "text-ink"}`}
            >
              {LABELS[m]}
            </button>
          ))}
        </div>
      ) : null}
      {modes.length > 1 ? (
        <div id="vehicle-view-panel" role="tabpanel" aria-labelledby={`view-tab-${mode}`}>
          {panel}
        </div>
      ) : (
        panel
      )}
    </div>
  );
}
