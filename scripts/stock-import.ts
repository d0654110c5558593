/**
 * `npm run stock:import -- --site <slug> [--key <key>] <file.csv|file.json>` (docs/stock-feed.md).
 *
 * The running server owns PGlite, so the feed goes to its API first; only when no server answers
 * on the port does this process open the database itself (DATA_DIR or DATABASE_URL) and import
 * directly. Exit code 0 on success, 1 when the feed or the key is refused, 2 for bad arguments.
 */
import { readFile, stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import { loadSiteConfigs } from "@/config/load-site-configs";
import { closeDatabase, openDatabase } from "@/data/db";
import { parseStockImportArgs, STOCK_IMPORT_USAGE } from "@/features/stock-import/cli-args";
import { formatImportReport } from "@/features/stock-import/format-report";
import { MAX_FEED_BYTES } from "@/features/stock-import/handle-import-request";
import { importStockFeed } from "@/features/stock-import/import-stock";
import { detectFeedFormat } from "@/features/stock-import/parse-feed";
import { postFeedToServer } from "@/features/stock-import/post-feed";
import type { FeedFormat, ImportReport } from "@/features/stock-import/types";
import { env } from "@/lib/env";
import { checkApiKey } from "@/lib/http/api-key";

type Args = { site: string; file: string; key: string | undefined; port: number };

function fail(message: string): number {
  console.error(message);
  return 1;
}

function printReport(report: ImportReport): number {
  console.log(formatImportReport(report));
  return 0;
}

function messageOf(body: unknown): string {
  if (body && typeof body === "object" && "message" in body) return String(body.message);
  return typeof body === "string" ? body.slice(0, 300) : JSON.stringify(body);
}

async function viaServer(args: Args, text: string, format: FeedFormat): Promise<number | null> {
  const outcome = await postFeedToServer({ ...args, text, format });
  if (outcome.kind === "no-server") return null;
  if (outcome.kind === "failed") {
    return fail(`The server on port ${args.port} did not complete the import: ${outcome.message}`);
  }
  console.log(`Sent to the running server on port ${args.port} (site ${args.site}).`);
  const { status, body } = outcome;
  if (status === 200) return printReport(body as ImportReport);
  if (status === 401) {
    const hint = args.key ? "" : " Pass --key <key> or set FORECOURT_API_KEY.";
    return fail(`The server refused the API key for site "${args.site}".${hint}`);
  }
  if (status === 404) return fail(`The server has no site "${args.site}".`);
  return fail(`The feed was refused (${status}): ${messageOf(body)}`);
}

async function direct(args: Args, text: string, format: FeedFormat): Promise<number> {
  const settings = env();
  const site = loadSiteConfigs(settings.SITES_DIR).find((s) => s.slug === args.site);
  if (!site) return fail(`No site "${args.site}" in ${settings.SITES_DIR}.`);
  // Whoever can open the database files needs no key; a key given anyway must be right.
  if (args.key && !checkApiKey(`Bearer ${args.key}`, site.admin.apiKeySha256).ok) {
    return fail(`The API key is not the key of site "${args.site}".`);
  }
  const where = settings.DATABASE_URL ? "DATABASE_URL" : `${settings.dataDir}/pglite`;
  console.log(`No server on port ${args.port}: importing directly into ${where}.`);
  const db = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir });
  try {
    const fileName = basename(args.file);
    const result = await importStockFeed(db, { site, text, format, source: "cli", fileName });
    return result.ok ? printReport(result.value) : fail(result.error.message);
  } finally {
    await closeDatabase(db);
  }
}

async function main(): Promise<number> {
  const parsed = parseStockImportArgs(process.argv.slice(2), process.env);
  if (!parsed.ok) {
    console.error(`${parsed.error}\n${STOCK_IMPORT_USAGE}`);
    return 2;
  }
  if (parsed.value.help) {
    console.log(STOCK_IMPORT_USAGE);
    return 0;
  }
  const args = parsed.value;
  let text: string;
  try {
    if ((await stat(args.file)).size > MAX_FEED_BYTES) {
      return fail(`${args.file} is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB.`);
    }
    text = await readFile(args.file, "utf8");
  } catch (error) {
    return fail(`Cannot read ${args.file}: ${(error as Error).message}`);
  }
  const format = detectFeedFormat(extname(args.file), text);
  return (await viaServer(args, text, format)) ?? (await direct(args, text, format));
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error("The import failed; nothing was changed.", error);
    process.exitCode = 1;
  },
);
