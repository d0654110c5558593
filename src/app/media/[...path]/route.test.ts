import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const dir = await mkdtemp(path.join(tmpdir(), "media-route-"));
vi.mock("@/lib/env", () => ({ env: () => ({ dataDir: dir }) }));
const { GET } = await import("./route");

afterAll(() => rm(dir, { recursive: true, force: true }));

const get = (p: string) =>
  GET(new Request(`http://localhost/media/${p}`), {
    params: Promise.resolve({ path: p.split("/") }),
  });

describe("GET /media/[...path]", () => {
  it("serves a rendered JPEG with a year-long immutable cache", async () => {
    const res = await get("cars/sedan/b3141c/front-three-quarter.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = new Uint8Array(await res.arrayBuffer());
    expect([body[0], body[1]]).toEqual([0xff, 0xd8]);
  }, 20_000);

  it.each([
    "cars/sedan/ffffff/side.jpg",
    "cars/sedan/b3141c/side.png",
    "../../etc/passwd",
    "locations/nope.jpg",
  ])("answers 404 for %s", async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
  });
});
