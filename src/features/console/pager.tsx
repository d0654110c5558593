/** Previous / next links between the pages of a console list, with where the reader is. */
import { linkClass } from "./console-shell";

export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  /** The address of a page of the same list. */
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-4">
      {page > 1 && (
        <a href={href(page - 1)} className={linkClass} rel="prev">
          Previous page
        </a>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <a href={href(page + 1)} className={linkClass} rel="next">
          Next page
        </a>
      )}
    </nav>
  );
}
