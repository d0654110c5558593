/**
 * POST /api/admin/stock, apart from Next: key check, body size limit, format detection, import,
 * and the JSON answer. The route file only finds the site and the database and calls this, so
 * tests drive it with a plain Request. No answer ever carries a stack trace.
 */
import type { Database } from "@/data/db";
import { BodyTooLarge, readBody } from "@/features/platform";
import { checkApiKey } from "@/lib/http/api-key";
import { importStockFeed, type StockImportSite } from "./import-stock";
import { detectFeedFormat } from "./parse-feed";
import { FEED_FILE_HEADER, STOCK_SOURCE_HEADER } from "./post-feed";

/** A feed of a few thousand cars is well under 1 MB; 10 MB leaves room and bounds memory. */
export const MAX_FEED_BYTES = 10 * 1024 * 1024;

export type StockApiSite = StockImportSite & { admin: { apiKeySha256: string | null } };

export type StockRequestContext = {
  /** The site of the request's host, undefined when no site has that slug. */
  site: StockApiSite | undefined;
  /** Opened only once the key is accepted. */
  database: () => Promise<Database>;
  now?: Date;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

const UNAUTHORIZED = {
  error: "unauthorized",
  message: "Send this site's stock API key as 'Authorization: Bearer <key>'.",
};

/** The file name a caller sent (URI-encoded), cut to 200 characters; null when none or unreadable. */
function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  try {
    return decodeURIComponent(header).slice(0, 200) || null;
  } catch {
    return null;
  }
}

export async function handleStockImportRequest(
  request: Request,
  context: StockRequestContext,
): Promise<Response> {
  const { site } = context;
  if (!site) return json(404, { error: "not-found", message: "No such site." });
  const auth = checkApiKey(request.headers.get("authorization"), site.admin.apiKeySha256);
  if (!auth.ok) return json(401, UNAUTHORIZED, { "www-authenticate": 'Bearer realm="stock"' });

  let text: string;
  try {
    const bytes = await readBody(request, MAX_FEED_BYTES);
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      const message = `The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB.`;
      return json(413, { error: "too-large", message });
    }
    const message = "The feed could not be read as UTF-8 text.";
    return json(400, { error: "malformed-feed", message });
  }

  try {
    const format = detectFeedFormat(request.headers.get("content-type"), text);
    const db = await context.database();
    const result = await importStockFeed(db, {
      site,
      text,
      format,
      now: context.now,
      source: request.headers.get(STOCK_SOURCE_HEADER) === "cli" ? "cli" : "api",
      fileName: fileNameOf(request.headers.get(FEED_FILE_HEADER)),
    });
    if (!result.ok) return json(400, { error: "malformed-feed", message: result.error.message });
    return json(200, result.value);
  } catch (error) {
    // A database failure: the transaction rolled back, so say so without internals.
    console.error(`[stock-import] import for site "${site.slug}" failed:`, error);
    return json(500, {
      error: "import-failed",
      message: "The import failed; nothing was changed.",
    });
  }
}
