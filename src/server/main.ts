/**
 * The production server: a plain Node HTTP server with the front door (front-door.ts) in front
 * of Next's request handler. Every request is checked for its shape, its forwarded headers are
 * made trustworthy, and every answer gets the security headers; what passes is served by Next.
 *
 *   node {distDir}/forecourt-server.mjs      (built by scripts/lib/build.mjs; PORT, TRUST_PROXY)
 */
import http, { IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { SHARED_PAGE_HEADER } from "@/domain/site/shared-pages";
import { imageServiceAddress } from "@/lib/image-address";
import { cameOverHttps, sanitiseRequestHeaders } from "./forwarded-headers";
import {
  bodyKind,
  checkBodyLength,
  checkFormBody,
  checkFormOrigin,
  checkHost,
  checkRequestLine,
  MAX_PAGE_POST_BYTES,
  MESSAGES,
  type Refusal,
} from "./front-door";
import {
  INTERNAL_RESPONSE_HEADERS,
  isStaticAsset,
  newNonce,
  securityHeaders,
} from "./security-headers";
import { isSharedPageRequest, serveSharedPage } from "./shared-page-door";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND || "0.0.0.0";
const trustProxy = process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";
/** Shared shopper pages are kept in memory unless PAGE_CACHE_MB=0 (ADR 0100). */
const pageCacheOn = process.env.PAGE_CACHE_MB !== "0";

function answer(res: ServerResponse, refusal: Refusal): void {
  const body = `${refusal.message}\n`;
  res.statusCode = refusal.status;
  res.setHeader("content-type", "text/plain; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.setHeader("content-length", Buffer.byteLength(body));
  if (refusal.status === 405) res.setHeader("allow", "GET, HEAD, POST, OPTIONS");
  res.end(body);
}

/** Drops the framework's internal response headers, whichever way they are set. */
function guardResponseHeaders(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase())) return res;
    return setHeader(name, value);
  };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const name of INTERNAL_RESPONSE_HEADERS) res.removeHeader(name);
    // Read by the page cache while the answer is held back; never sent.
    res.removeHeader(SHARED_PAGE_HEADER);
    const headers = args.find((a, i) => i > 0 && a && typeof a === "object" && !Array.isArray(a));
    if (headers) {
      for (const name of Object.keys(headers))
        if (
          INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase()) ||
          name.toLowerCase() === SHARED_PAGE_HEADER
        )
          delete (headers as Record<string, unknown>)[name];
    }
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

/**
 * A page's form post that the framework itself cannot decode ends in its 500; that is the
 * client's malformed request, so it is answered as one (400, in words) instead.
 */
function answerUndecodableForm(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let replaced = false;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status < 500 || replaced) return writeHead(status, ...rest);
    replaced = true;
    const body = `${MESSAGES.badForm}\n`;
    for (const name of res.getHeaderNames())
      if (name !== "content-security-policy") res.removeHeader(name);
    writeHead(400, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(body),
    });
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = (() => true) as ServerResponse["write"];
    res.end = ((..._args: unknown[]) => end(body)) as ServerResponse["end"];
    return res;
  }) as ServerResponse["writeHead"];
}

/** The host the client asked for: a trusted proxy's X-Forwarded-Host, else Host. */
function publicHost(req: IncomingMessage): string | undefined {
  const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || req.headers.host;
}

/** Reads at most `limit` bytes of the body; null when it is longer, "aborted" when the client left. */
function readBounded(req: IncomingMessage, limit: number): Promise<Buffer | null | "aborted"> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        resolve(null);
        return;
      }
      parts.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(parts)));
    req.on("error", () => resolve("aborted"));
    req.on("aborted", () => resolve("aborted"));
  });
}

/** A request carrying a body already read, for the framework to read again. */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

async function main() {
  const app = next({ dev: false, dir: process.cwd(), port, hostname: "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = http.createServer(async (req, res) => {
    try {
      const method = req.method ?? "GET";
      // A short image address is the image service's, written in fewer bytes (lib/image-address.ts).
      const imageAddress = imageServiceAddress((req.url ?? "/").split("?")[0] ?? "/");
      if (imageAddress) req.url = imageAddress;
      const url = req.url ?? "/";
      const path = url.split("?")[0] ?? "/";
      const asset = isStaticAsset(path);
      const nonce = newNonce();
      const https = cameOverHttps(req.headers, trustProxy, "encrypted" in req.socket);
      for (const [name, value] of Object.entries(securityHeaders({ nonce, https, asset })))
        res.setHeader(name, value);
      guardResponseHeaders(res);

      sanitiseRequestHeaders(req.headers, req.socket.remoteAddress, trustProxy);
      const host = publicHost(req);
      const refusal = checkRequestLine(method, url) ?? checkHost(host);
      if (refusal) return answer(res, refusal);
      // The framework reads the nonce from the request's policy and writes it on its scripts.
      if (!asset)
        req.headers["content-security-policy"] = String(res.getHeader("content-security-policy"));

      const kind = bodyKind(method, path);
      const lengthRefusal = checkBodyLength(kind, req.headers["content-length"]);
      if (lengthRefusal) return answer(res, lengthRefusal);
      if (kind !== "page-form") {
        const request = { method, url, path, host: host ?? "", https };
        if (!asset && pageCacheOn && isSharedPageRequest(request))
          return await serveSharedPage(req, res, request, nonce, () => handle(req, res));
        return await handle(req, res);
      }

      const originRefusal = checkFormOrigin({
        host,
        origin: req.headers.origin,
        referer: req.headers.referer,
      });
      if (originRefusal) return answer(res, originRefusal);
      const body = await readBounded(req, MAX_PAGE_POST_BYTES);
      if (body === "aborted") return;
      if (body === null) return answer(res, { status: 413, message: MESSAGES.tooLarge });
      const formRefusal = await checkFormBody(req.headers["content-type"], body);
      if (formRefusal) return answer(res, formRefusal);
      answerUndecodableForm(res);
      await handle(replay(req, body), res);
    } catch (error) {
      console.error("[server] request failed:", error instanceof Error ? error.message : error);
      if (res.headersSent) res.end();
      else answer(res, { status: 500, message: "Something went wrong on our side." });
    }
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    console.log(`Listening on http://localhost:${port}`);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      server.close();
      void app.close().finally(() => process.exit(0));
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}

void main();
