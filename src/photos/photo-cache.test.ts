import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { cachedPhoto } from "./photo-cache";
import { PAINT } from "./photo-catalogue";

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe("cachedPhoto", () => {
  it("renders a 1200×800 JPEG once and then serves it from disk", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "media-"));
    dirs.push(dir);
    const req = { kind: "car", shape: "hatch", hex: PAINT.red, view: "side" } as const;
    const [a, b] = await Promise.all([cachedPhoto(dir, req), cachedPhoto(dir, req)]);
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 800]);
    const file = path.join(dir, "cars/hatch", PAINT.red, "side.jpg");
    const first = await stat(file);
    const again = await cachedPhoto(dir, req);
    expect(again.equals(a)).toBe(true);
    expect((await stat(file)).mtimeMs).toBe(first.mtimeMs);
    expect(await readdir(path.dirname(file))).toEqual(["side.jpg"]);
  }, 20_000);
});
