import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
  alternates: { canonical: null },
};

/** A site's 404 page: inside the site's own header and footer, with ways back to its stock. */
export default function SiteNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink/75">Error 404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-ink/80">
        We couldn&apos;t find the page you asked for. Check the address, or start again from our
        stock or the home page.
      </p>
      <ul className="flex flex-wrap gap-4">
        <li>
          <Link
            className="font-semibold text-brand underline underline-offset-4"
            href="/search/new-used-and-demo-cars"
          >
            Browse our stock
          </Link>
        </li>
        <li>
          <Link className="font-semibold text-brand underline underline-offset-4" href="/">
            Go to the home page
          </Link>
        </li>
      </ul>
    </div>
  );
}
