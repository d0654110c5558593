/**
 * The 360 spin: dragging turns the car one frame per 20 px; it turns by
 * itself one frame per 100 ms unless the site turns that off, and stops after one full turn or
 * as soon as the shopper touches it. Hotspots sit on the frame of their activeAngle at
 * (posX, posY), fractions of the frame's width and height.
 */
import type { Hotspot } from "@/domain/car/car";
import { stepIndex } from "./gallery";

export const SPIN = { sensitivityPx: 20, autoRotateMs: 100 } as const;

/**
 * The frame shown after dragging `dx` pixels from the frame the drag started on. Dragging to
 * the left turns the car to the right (the next frame), as if pushing its near side.
 */
export function frameAfterDrag(startFrame: number, dx: number, frameCount: number): number {
  const steps = Math.trunc(-dx / SPIN.sensitivityPx);
  return stepIndex(startFrame, steps, frameCount);
}

/** Auto-rotation stops once it has shown every frame and come back to the first. */
export function autoRotateFinished(stepsTaken: number, frameCount: number): boolean {
  return frameCount <= 1 || stepsTaken >= frameCount;
}

export type PlacedHotspot = { id: string; description: string; posX: number; posY: number };

const fraction = (value: number) => Math.min(1, Math.max(0, value));

export function hotspotsOnFrame(hotspots: readonly Hotspot[], frame: number): PlacedHotspot[] {
  return hotspots.flatMap((hotspot) =>
    hotspot.positions
      .filter((position) => position.activeAngle === frame)
      .map((position) => ({
        id: hotspot.id,
        description: hotspot.description,
        posX: fraction(position.posX),
        posY: fraction(position.posY),
      })),
  );
}
