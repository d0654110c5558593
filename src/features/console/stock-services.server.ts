import "server-only";
/** What the console's stock services need for one request, from its console context and site. */
import { emitStockChanged } from "@/data/stock-events";
import type { CurrentSite } from "@/features/site/server";
import type { ConsoleContext } from "./console-services.server";
import type { StockDeps } from "./console-stock";

export function stockDeps(site: CurrentSite, context: ConsoleContext): StockDeps {
  const { db, now } = context.consoleDeps;
  return {
    db,
    now,
    site: {
      slug: site.config.slug,
      dealershipIds: site.scope.dealershipIds,
      dealerships: site.config.dealerships,
      maxUnconfirmedDays: site.config.inventory.maxUnconfirmedDays,
    },
    stockChanged: () => emitStockChanged(db, [site.config.slug]),
  };
}
