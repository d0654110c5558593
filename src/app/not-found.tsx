import type { Metadata } from "next";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** Shown for an address outside every site (a site's own addresses get its branded 404). */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">Error 404</p>
      <h1 className="text-3xl font-bold text-gray-900">Page not found</h1>
      <p className="text-gray-700">
        We couldn&apos;t find the page you asked for. Check the address, or go back to the home
        page.
      </p>
      <p>
        <a className="font-semibold text-blue-800 underline underline-offset-4" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
