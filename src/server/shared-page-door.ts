/**
 * The front door's page cache (ADR 0100). A GET of a page every visitor is shown alike
 * (domain/site/shared-pages.ts; the app confirms it per site, gating included, with the
 * SHARED_PAGE_HEADER naming the site) is answered from the process's page cache when it holds
 * the page, else rendered once — requests for the same page meanwhile wait for that render —
 * and kept when the render was a 200 HTML page without cookies for a visitor without a session.
 * Answers carry `Cache-Control: public, max-age=0, s-maxage, stale-while-revalidate`, a weak
 * ETag (If-None-Match gets a 304), Age, and the page's own nonce in its policy, since its
 * scripts carry it. Compressed copies (br, gzip) are made once per kept page.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  hasSharedPageAddress,
  SHARED_PAGE_HEADER,
  sharedPageKey,
} from "@/domain/site/shared-pages";
import { type CachedPage, pageCache } from "@/lib/page-cache";
import { processShared } from "@/lib/process-shared";
import { contentSecurityPolicy } from "./security-headers";

/** Says whether the answer came from the cache: hit, miss (rendered and kept) or bypass. */
export const CACHE_STATUS_HEADER = "x-forecourt-cache";

/** Cookies that make a render one shopper's: such a render is never kept. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Host-)?fc_(?:session|staff|checkout|payment)=/;

/** Headers the cache does not keep: each answer sets its own. */
const NOT_KEPT = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "cache-control",
  "etag",
  "age",
  "date",
  "connection",
  "keep-alive",
  "vary",
  "content-security-policy",
  "permissions-policy",
  "x-content-type-options",
  "referrer-policy",
  "strict-transport-security",
  SHARED_PAGE_HEADER,
  CACHE_STATUS_HEADER,
]);

/** How long a waiting request trusts another's render before rendering itself. */
const WAIT_MS = 10_000;

export type DoorRequest = {
  method: string;
  url: string;
  path: string;
  host: string;
  https: boolean;
};

/** Whether the request may be answered from the cache at all (the app has the last word). */
export function isSharedPageRequest(request: DoorRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") && hasSharedPageAddress(request.path)
  );
}

