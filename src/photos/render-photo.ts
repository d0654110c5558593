/**
 * One entry point from a parsed /media request to its SVG: exterior views, close-ups, car or
 * caravan interiors, wheel details, location buildings and the placeholder.
 */
import type { PhotoRequest } from "./photo-catalogue";
import { VIEWS } from "./photo-catalogue";
import { carInteriorSvg } from "./render/car-interior";
import { type CaravanScene, caravanInteriorSvg } from "./render/caravan-interior";
import { exteriorSvg } from "./render/exterior-view";
import { locationSvg } from "./render/location-svg";
import { placeholderSvg } from "./render/placeholder-svg";

const CARAVAN_SCENES: Record<string, CaravanScene> = {
  dashboard: "kitchen",
  seats: "dinette",
  "rear-seats": "bedroom",
  cargo: "ensuite",
};

export function renderPhotoSvg(req: PhotoRequest): string {
  if (req.kind === "placeholder") return placeholderSvg();
  if (req.kind === "location") return locationSvg(req.variant);
  const view = VIEWS[req.view];
  switch (view.kind) {
    case "exterior":
      return exteriorSvg({ shape: req.shape, paint: req.hex, ...view });
    case "wheel":
      return exteriorSvg({
        shape: req.shape,
        paint: req.hex,
        yaw: 14,
        pitch: 3,
        backdrop: view.backdrop,
        zoom: "wheel",
      });
    case "interior":
      if (req.shape === "caravan")
        return caravanInteriorSvg(req.hex, CARAVAN_SCENES[view.scene] ?? "kitchen");
      return carInteriorSvg(req.shape, req.hex, view.scene, "zoom" in view ? view.zoom : undefined);
  }
}
