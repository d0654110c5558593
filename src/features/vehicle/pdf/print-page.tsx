/**
 * The printable vehicle page (/print?car_id={slug}): one sheet with the photo, price, facts,
 * specifications, features, comments and the dealer, and buttons to print it or download the
 * PDF. The site's header and footer are left off the printout.
 */
import { Img } from "@/components/ui/img";
import type { Row } from "@/domain/vehicle/spec-lists";
import { PdfDownloadButton } from "../islands/pdf-download-button";
import { PrintButton } from "../islands/print-button";
import type { PrintSheet } from "./print-sheet";

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 border-b border-ink/10 py-1">
          <dt className="text-ink/80">{row.label}</dt>
          <dd className="text-right font-medium">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const button = "inline-flex min-h-11 items-center rounded-brand px-4 font-semibold";

export function PrintPage({
  sheet,
  slug,
  carId,
  quality,
}: {
  sheet: PrintSheet;
  slug: string;
  carId: number;
  quality: number;
}) {
  return (
    <article className="mx-auto max-w-4xl space-y-5 px-4 py-6 print:max-w-none print:p-0">
      {/* The site chrome has no place on paper. */}
      {/* With href and precedence React puts this rule in the head, where a page-wide rule belongs. */}
      <style href="print-sheet-chrome" precedence="default">
        {"@media print{header,footer,#main>:not(article){display:none!important}}"}
      </style>
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton className={`${button} bg-brand text-brand-contrast`} />
        <PdfDownloadButton
          href={`/print/${slug}.pdf`}
          slug={slug}
          carId={carId}
          className={`${button} border-2 border-brand text-brand`}
        />
        <a href={`/cars/${slug}`} className={`${button} underline underline-offset-4`}>
          Back to the car
        </a>
      </div>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">{sheet.title}</h1>
          {sheet.subtitle ? <p className="text-lg text-ink/80">{sheet.subtitle}</p> : null}
        </div>
        <p className="text-3xl font-extrabold text-brand">
          {sheet.price}
          {sheet.priceNote ? (
            <span className="ml-2 text-sm font-medium text-ink/80">{sheet.priceNote}</span>
          ) : null}
        </p>
      </header>
      {sheet.photoUrl ? (
        <Img
          src={sheet.photoUrl}
          alt={sheet.title}
          width={1200}
          height={800}
          sizes="(min-width: 896px) 896px, 100vw"
          quality={quality}
          preload
          className="aspect-[3/2] w-full rounded-brand object-cover"
        />
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="print-details">
          <h2 id="print-details" className="mb-2 text-lg font-bold">
            Details
          </h2>
          <Rows rows={sheet.facts} />
        </section>
        <section aria-labelledby="print-specs">
          <h2 id="print-specs" className="mb-2 text-lg font-bold">
            Specifications
          </h2>
          <Rows rows={sheet.specs} />
        </section>
      </div>
      {sheet.features.length > 0 ? (
        <section aria-labelledby="print-features">
          <h2 id="print-features" className="mb-2 text-lg font-bold">
            Features
          </h2>
          <ul className="columns-2 text-sm sm:columns-3">
            {sheet.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="print-comments">
        <h2 id="print-comments" className="mb-2 text-lg font-bold">
          Dealer comments
        </h2>
        <p className="whitespace-pre-line text-sm">{sheet.comments}</p>
      </section>
      <footer className="border-t border-ink/20 pt-3 text-sm">
        <p className="font-bold">{sheet.dealer.name}</p>
        <p>{[sheet.dealer.phone, sheet.dealer.address].filter(Boolean).join(" · ")}</p>
        <p>{sheet.dealer.url}</p>
      </footer>
    </article>
  );
}
