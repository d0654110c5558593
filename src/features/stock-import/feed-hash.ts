/**
 * A stable fingerprint of a parsed feed row. It is stored with the car (cars.feed_hash) so that a
 * re-import can tell a changed car from an unchanged one without comparing every column, and an
 * unchanged car keeps its updated_at. Key order and source format (CSV or JSON) do not matter.
 */
import { createHash } from "node:crypto";
import type { FeedRow } from "./feed-row.schema";

/** Bump when the meaning of a row changes, so that every car is rewritten once. */
const FEED_HASH_VERSION = 1;

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, stable(v)]));
  }
  return value;
}

export function feedRowHash(row: FeedRow): string {
  const text = JSON.stringify(stable({ v: FEED_HASH_VERSION, row }));
  return createHash("sha256").update(text).digest("hex");
}
