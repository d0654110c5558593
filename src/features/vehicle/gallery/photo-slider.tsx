"use client";
/**
 * The photo slider: a scroll-snap track (swipe works without script), arrow buttons, a counter,
 * the thumbnail strip and the left/right keys. The first 2 photos load with priority, the
 * first preloaded as the page's largest paint; the rest load as they come near. In the page's
 * markup the later photos name one width (828 px) rather than five: the slider, once live, gives
 * them their full set of widths before they come near, and without JavaScript a swipe still shows
 * them. The strip's buttons only work with JavaScript, so it is drawn in the browser, in a
 * space kept for it from the start: the page's markup does not carry a button and two image
 * addresses per photo.
 */
import Image, { getImageProps } from "next/image";
import { useCallback, useEffect, useRef, useState } from "react";
import { hasPriority, stepIndex } from "@/domain/vehicle/gallery";
import { shortImageLoader } from "@/lib/image-address";
import { FullScreenViewer } from "./full-screen-viewer";
import { Chevron, type SliderPhoto } from "./slider-parts";
import { useArrowKeys } from "./use-arrow-keys";

type Props = {
  photos: SliderPhoto[];
  thumbnails: boolean;
  quality: number;
  title: string;
  keysEnabled: boolean;
};

const SLIDE_SIZES = "(min-width: 1280px) 780px, (min-width: 1024px) 60vw, 100vw";
/** The one width a later photo has in the page's markup: a phone's screen, or a desktop slide at 1x. */
const PLAIN_WIDTH = 828;

/**
 * A later photo's sources: one plain width in the page's markup and, once the slider is live,
 * the image service's full srcset on the same element, so going live only sets attributes (no
 * image component is mounted per photo at start).
 */
function laterPhotoSources(src: string, quality: number, live: boolean) {
  if (!live) return { src: shortImageLoader({ src, width: PLAIN_WIDTH, quality }) };
  const { props } = getImageProps({
    loader: shortImageLoader,
    src,
    alt: "",
    fill: true,
    sizes: SLIDE_SIZES,
    quality,
  });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

/** A thumbnail's sources (96 x 64), as next/image would write them. */
function thumbnailSources(src: string, quality: number) {
  const { props } = getImageProps({
    loader: shortImageLoader,
    src,
    alt: "",
    width: 96,
    height: 64,
    quality,
    loading: "lazy",
  });
  return {
    src: props.src,
    srcSet: props.srcSet,
    width: 96,
    height: 64,
    loading: "lazy" as const,
    decoding: "async" as const,
  };
}

const arrowClass =
  "absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2 text-ink shadow hover:bg-white";

export function PhotoSlider({ photos, thumbnails, quality, title, keysEnabled }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // The slide being shown or moved to, read by the next key press even before a re-render (two
  // quick presses move two slides).
  const at = useRef(0);
  const [fullScreen, setFullScreen] = useState(false);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const count = photos.length;

  const goTo = useCallback((next: number) => {
    const el = track.current;
    if (!el) return;
    at.current = next;
    setIndex(next);
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
  }, []);

  const step = useCallback((by: -1 | 1) => goTo(stepIndex(at.current, by, count)), [goTo, count]);
  useArrowKeys(keysEnabled && !fullScreen && count > 1, step);

  // Swipes and scroll-snap move the track without the buttons: follow where it settles.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        at.current = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
        setIndex(at.current);
      }, 120);
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      el.removeEventListener("scroll", onScroll);
    };
  }, []);

  return (
    <div>
      <section
        aria-roledescription="carousel"
        aria-label={`Photos of ${title}`}
        className="relative"
      >
        <div
          ref={track}
          // Focusable so keyboard users can scroll it too (axe: scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus
          tabIndex={0}
          className="flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto overflow-y-hidden rounded-brand bg-surface [scrollbar-width:none]"
        >
          {photos.map((photo, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group
            <div
              key={photo.src + String(i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              className="relative w-full shrink-0 snap-start"
            >
              {hasPriority(i) ? (
                <Image
                  loader={shortImageLoader}
                  src={photo.src}
                  alt={photo.alt}
                  fill
                  sizes={SLIDE_SIZES}
                  quality={quality}
                  preload={i === 0}
                  fetchPriority={i === 0 ? "high" : undefined}
                  loading="eager"
                  className="object-cover"
                />
              ) : (
                // biome-ignore lint/performance/noImgElement: a plain element whose sources grow once the slider is live (see above)
                <img
                  {...laterPhotoSources(photo.src, quality, live)}
                  alt={photo.alt}
                  loading="lazy"
                  decoding="async"
                  className="absolute inset-0 size-full object-cover"
                />
              )}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => step(-1)}
              className={`${arrowClass} left-3`}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => step(1)}
              className={`${arrowClass} right-3`}
            >
              <Chevron direction="right" />
            </button>
          </>
        ) : null}
        <p
          aria-live="polite"
          className="absolute bottom-3 left-3 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white"
        >
          Photo {index + 1} of {count}
        </p>
        <button
          type="button"
          onClick={() => setFullScreen(true)}
          className="absolute right-3 bottom-3 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white hover:bg-black/85"
        >
          View full screen
        </button>
      </section>
      {thumbnails ? (
        <div className="mt-3 min-h-[4.5rem]">
          {live ? (
            <ul aria-label="Photo thumbnails" className="flex gap-2 overflow-x-auto pb-1">
              {photos.map((photo, i) => (
                <li key={photo.src + String(i)} className="shrink-0">
                  <button
                    type="button"
                    aria-label={`Show photo ${i + 1}`}
                    aria-current={i === index ? "true" : undefined}
                    onClick={() => goTo(i)}
                    className={`block overflow-hidden rounded-brand border-2 ${i === index ? "border-brand" : "border-transparent opacity-80 hover:opacity-100"}`}
                  >
                    {/* biome-ignore lint/performance/noImgElement: next/image's markup (getImageProps) on a plain element: twenty of them mount at once */}
                    <img
                      {...thumbnailSources(photo.src, quality)}
                      alt=""
                      className="block h-16 w-24 object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {fullScreen ? (
        <FullScreenViewer
          photos={photos}
          start={index}
          quality={quality}
          title={title}
          onClose={(at) => {
            setFullScreen(false);
            goTo(at);
          }}
        />
      ) : null}
    </div>
  );
}
