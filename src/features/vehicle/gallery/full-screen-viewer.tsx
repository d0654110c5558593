"use client";
/**
 * The full-screen photo viewer: a modal <dialog> (the page behind is inert, Escape closes it)
 * showing one photo at a time at screen size, with arrows and the left/right keys.
 */
import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { stepIndex } from "@/domain/vehicle/gallery";
import { shortImageLoader } from "@/lib/image-address";
import { Chevron, type SliderPhoto } from "./slider-parts";
import { useArrowKeys } from "./use-arrow-keys";

type Props = {
  photos: SliderPhoto[];
  start: number;
  quality: number;
  title: string;
  onClose: (index: number) => void;
};

export function FullScreenViewer({ photos, start, quality, title, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [scope, setScope] = useState<HTMLDialogElement | null>(null);
  const count = photos.length;
  const photo = photos[index] ?? photos[0];

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    setScope(el);
  }, []);

  useArrowKeys(count > 1, (by) => setIndex((i) => stepIndex(i, by, count)), scope);

  return (
    <dialog
      ref={dialog}
      aria-label={`${title}: full-screen photos`}
      onClose={() => onClose(index)}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" className="text-sm">
            Photo {index + 1} of {count}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25"
          >
            Close full screen
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          {photo ? (
            <Image
              loader={shortImageLoader}
              src={photo.src}
              alt={photo.alt}
              fill
              sizes="100vw"
              quality={quality}
              className="object-contain"
            />
          ) : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                aria-label="Previous photo"
                onClick={() => setIndex((i) => stepIndex(i, -1, count))}
                className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-white/20 p-3 hover:bg-white/35"
              >
                <Chevron direction="left" />
              </button>
              <button
                type="button"
                aria-label="Next photo"
                onClick={() => setIndex((i) => stepIndex(i, 1, count))}
                className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-white/20 p-3 hover:bg-white/35"
              >
                <Chevron direction="right" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
