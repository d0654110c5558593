/**
 * One alert run over a site's saved searches: each search that may alert (none in the last
 * day) is run again; when it finds cars its shopper has not been told of, the shopper gets one
 * message listing them, with an unsubscribe link of its own that works as long as the search exists. The search is locked while its message
 * is sent and what it told is recorded in the same transaction, so a failed send leaves it due
 * for the next run and two nodes never both send it.
 */
import type { Database } from "@/data/db";
import { dueSearches, withDueSearch } from "@/data/saved-searches/saved-search-store";
import { carTitle } from "@/domain/car/car-title";
import { carPrice } from "@/domain/car/price-display";
import { formatPrice } from "@/domain/format/price";
import {
  ALERT_INTERVAL_MS,
  type AlertMessage,
  alertChannel,
  alertMessage,
  newSinceAlert,
  seenAfter,
} from "@/domain/saved-search/alert-rules";
import type { AddressMatch } from "./match-address.server";
import { newUnsubscribeToken } from "./unsubscribe-token";

export type AlertSite = { slug: string; name: string; origin: string };

export type AlertDeps = {
  db: Database;
  now: Date;
  /** What an address finds on this site now; null when it names nothing any more. */
  match: (address: string) => Promise<AddressMatch | null>;
  send: (
    channel: ReturnType<typeof alertChannel>,
    message: AlertMessage,
    id: string,
  ) => Promise<void>;
};

export type AlertRunReport = { told: number; checked: number };

export const UNSUBSCRIBE_PATH = "/saved-searches/unsubscribe";

export async function alertSiteSearches(deps: AlertDeps, site: AlertSite): Promise<AlertRunReport> {
  const dueBefore = new Date(deps.now.getTime() - ALERT_INTERVAL_MS);
  const report = { told: 0, checked: 0 };
  for (const search of await dueSearches(deps.db, site, dueBefore)) {
    // The search runs before the row is locked: on the embedded database the index build needs
    // the one connection the transaction would hold.
    const match = await deps.match(search.address);
    report.checked += 1;
    if (!match || match.cars.length === 0) continue;
    const outcome = await withDueSearch(
      deps.db,
      site,
      search.id,
      dueBefore,
      deps.now,
      async (row) => {
        const fresh = newSinceAlert(
          match.cars.map((car) => String(car.id)),
          row.seenCarIds,
        );
        if (fresh.length === 0) return { kind: "skip" };
        const cars = match.cars.filter((car) => fresh.includes(String(car.id)));
        const token = newUnsubscribeToken();
        const message = alertMessage({
          siteName: site.name,
          label: row.label,
          searchUrl: `${site.origin}${row.address}`,
          cars: cars.map((car) => ({
            title: carTitle(car),
            price: formatPrice(carPrice(car)),
            url: `${site.origin}/cars/${car.slug}`,
          })),
          unsubscribeUrl: `${site.origin}${UNSUBSCRIBE_PATH}?token=${token.token}`,
        });
        await deps.send(alertChannel(row), message, row.id);
        return {
          kind: "told",
          seenCarIds: seenAfter(fresh, row.seenCarIds),
          unsubscribeTokenHash: token.hash,
        };
      },
    );
    if (outcome.kind === "told") report.told += 1;
  }
  return report;
}
