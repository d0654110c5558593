/**
 * The last results the shopper saw, kept by the search island before each update, so that the
 * error screen can leave them on show (after a search error the last hits stay on screen). A copy
 * of the markup: links in it still work, as plain links.
 */
let snapshot: string | null = null;

export function keepResultsSnapshot(): void {
  const results = document.getElementById("results");
  if (results) snapshot = results.innerHTML;
}

export function lastResultsSnapshot(): string | null {
  return snapshot;
}
