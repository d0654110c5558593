/**
 * Empty results: the stock search's text with Clear Filters, or, when the site
 * has no stock at all, 'Find Me Something Similar' (an enquiry) instead; and the offers page's
 * 'No Results Available'. The texts are fixed, word for word. A search's empty state may add
 * hints, each a link: which refinement to drop, and 'Did you mean …'.
 */
export const NO_RESULTS_TEXT =
  "No results found for your search at this time. Please try adjusting the filters for more results.";
export const NO_OFFERS_TITLE = "No Results Available";
export const NO_OFFERS_TEXT =
  "There appears to be no offers currently available that meet the conditions of your search";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-brand bg-brand px-5 font-semibold text-brand-contrast hover:opacity-90";

export function EmptyState({
  title,
  text,
  action,
  hints = [],
}: {
  title?: string;
  text: string;
  action: { label: string; href: string; inPlace?: boolean };
  hints?: readonly { readonly text: string; readonly href: string }[];
}) {
  return (
    <div className="rounded-brand border border-dashed border-black/20 bg-surface px-6 py-12 text-center">
      {title ? <h2 className="mb-2 text-2xl font-bold">{title}</h2> : null}
      <p className="mx-auto mb-6 max-w-xl text-lg">{text}</p>
      {hints.length > 0 ? (
        <ul className="mx-auto mb-6 flex max-w-xl flex-col gap-2">
          {hints.map((hint) => (
            <li key={hint.href}>
              <a
                href={hint.href}
                data-search-nav=""
                className="font-semibold text-brand underline underline-offset-4"
              >
                {hint.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <a
        href={action.href}
        className={BUTTON}
        {...(action.inPlace ? { "data-search-nav": "", "data-scroll": "top" } : {})}
      >
        {action.label}
      </a>
    </div>
  );
}
