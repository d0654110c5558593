/**
 * Page links of a results page: previous, numbered pages with gaps, next (plain links that work
 * without JavaScript; the search island turns them into in-place updates).
 */
import { pageItems } from "@/domain/search/pagination";

export type PageHref = (page: number) => string;

const LINK =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-brand border border-black/15 px-3 font-semibold hover:border-brand";

export function PaginationNav({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: PageHref;
}) {
  if (pages <= 1) return null;
  const link = (target: number, label: React.ReactNode, rel?: string) => (
    <a href={href(target)} rel={rel} data-search-nav="" data-scroll="results" className={LINK}>
      {label}
    </a>
  );
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            {link(
              page - 1,
              <>
                Previous<span className="sr-only"> page</span>
              </>,
              "prev",
            )}
          </li>
        ) : null}
        {pageItems(page, pages).map((item, i) =>
          item.kind === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span
                  aria-current="page"
                  className={`${LINK} border-brand bg-brand text-brand-contrast`}
                >
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                link(
                  item.page,
                  <>
                    <span className="sr-only">Page </span>
                    {item.page}
                  </>,
                )
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            {link(
              page + 1,
              <>
                Next<span className="sr-only"> page</span>
              </>,
              "next",
            )}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
