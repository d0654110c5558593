import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSmsSender } from "./sms";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("file sender", () => {
  it("writes one file per message under DATA_DIR/sms: the number, then the text", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "sms-test-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const sender = createSmsSender({ dataDir });
    expect(sender.describe).toBe(`files in ${path.join(dataDir, "sms")}`);
    await sender.send({ to: "+61412345678", text: "123456 is your code." });
    await sender.send({ to: "+61412345679", text: "654321 is your code." });
    const files = (await readdir(path.join(dataDir, "sms"))).sort();
    expect(files).toHaveLength(2);
    const texts = await Promise.all(
      files.map((f) => readFile(path.join(dataDir, "sms", f), "utf8")),
    );
    expect(texts.sort()).toEqual([
      "To: +61412345678\n\n123456 is your code.\n",
      "To: +61412345679\n\n654321 is your code.\n",
    ]);
  });
});

async function gateway(status: number) {
  const received: { headers: IncomingMessage["headers"]; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send?x=1`, received };
}

describe("gateway sender", () => {
  it("posts the number and text as JSON with the key as a bearer token", async () => {
    const fake = await gateway(202);
    const sender = createSmsSender({ gatewayUrl: fake.url, gatewayKey: "k-1", dataDir: "/none" });
    expect(sender.describe).toBe(`${new URL(fake.url).origin}/send`);
    await sender.send({ to: "+61412345678", text: "123456 is your code." });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.headers.authorization).toBe("Bearer k-1");
    expect(fake.received[0]!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(fake.received[0]!.body)).toEqual({
      to: "+61412345678",
      message: "123456 is your code.",
    });
  });

  it("throws when the gateway refuses the message", async () => {
    const fake = await gateway(500);
    const sender = createSmsSender({ gatewayUrl: fake.url, gatewayKey: "k", dataDir: "/none" });
    await expect(sender.send({ to: "+61412345678", text: "x" })).rejects.toThrow(
      "SMS gateway answered 500",
    );
  });
});
