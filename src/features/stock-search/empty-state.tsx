/**
 * Empty results: the stock search's text with Clear Filters, or, when the site
 * has no stock at all, 'Find Me Something Similar' (an enquiry) instead; and the offers page's
 * 'No Results Available'. The texts are fixed, word for word.
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
}: {
  title?: string;
  text: string;
  action: { label: string; href: string; inPlace?: boolean };
}) {
  return (
    <div className="rounded-brand border border-dashed border-black/20 bg-surface px-6 py-12 text-center">
      {title ? <h2 className="mb-2 text-2xl font-bold">{title}</h2> : null}
      <p className="mx-auto mb-6 max-w-xl text-lg">{text}</p>
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
