import "server-only";
/**
 * Event 4 (used car view) recorded on the server without a database write per page view:
 * views queue in memory and go to the database together every 2 s (or at 500 queued). A crash
 * loses at most the last 2 s of view counts, never a lead; analytics trades that for speed.
 */
import { getDatabase } from "@/data/db.server";
import { insertViewEvents, type ViewEvent } from "@/data/vehicle/view-events";
import { processShared } from "@/lib/process-shared";

const FLUSH_MS = 2_000;
const MAX_QUEUED = 500;

type ViewQueue = { events: ViewEvent[]; timer: ReturnType<typeof setTimeout> | null };
const queue = () => processShared("view-queue", (): ViewQueue => ({ events: [], timer: null }));

async function flush(): Promise<void> {
  const state = queue();
  state.timer = null;
  const events = state.events.splice(0);
  if (events.length === 0) return;
  try {
    await insertViewEvents(await getDatabase(), events);
  } catch (error) {
    console.error(`[analytics] ${events.length} used-car views not recorded:`, error);
  }
}

export function recordUsedCarView(siteSlug: string, carId: number, at = new Date()): void {
  const state = queue();
  state.events.push({ siteSlug, carId, at });
  if (state.events.length >= MAX_QUEUED) {
    void flush();
  } else if (!state.timer) {
    state.timer = setTimeout(() => void flush(), FLUSH_MS);
    state.timer.unref?.();
  }
}