export function sharedCacheControl(ttlMs: number): string {
  const fresh = Math.max(1, Math.round(ttlMs / 1000));
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${fresh * 5}`;
}

type Captured = { status: number; headers: Record<string, string>; body: Buffer };

/** Renders in flight, by cache key, for requests that arrive meanwhile. */
const renders = () =>
  processShared("page-renders", () => new Map<string, Promise<CachedPage | null>>());

type Encoding = "br" | "gzip" | "identity";

function chooseEncoding(accept: string | undefined): Encoding {
  const text = (accept ?? "").toLowerCase();
  const allows = (name: string) =>
    text.split(",").some((part) => {
      const [token, ...params] = part.trim().split(";");
      return token === name && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    });
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

function encoded(key: string, page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === "identity") return page.body;
  const made = page[encoding];
  if (made) return made;
  const data =
    encoding === "br"
      ? brotliCompressSync(page.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzipSync(page.body, { level: 6 });
  pageCache().grow(key, page, encoding, data);
  return data;
}

function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  page: CachedPage,
  status: "hit" | "miss",
  acceptEncoding: string | undefined,
): void {
  const cache = pageCache();
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("content-security-policy", contentSecurityPolicy(page.nonce));
  res.setHeader("cache-control", sharedCacheControl(cache.ttlMs));
  res.setHeader("etag", page.etag);
  res.setHeader("age", String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  res.setHeader("vary", "Accept-Encoding");
  res.setHeader(CACHE_STATUS_HEADER, status);
  const tags = (req.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim());
  if (tags.includes(page.etag) || tags.includes("*")) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = chooseEncoding(acceptEncoding);
  const body = encoded(key, page, encoding);
  res.statusCode = page.status;
  if (encoding !== "identity") res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Holds back what the framework writes to `res` until it ends, then hands it over: the caller
 * either keeps and sends it as a cached page, or lets it through as it was.
 */
function capture(res: ServerResponse): {
  ended: Promise<Captured | null>;
  abort(): void;
  release(): void;
} {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  const chunks: Buffer[] = [];
  let status = 200;
  let settle: (value: Captured | null) => void = () => {};
  const ended = new Promise<Captured | null>((resolve) => {
    settle = resolve;
  });
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(
            String(chunk),
            typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
          );
  const callbackOf = (args: unknown[]) =>
    args.find((a) => typeof a === "function") as (() => void) | undefined;

  res.writeHead = ((code: number, ...rest: unknown[]) => {
    status = code;
    const headers = rest.find((a) => a && typeof a === "object") as
      | Record<string, string | string[] | number>
      | string[]
      | undefined;
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value as string);
    return res;
  }) as ServerResponse["writeHead"];
  res.flushHeaders = () => {};
  res.write = ((chunk: unknown, ...args: unknown[]) => {
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, args[0]));
    callbackOf(args)?.();
    return true;
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...args: unknown[]) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
      chunks.push(toBuffer(chunk, args[0]));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders()))
      if (value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    settle({
      status: res.statusCode === 200 ? status : res.statusCode,
      headers,
      body: Buffer.concat(chunks),
    });
    callbackOf([chunk, ...args])?.();
    return res;
  }) as ServerResponse["end"];
  res.once("close", () => settle(null));

  return {
    ended,
    abort: () => settle(null),
    release() {
      res.writeHead = original.writeHead;
      res.write = original.write;
      res.end = original.end;
      res.flushHeaders = original.flushHeaders;
    },
  };
}

function keptHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name.toLowerCase())),
  );
}

/** The page to keep from a render, or null when the render is not one every visitor shares. */
function pageOf(captured: Captured, nonce: string, personal: boolean): CachedPage | null {
  const site = captured.headers[SHARED_PAGE_HEADER];
  if (
    !site ||
    personal ||
    captured.status !== 200 ||
    captured.headers["set-cookie"] !== undefined ||
    !/^text\/html\b/i.test(captured.headers["content-type"] ?? "") ||
    captured.headers["content-encoding"]
  )
    return null;
  const hash = createHash("sha256").update(captured.body).digest("base64url").slice(0, 27);
  return {
    site,
    status: 200,
    headers: keptHeaders(captured.headers),
    body: captured.body,
    nonce,
    etag: `W/"${hash}"`,
    storedAt: Date.now(),
  };
}

/**
 * Answers a shared page's request from the cache, or renders it with `render` (the framework's
 * handler) and keeps it when it may. `nonce` is the one the request's policy carries.
 */
export async function serveSharedPage(
  req: IncomingMessage,
  res: ServerResponse,
  request: DoorRequest,
  nonce: string,
  render: () => Promise<void>,
): Promise<void> {
  const cache = pageCache();
  const acceptEncoding = req.headers["accept-encoding"] as string | undefined;
  const key = sharedPageKey(request.https ? "https" : "http", request.host, request.url);
  const hit = cache.get(key, Date.now());
  if (hit) return sendPage(req, res, key, hit, "hit", acceptEncoding);
  const inflight = renders();
  const pending = inflight.get(key);
  if (pending) {
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, WAIT_MS, null).unref());
    const page = await Promise.race([pending, timeout]);
    if (page) return sendPage(req, res, key, page, "hit", acceptEncoding);
  }

  const personal = PERSONAL_COOKIE.test(String(req.headers.cookie ?? ""));
  const generation = cache.generation();
  const { ended, abort, release } = capture(res);
  let done: (page: CachedPage | null) => void = () => {};
  const ours = new Promise<CachedPage | null>((resolve) => {
    done = resolve;
  });
  if (!personal && request.method === "GET") inflight.set(key, ours);
  // The framework renders uncompressed: the cache compresses what it keeps, once.
  req.headers["accept-encoding"] = "identity";
  try {
    // Not awaited before the answer is whole: the framework may wait for the response to finish,
    // which it does only once the held-back answer is sent below.
    let failure: unknown = null;
    void render().catch((error: unknown) => {
      failure = error;
      abort();
    });
    const captured = await ended;
    release();
    if (failure) throw failure;
    if (!captured) return;
    const page = request.method === "GET" ? pageOf(captured, nonce, personal) : null;
    if (page && cache.set(key, page, generation)) {
      done(page);
      return sendPage(req, res, key, page, "miss", acceptEncoding);
    }
    done(null);
    res.removeHeader(SHARED_PAGE_HEADER);
    res.setHeader(CACHE_STATUS_HEADER, "bypass");
    res.statusCode = captured.status;
    const compress =
      captured.body.length > 1024 &&
      !res.getHeader("content-encoding") &&
      chooseEncoding((acceptEncoding ?? "").replace(/\bbr\b/gi, "")) === "gzip";
    const body = compress ? gzipSync(captured.body, { level: 6 }) : captured.body;
    if (compress) {
      res.setHeader("content-encoding", "gzip");
      res.setHeader("vary", "Accept-Encoding");
    }
    res.setHeader("content-length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  } finally {
    release();
    done(null);
    if (inflight.get(key) === ours) inflight.delete(key);
  }
}
