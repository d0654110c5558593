"use client";
/**
 * The 360 spin over the car's frames: drag (or the arrow keys) to turn it, one frame per 20 px;
 * it turns by itself one frame per 100 ms unless the site turns that off, and stops after one
 * full turn or as soon as the shopper touches it. Hotspots sit on their frame.
 */
import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import type { Hotspot } from "@/domain/car/car";
import { stepIndex } from "@/domain/vehicle/gallery";
import { autoRotateFinished, frameAfterDrag, hotspotsOnFrame, SPIN } from "@/domain/vehicle/spin";
import { shortImageLoader } from "@/lib/image-address";

type Props = {
  frames: readonly string[];
  hotspots: readonly Hotspot[];
  autoRotate: boolean;
  title: string;
  quality: number;
};

export function SpinViewer({ frames, hotspots, autoRotate, title, quality }: Props) {
  const [frame, setFrame] = useState(0);
  const [rotating, setRotating] = useState(autoRotate && frames.length > 1);
  const [openHotspot, setOpenHotspot] = useState<string | null>(null);
  /** Where a drag began, and the frame it turns from (the frame shown when it first moves). */
  const drag = useRef<{ x: number; start: number | null } | null>(null);
  /** Set the moment the shopper takes the spin: no auto-rotation step lands after that. */
  const stopped = useRef(false);
  const count = frames.length;

  useEffect(() => {
    if (!rotating) return;
    let steps = 0;
    const timer = setInterval(() => {
      if (stopped.current) return;
      steps += 1;
      setFrame((f) => stepIndex(f, 1, count));
      if (autoRotateFinished(steps, count)) {
        clearInterval(timer);
        setRotating(false);
      }
    }, SPIN.autoRotateMs);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const stop = () => {
    stopped.current = true;
    setRotating(false);
  };
  const placed = hotspotsOnFrame(hotspots, frame);

  return (
    <div className="relative">
      <div
        role="slider"
        tabIndex={0}
        aria-label={`360° view of ${title}: drag or use the arrow keys to turn`}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={`Angle ${frame + 1} of ${count}`}
        data-rotating={rotating ? "true" : "false"}
        onPointerDown={(event) => {
          stop();
          drag.current = { x: event.clientX, start: null };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          const held = drag.current;
          if (!held) return;
          const moved = event.clientX - held.x;
          // From the frame on screen, not the one this render closed over: an auto-rotation
          // step taken just before the touch may not have been drawn yet.
          setFrame((shown) => {
            held.start ??= shown;
            return frameAfterDrag(held.start, moved, count);
          });
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onKeyDown={(event) => {
          if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
          event.preventDefault();
          stop();
          setFrame((f) => stepIndex(f, event.key === "ArrowRight" ? 1 : -1, count));
        }}
        className="relative aspect-[3/2] cursor-grab touch-pan-y select-none overflow-hidden rounded-brand bg-surface active:cursor-grabbing"
      >
        {frames.map((src, i) => (
          <Image
            loader={shortImageLoader}
            key={src + String(i)}
            src={src}
            alt=""
            fill
            draggable={false}
            sizes="(min-width: 1024px) 60vw, 100vw"
            quality={quality}
            loading="eager"
            className={`pointer-events-none object-cover ${i === frame ? "" : "invisible"}`}
          />
        ))}
      </div>
      {placed.map((spot) => (
        <div
          key={spot.id}
          className="absolute z-10 -translate-x-1/2 -translate-y-1/2"
          style={{ left: `${spot.posX * 100}%`, top: `${spot.posY * 100}%` }}
        >
          <button
            type="button"
            aria-expanded={openHotspot === spot.id}
            aria-label={spot.description}
            onClick={() => {
              stop();
              setOpenHotspot((open) => (open === spot.id ? null : spot.id));
            }}
            className="flex h-7 w-7 items-center justify-center rounded-full border-2 border-white bg-accent font-bold text-white shadow"
          >
            +
          </button>
          {openHotspot === spot.id ? (
            <p className="absolute top-8 left-1/2 w-max max-w-56 -translate-x-1/2 rounded-brand bg-black/85 px-3 py-1.5 text-sm text-white">
              {spot.description}
            </p>
          ) : null}
        </div>
      ))}
      <p className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-black/70 px-3 py-1 text-sm text-white">
        Drag to turn · {frame + 1} / {count}
      </p>
    </div>
  );
}
