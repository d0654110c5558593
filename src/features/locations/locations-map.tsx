import type { Location } from "@/domain/location/location";
import { MAINLAND, TASMANIA } from "./australia-outline";

const WIDTH = 600;
const HEIGHT = 420;
/** Longitude is squeezed by cos(27°), the middle of the continent, so shapes are not stretched. */
const LON_SCALE = Math.cos((27 * Math.PI) / 180);
/** Never zoom closer than this many degrees, so a single-city dealer still shows its coastline. */
const MIN_SPAN = 4;

type Box = { minX: number; minY: number; span: number };

function project(lon: number, lat: number): [number, number] {
  return [lon * LON_SCALE, -lat];
}

/** How the site frames its map (its locations settings): a centre at a web-map zoom, else the pins. */
export type MapView = { mapZoom: number; mapCentre: { lat: number; lng: number } | null };

/** Degrees of (squeezed) longitude across the map at a web-map zoom level. */
export function spanAtZoom(zoom: number): number {
  return ((360 * (WIDTH / 256)) / 2 ** zoom) * LON_SCALE;
}

/** The part of the map shown: around the site's centre at its zoom, else fitted to the pins. */
export function mapBox(
  locations: readonly { address: { lat: number; long: number } }[],
  view?: MapView,
): Box {
  if (view?.mapCentre) {
    const [cx, cy] = project(view.mapCentre.lng, view.mapCentre.lat);
    const span = spanAtZoom(view.mapZoom);
    return { minX: cx - span / 2, minY: cy - (span * (HEIGHT / WIDTH)) / 2, span };
  }
  const points = locations.map((l) => project(l.address.long, l.address.lat));
  if (points.length === 0) return { minX: 112 * LON_SCALE, minY: 10, span: 36 };
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const span =
    Math.max(MIN_SPAN, Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) * 1.4;
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return { minX: cx - span / 2, minY: cy - (span * (HEIGHT / WIDTH)) / 2, span };
}

function path(points: readonly (readonly [number, number])[], box: Box): string {
  const k = WIDTH / box.span;
  return `${points
    .map(([lon, lat], i) => {
      const [x, y] = project(lon, lat);
      return `${i === 0 ? "M" : "L"}${((x - box.minX) * k).toFixed(1)},${((y - box.minY) * k).toFixed(1)}`;
    })
    .join(" ")} Z`;
}

/** Pins for the listed locations on an outline of Australia, drawn on the server with no tiles. */
export function LocationsMap({
  locations,
  view,
}: {
  locations: readonly Location[];
  view?: MapView;
}) {
  const box = mapBox(locations, view);
  const k = WIDTH / box.span;
  return (
    <figure className="min-h-[400px] overflow-hidden rounded-brand border border-black/10 bg-sky-50">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Map of ${locations.length} location${locations.length === 1 ? "" : "s"}`}
        className="h-full min-h-[400px] w-full"
      >
        <path d={path(MAINLAND, box)} fill="#e7e2d3" stroke="#b9b09a" strokeWidth="1.5" />
        <path d={path(TASMANIA, box)} fill="#e7e2d3" stroke="#b9b09a" strokeWidth="1.5" />
        {locations.map((location) => {
          const [x, y] = project(location.address.long, location.address.lat);
          const px = (x - box.minX) * k;
          const py = (y - box.minY) * k;
          return (
            <g key={location.id} transform={`translate(${px.toFixed(1)},${py.toFixed(1)})`}>
              <title>{location.name}</title>
              <path
                d="M0,0 C-7,-10 -10,-14 -10,-19 A10,10 0 1 1 10,-19 C10,-14 7,-10 0,0 Z"
                fill="var(--fc-accent)"
                stroke="white"
                strokeWidth="2"
              />
              <circle cy="-19" r="4" fill="white" />
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">
        Locations: {locations.map((l) => l.name).join(", ")}
      </figcaption>
    </figure>
  );
}
