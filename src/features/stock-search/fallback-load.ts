/**
 * Telling the router's fallback load apart from other navigations (search-shell.tsx): when its
 * fetch of the next page rejects, the router loads the address as a new document instead.
 */
/** The parts of the Navigation API's NavigateEvent read here (not in every TypeScript DOM lib). */
export type NavigateEventLike = Event & {
  readonly cancelable: boolean;
  readonly userInitiated: boolean;
  readonly navigationType: "push" | "replace" | "reload" | "traverse";
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
};

/**
 * Is this the router's fallback to a full load of the address it just failed to fetch? A
 * script-started, cross-document push or replace to exactly that address.
 */
export function isFallbackLoad(event: NavigateEventLike, pendingUrl: string | null): boolean {
  return (
    pendingUrl !== null &&
    event.cancelable &&
    !event.userInitiated &&
    !event.destination.sameDocument &&
    (event.navigationType === "push" || event.navigationType === "replace") &&
    event.destination.url === pendingUrl
  );
}
