/**
 * A shopper's saved searches, each with its link and a Delete button (a plain form), as the
 * saved-searches page and My Garage show them.
 */
import { formatDateAu } from "@/domain/format/date";
import type { SavedSearch } from "./saved-searches";

export const DELETE_SAVED_SEARCH_ACTION = "/api/saved-searches/delete";

export function SavedSearchList(props: { searches: readonly SavedSearch[]; back?: string }) {
  if (props.searches.length === 0)
    return <p>You have no saved searches. Use ‘Save this search’ on any search page.</p>;
  return (
    <ul className="divide-y divide-black/10">
      {props.searches.map((search) => (
        <li key={search.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <a href={search.address} className="font-semibold underline underline-offset-2">
              {search.label}
            </a>
            <p className="text-sm text-ink/75">
              Saved {formatDateAu(search.createdAt)}
              {search.lastAlertedAt ? `, last alert ${formatDateAu(search.lastAlertedAt)}` : ""}
            </p>
          </div>
          <form method="post" action={DELETE_SAVED_SEARCH_ACTION}>
            <input type="hidden" name="id" value={search.id} />
            {props.back ? <input type="hidden" name="back" value={props.back} /> : null}
            <button
              type="submit"
              aria-label={`Delete saved search ${search.label}`}
              className="min-h-11 rounded-brand border border-black/30 px-4 font-semibold hover:bg-surface"
            >
              Delete
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
