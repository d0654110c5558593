/**
 * What a dry run shows before a feed is applied: the cars it would add, change and sell, each by
 * dealership and stock number, and the version of the stock the plan was made against. The
 * version is a digest of every car's key, feed hash, status and sold date, so any import, upload
 * or sale in between changes it and the plan is refused rather than applied stale.
 */
import { createHash } from "node:crypto";
import type { StockKey } from "@/data/stock/stock-writes";
import type { SnapshotPlan } from "./plan-snapshot";
import type { PlanPreview, PreviewCar } from "./types";
import type { ValidFeedRow } from "./validate-feed";

export function stockVersion(existing: readonly StockKey[]): string {
  const lines = existing
    .map(
      (car) =>
        `${car.id}|${car.dealershipId}|${car.stocknum}|${car.feedHash ?? ""}|${car.status}|${car.soldDate?.toISOString() ?? ""}`,
    )
    .sort();
  return createHash("sha256").update(lines.join("\n")).digest("base64url");
}

const titleOf = ({ car }: ValidFeedRow) =>
  [car.year, car.make, car.model, car.badge].filter((part) => part !== null).join(" ");

const byKey = (a: PreviewCar, b: PreviewCar) =>
  a.dealership.localeCompare(b.dealership) || a.stocknum.localeCompare(b.stocknum);

export function planPreview(
  plan: SnapshotPlan<ValidFeedRow>,
  existing: readonly StockKey[],
  directory: { dealerships: ReadonlyMap<string, number> },
  version: string,
): PlanPreview {
  const slugOf = new Map([...directory.dealerships].map(([slug, id]) => [id, slug]));
  const byId = new Map(existing.map((car) => [car.id, car]));
  const fromRow = (row: ValidFeedRow): PreviewCar => ({
    dealership: row.car.dealership,
    stocknum: row.stocknum,
    title: titleOf(row),
  });
  const sold = plan.sell.flatMap(({ id }) => {
    const car = byId.get(id);
    if (!car) return [];
    const dealership = slugOf.get(car.dealershipId) ?? String(car.dealershipId);
    return [{ dealership, stocknum: car.stocknum, title: null }];
  });
  return {
    stockVersion: version,
    added: plan.add.map(({ car }) => fromRow(car)).sort(byKey),
    changed: plan.update.map(({ car }) => fromRow(car)).sort(byKey),
    sold: sold.sort(byKey),
  };
}
