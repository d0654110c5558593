/**
 * Turns a feed file's text into numbered raw records, one per car, keyed by canonical column
 * names. Shape problems of the file as a whole (unreadable CSV or JSON, a JSON value that is not
 * an array, missing required header columns) refuse the feed; shape problems of one row only
 * refuse that row. Field values are checked later, by the row schema.
 */

import { parse as parseCsv } from "csv-parse/sync";
import { cleanInput, cleanText } from "@/domain/text/clean-text";
import { FEED_FIELDS, REQUIRED_FEED_COLUMNS } from "./feed-row.schema";
import type { FeedError, FeedFormat, RejectedRow, Result } from "./types";

export type FeedRecord = { row: number; values: Record<string, unknown> };
export type ParsedFeed = { records: FeedRecord[]; rejected: RejectedRow[] };

/** Column names match case-insensitively ("Stocknum", "STOCKNUM"); unknown columns are ignored. */
const CANONICAL = new Map(FEED_FIELDS.map((field) => [field.toLowerCase(), field as string]));
const canonical = (name: string) => CANONICAL.get(name.trim().toLowerCase());

const malformed = (message: string): Result<never, FeedError> => ({
  ok: false,
  error: { kind: "malformed", message },
});

export function parseFeed(text: string, format: FeedFormat): Result<ParsedFeed, FeedError> {
  return format === "csv" ? parseCsvFeed(text) : parseJsonFeed(text);
}

/** The format named by a Content-Type or file name, else guessed from the first character. */
export function detectFeedFormat(hint: string | null | undefined, text: string): FeedFormat {
  const h = (hint ?? "").toLowerCase();
  if (h.includes("json")) return "json";
  if (h.includes("csv")) return "csv";
  const first = text.replace(/^\uFEFF/, "").trimStart()[0];
  return first === "[" || first === "{" ? "json" : "csv";
}

/** Dealer systems export with commas, semicolons or tabs; the header line tells which. */
function guessDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, header.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ",";
}

export function parseCsvFeed(text: string): Result<ParsedFeed, FeedError> {
  let table: string[][];
  try {
    table = parseCsv(text, {
      bom: true,
      delimiter: guessDelimiter(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    return malformed(`The CSV file could not be read: ${(error as Error).message}`);
  }
  const [header, ...body] = table;
  if (!header || header.every((cell) => cell === "")) {
    return malformed("The CSV file is empty: the first line must name the columns.");
  }
  const columns = header.map(canonical);
  const seen = new Set<string>();
  for (const column of columns) {
    if (column === undefined) continue;
    if (seen.has(column)) return malformed(`The CSV header names the column "${column}" twice.`);
    seen.add(column);
  }
  const missing = REQUIRED_FEED_COLUMNS.filter((c) => !seen.has(c));
  if (missing.length > 0) {
    return malformed(`The CSV header lacks the required column(s): ${missing.join(", ")}.`);
  }

  const records: FeedRecord[] = [];
  const rejected: RejectedRow[] = [];
  body.forEach((cells, index) => {
    const row = index + 1;
    // Blank lines still count as rows, as a spreadsheet shows them, but carry no car.
    if (cells.every((cell) => cell === "")) return;
    if (cells.length !== header.length) {
      const message = `has ${cells.length} values but the header names ${header.length} columns`;
      rejected.push({ row, field: "row", message });
      return;
    }
    const values: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      if (column !== undefined) values[column] = cleanText(cells[i] ?? "");
    });
    records.push({ row, values });
  });
  return { ok: true, value: { records, rejected } };
}

export function parseJsonFeed(text: string): Result<ParsedFeed, FeedError> {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return malformed(`The JSON file could not be read: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) {
    return malformed("The JSON feed must be an array of cars, one object per car.");
  }
  const records: FeedRecord[] = [];
  const rejected: RejectedRow[] = [];
  data.forEach((item: unknown, index) => {
    const row = index + 1;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      rejected.push({ row, field: "row", message: "must be an object with the car's fields" });
      return;
    }
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      const column = canonical(key);
      if (column !== undefined) values[column] = cleanInput(value);
    }
    records.push({ row, values });
  });
  return { ok: true, value: { records, rejected } };
}
