/**
 * A complete exterior photo: backdrop, soft floor shadow, glossy floor reflection, the vehicle,
 * framed to fill the picture (or a close-up on a lamp or the grille).
 */
import { type BodyMesh, buildBodyMesh } from "../geometry/body-mesh";
import { SHAPES } from "../geometry/body-shapes";
import { makeCamera, type Vec2, type Vec3 } from "../geometry/projection";
import type { Backdrop, BodyShape } from "../photo-catalogue";
import { backdropSvg, H, hasReflection, W } from "./backdrop-svg";
import { drawCar } from "./car-svg";
import { Defs, num, polygon } from "./svg";

const meshes = new Map<BodyShape, BodyMesh>();
export function meshFor(shape: BodyShape): BodyMesh {
  let mesh = meshes.get(shape);
  if (!mesh) {
    mesh = buildBodyMesh(SHAPES[shape]);
    meshes.set(shape, mesh);
  }
  return mesh;
}

export type ExteriorOptions = {
  shape: BodyShape;
  paint: string;
  yaw: number;
  pitch: number;
  backdrop: Backdrop;
  zoom?: "headlight" | "taillight" | "grille" | "wheel";
  /** Fraction of the frame width the vehicle may fill. */
  fill?: number;
};

export function exteriorSvg(o: ExteriorOptions): string {
  const mesh = meshFor(o.shape);
  const { spec } = mesh;
  const cam = makeCamera(o.yaw, o.pitch);
  const mirrorCam = makeCamera(o.yaw, o.pitch, true);

  const extent: Vec3[] = mesh.faces.flatMap((f) => f.points);
  for (const x of spec.wheels.x)
    for (const s of [-1, 1])
      extent.push([x, s * spec.halfWidth, 0], [x, s * spec.halfWidth, 2 * spec.wheels.radius]);
  if (spec.drawbar) extent.push([-1.75, 0, 0.5], [-1.2, -0.2, 0.04]);
  const pts = extent.map((p) => cam.project(p));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const fill = o.fill ?? 0.84;
  const k = Math.min((W * fill) / (maxX - minX), (H * 0.6) / (maxY - minY));
  const bottom = 640;
  const tx = W / 2 - ((minX + maxX) / 2) * k;
  const ty = bottom - maxY * k;
  const transform = `translate(${num(tx)},${num(ty)}) scale(${num(k)})`;
  const toScreen = ([x, y]: Vec2): Vec2 => [tx + x * k, ty + y * k];

  // The wall meets the floor a little above the furthest point where the car touches the ground.
  const ground = [0.1, spec.length - 0.1].flatMap((x) =>
    [-1, 1].map((s) => toScreen(cam.project([x, s * spec.halfWidth, 0]))[1]),
  );
  const horizon = Math.min(...ground) - 28;

  const defs = new Defs();
  const car = drawCar(mesh, `#${o.paint}`, cam, defs);
  const reflection = hasReflection(o.backdrop)
    ? drawCar(mesh, `#${o.paint}`, mirrorCam, defs).svg
    : "";

  const foot = (grow: number) =>
    [
      [-grow, -1],
      [spec.length + grow, -1],
      [spec.length + grow, 1],
      [-grow, 1],
    ].map(([x, s]) => cam.project([x!, s! * (spec.halfWidth + grow * 0.5), 0]));
  const shadowOpacity = o.backdrop === "dark" ? 0.8 : 0.5;

  let viewBox = `0 0 ${W} ${H}`;
  if (o.zoom) {
    const a = car.anchors[o.zoom];
    if (a) {
      const [cx, cy] = toScreen(a);
      const factor = o.zoom === "wheel" ? 3.3 : 2.6;
      const zw = W / factor;
      const zh = H / factor;
      // Keep the close-up inside the drawn backdrop.
      const x = Math.min(W - zw, Math.max(0, cx - zw / 2));
      const y = Math.min(H - zh, Math.max(0, cy - zh / 2));
      viewBox = `${num(x)} ${num(y)} ${num(zw)} ${num(zh)}`;
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${viewBox}">
${backdropSvg(o.backdrop, horizon)}
<defs>
<filter id="contact" x="-10%" y="-30%" width="120%" height="160%"><feGaussianBlur stdDeviation="0.05"/></filter>
<radialGradient id="soft-shadow"><stop offset="0" stop-color="#000" stop-opacity="1"/><stop offset="0.6" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="refl-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/></linearGradient>
<mask id="refl-mask" maskUnits="userSpaceOnUse" x="-2000" y="-2000" width="6000" height="6000"><rect x="-2000" y="${num(horizon + 20)}" width="6000" height="${num(H - horizon)}" fill="url(#refl-fade)"/></mask>
</defs>
${defs.toString()}
${reflection ? `<g mask="url(#refl-mask)"><g transform="${transform}">${reflection}</g></g>` : ""}
<g transform="${transform}">
${softShadow(foot(0.35), shadowOpacity * 0.6)}
${polygon(foot(0.02), `fill="#000" opacity="${shadowOpacity}" filter="url(#contact)"`)}
${car.svg}
</g>
</svg>`;
}

/** A soft ambient shadow as a gradient ellipse round the footprint: looks like a wide blur,
 * costs a fraction of one when rasterised. */
function softShadow(points: Vec2[], opacity: number): string {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = ((Math.max(...xs) - Math.min(...xs)) / 2) * 1.05;
  const ry = Math.max(0.25, ((Math.max(...ys) - Math.min(...ys)) / 2) * 1.2);
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="url(#soft-shadow)" opacity="${num(opacity)}"/>`;
}
