/**
 * 'Save this search' on the search page: a small form posting the address being looked at, so
 * it works without JavaScript. A visitor who is not signed in is sent through sign-in first.
 */
export const SAVE_SEARCH_ACTION = "/api/saved-searches";

export function SaveSearchForm({ address }: { address: string }) {
  return (
    <form method="post" action={SAVE_SEARCH_ACTION} className="mt-3">
      <input type="hidden" name="address" value={address} />
      <button
        type="submit"
        className="min-h-11 rounded-brand border border-brand px-4 font-semibold text-brand hover:bg-surface"
      >
        Save this search
      </button>
    </form>
  );
}
