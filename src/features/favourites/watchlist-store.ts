/**
 * The watchlist in the browser, for sites that keep saved cars in the signed-in shopper's
 * watchlist: one read of GET /api/watchlist per page view (whether someone is signed in, their
 * number, their saved car ids) shared by every Save button of the page, and the save and remove
 * calls, which update that one state so every button agrees. A call that fails says why in an
 * alert and changes nothing.
 */
import { pushDataLayer } from "@/features/analytics";

export type WatchlistView =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "anonymous" }
  | { status: "signed-in"; phone: string; ids: ReadonlySet<number> };

const SAVE_EVENT = 39; // analytics event: favourite or watchlist save
const LOADING: WatchlistView = { status: "loading" };
const FAILED_MESSAGE = "Sorry, we could not update your watchlist. Please try again.";

// One state per page view: the store's fields change, the object stays.
const store: {
  view: WatchlistView;
  requested: boolean;
  saveHandled: boolean;
  listeners: Set<() => void>;
} = { view: LOADING, requested: false, saveHandled: false, listeners: new Set() };

function publish(view: WatchlistView): void {
  store.view = view;
  for (const listener of store.listeners) listener();
}

export function subscribeWatchlist(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

export const watchlistView = (): WatchlistView => store.view;
export const serverWatchlistView = (): WatchlistView => LOADING;

type StateAnswer = { signedIn: boolean; phone_number?: string; car_ids?: number[] };

/** Reads the shopper's watchlist once per page view; later calls do nothing. */
export function loadWatchlist(): void {
  if (store.requested) return;
  store.requested = true;
  fetch("/api/watchlist", { headers: { accept: "application/json" }, cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<StateAnswer>) : null))
    .then((answer) => {
      if (!answer) return publish({ status: "failed" });
      publish(
        answer.signedIn && answer.phone_number
          ? { status: "signed-in", phone: answer.phone_number, ids: new Set(answer.car_ids ?? []) }
          : { status: "anonymous" },
      );
    })
    .catch(() => publish({ status: "failed" }));
}

/**
 * Saves or removes a car for the signed-in shopper; answers whether it worked. A refusal's
 * sentence is shown in an alert.
 */
export async function changeWatchlist(
  change: "save" | "remove",
  carId: number,
  options: { quiet?: boolean } = {},
): Promise<boolean> {
  const view = store.view;
  if (view.status !== "signed-in") return false;
  let message = FAILED_MESSAGE;
  try {
    const response = await fetch(`/api/watchlist/${change}-car`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ phone_number: view.phone, car_id: carId }),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      error?: string;
    };
    if (response.ok && answer.success) {
      const ids = new Set(view.ids);
      if (change === "save") ids.add(carId);
      else ids.delete(carId);
      publish({ ...view, ids });
      if (change === "save") pushDataLayer(SAVE_EVENT, { car_id: carId });
      return true;
    }
    if (response.status === 401) publish({ status: "anonymous" });
    message = answer.error ?? message;
  } catch {
    // The network failed: the shopper is told below.
  }
  if (!options.quiet) window.alert(message);
  return false;
}

/** The `save` parameter sign-in brings back, once per page view: the car to save on return. */
export function takeSaveParameter(): number | null {
  if (store.saveHandled) return null;
  store.saveHandled = true;
  const url = new URL(window.location.href);
  const id = Number(url.searchParams.get(SAVE_PARAMETER));
  if (!url.searchParams.has(SAVE_PARAMETER)) return null;
  url.searchParams.delete(SAVE_PARAMETER);
  window.history.replaceState(window.history.state, "", url);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const SAVE_PARAMETER = "save";
