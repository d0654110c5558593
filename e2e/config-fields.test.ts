/**
 * Site configuration fields change what they say, on a server whose group site is configured
 * differently from the demo: no dealer locator, one city named for every location, and its own
 * new-arrival label.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eEnabled } from "./support/browser";
import { request } from "./support/http";
import { type SiteServer, startSiteServer } from "./support/site-server";

const SITE = "southern-cross";

describe.skipIf(!e2eEnabled())("site configuration fields", () => {
  let server: SiteServer;
  const host = () => `${SITE}.localhost:${server.port}`;

  beforeAll(async () => {
    server = await startSiteServer({
      name: "config-fields",
      sites: (configs) =>
        configs.map((c) =>
          c.slug === SITE
            ? {
                ...c,
                group: { ...(c.group as object), dealerLocator: false },
                locations: { ...(c.locations as object), overrideCity: "Greater Brisbane" },
                labels: { ...(c.labels as object), newArrivalTag: "Just In" },
              }
            : c,
        ),
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("group.dealerLocator off: no /dealer-locator page and no link to it", async () => {
    expect((await request(server.port, host(), "/dealer-locator")).status).toBe(404);
    const home = await request(server.port, host(), "/");
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('href="/dealer-locator"');
  });

  it("locations.overrideCity: every location card names the configured city", async () => {
    const home = await request(server.port, host(), "/");
    const addresses = [...home.body.matchAll(/<address[^>]*>([\s\S]*?)<\/address>/g)].map(
      (m) => m[1]!,
    );
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toContain("Greater Brisbane");
  });

  it("labels.newArrivalTag: new arrivals carry the site's own label", async () => {
    const search = await request(
      server.port,
      host(),
      "/search/new-used-and-demo-cars?sort=newest",
    );
    expect(search.body).toContain(">Just In<");
  });
});
