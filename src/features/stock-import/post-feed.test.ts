import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postFeedToServer } from "./post-feed";

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

describe("postFeedToServer", () => {
  const seen: Seen[] = [];
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString("utf8");
      });
      req.on("end", () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        const ok = req.headers.authorization === "Bearer k1";
        res.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
        res.end(JSON.stringify(ok ? { added: 1 } : { error: "unauthorized" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the feed to /api/admin/stock on the site's .localhost host with the key", async () => {
    const outcome = await postFeedToServer({
      port,
      site: "redgum-preowned",
      key: "k1",
      text: "stocknum\nÄ1",
      format: "csv",
    });
    expect(outcome).toEqual({ kind: "answered", status: 200, body: { added: 1 } });
    expect(seen.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/admin/stock",
      body: "stocknum\nÄ1",
      headers: {
        host: "redgum-preowned.localhost",
        authorization: "Bearer k1",
        "content-type": "text/csv; charset=utf-8",
      },
    });
  });

  it("sends no Authorization header without a key, and reports the server's refusal", async () => {
    const outcome = await postFeedToServer({
      port,
      site: "a",
      key: undefined,
      text: "[]",
      format: "json",
    });
    expect(outcome).toEqual({ kind: "answered", status: 401, body: { error: "unauthorized" } });
    expect(seen.at(-1)?.headers).not.toHaveProperty("authorization");
    expect(seen.at(-1)?.headers["content-type"]).toBe("application/json");
  });

  it("says no-server when nothing listens on the port", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const outcome = await postFeedToServer({
      port: freePort,
      site: "a",
      key: "k",
      text: "[]",
      format: "json",
    });
    expect(outcome).toEqual({ kind: "no-server" });
  });
});
