"use client";
/**
 * A search that failed to load: the message, a retry, and the results shown before (the last hits
 * stay on screen).
 */
import { useEffect } from "react";
import { lastResultsSnapshot } from "@/features/stock-search/results-snapshot";

export default function SearchError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[search] page failed:", error);
  }, [error]);
  const previous = lastResultsSnapshot();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div
        role="alert"
        className="mb-6 flex flex-wrap items-center gap-4 rounded-brand border border-red-700 bg-red-50 p-4 text-red-900"
      >
        <p className="font-semibold">We couldn&apos;t update the results. Please try again.</p>
        <button
          type="button"
          onClick={() => retry()}
          className="min-h-11 rounded-brand bg-red-800 px-4 font-semibold text-white"
        >
          Try again
        </button>
      </div>
      {previous ? (
        <section
          id="results"
          aria-label="Previous results"
          // The markup of the results this page showed a moment ago, copied from the page itself.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own rendered results, not input
          dangerouslySetInnerHTML={{ __html: previous }}
        />
      ) : (
        <h1 className="text-2xl font-bold">Search is unavailable</h1>
      )}
    </div>
  );
}
