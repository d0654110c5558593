/**
 * The CLI's first choice: hand the feed to the running server's API. PGlite belongs to the
 * server process (no cross-process lock), so the CLI may open the database itself only when
 * nothing listens on the port; any other network failure means "a server is there" and stops.
 */
import http from "node:http";
import path from "node:path";
import type { FeedFormat } from "./types";

/** Headers by which the command line names itself and its file to the stock API. */
export const STOCK_SOURCE_HEADER = "x-stock-source";
export const FEED_FILE_HEADER = "x-feed-file-name";

export type PostFeedOutcome =
  | { kind: "no-server" }
  | { kind: "answered"; status: number; body: unknown }
  | { kind: "failed"; message: string };

export type PostFeedInput = {
  port: number;
  site: string;
  key: string | undefined;
  text: string;
  format: FeedFormat;
  /** The feed file's path; its name is recorded with the import. */
  file?: string;
};

const NO_SERVER = new Set(["ECONNREFUSED", "EHOSTUNREACH"]);

export function postFeedToServer(input: PostFeedInput): Promise<PostFeedOutcome> {
  const body = Buffer.from(input.text, "utf8");
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: input.port,
        method: "POST",
        path: "/api/admin/stock",
        headers: {
          // The proxy resolves {slug}.localhost to the site: the key is checked against it.
          host: `${input.site}.localhost`,
          "content-type": input.format === "csv" ? "text/csv; charset=utf-8" : "application/json",
          "content-length": body.byteLength,
          ...(input.key ? { authorization: `Bearer ${input.key}` } : {}),
          // Recorded with the import: it came from the command line, and from which file.
          [STOCK_SOURCE_HEADER]: "cli",
          ...(input.file
            ? { [FEED_FILE_HEADER]: encodeURIComponent(path.basename(input.file)) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) => resolve({ kind: "failed", message: error.message }));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON (another program on the port, or a proxy error page): keep the text.
          }
          resolve({ kind: "answered", status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      resolve(
        error.code && NO_SERVER.has(error.code)
          ? { kind: "no-server" }
          : { kind: "failed", message: error.message },
      );
    });
    request.end(body);
  });
}
