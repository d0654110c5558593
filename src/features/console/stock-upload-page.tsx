/**
 * Uploading a feed file: a file input (CSV or JSON, as the stock API takes) whose
 * form runs a dry run; then what the file would add, change and sell, and its rejected rows,
 * with Apply to import exactly that file (size limit: the stock API's). Plain form posts, so it works without JavaScript.
 */
import { MAX_FEED_BYTES, type PreviewCar, type RejectedRow } from "@/features/stock-import/server";
import { buttonClass, fieldClass, linkClass } from "./console-shell";
import type { UploadDraft } from "./stock-upload";

export const UPLOAD_ERRORS = {
  "no-file": "Choose a feed file (CSV or JSON) to upload.",
  "too-large": `The file is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB.`,
  unreadable: "The file could not be read as UTF-8 text.",
  expired: "That dry run has expired (they last 15 minutes): upload the file again.",
  "stock-changed":
    "The stock changed since the dry run (another import or upload ran), so nothing was applied: upload the file again for a new dry run.",
} as const;
export type UploadError = keyof typeof UPLOAD_ERRORS;

function CarList({ title, cars }: { title: string; cars: PreviewCar[] }) {
  return (
    <section aria-label={title} className="mb-4">
      <h3 className="font-semibold">
        {title}: {cars.length}
      </h3>
      {cars.length > 0 && (
        <ul className="list-disc pl-6">
          {cars.map((car) => (
            <li key={`${car.dealership}/${car.stocknum}`}>
              <span className="font-mono">{car.stocknum}</span>
              {car.title ? ` ${car.title}` : ""} ({car.dealership})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RejectedTable({ rows }: { rows: RejectedRow[] }) {
  if (rows.length === 0) return <p className="mb-4">No rows were rejected.</p>;
  return (
    <table className="mb-4 w-full border-collapse bg-white text-left text-sm">
      <caption className="p-2 text-left font-medium">
        Rejected rows: {rows.length} (they are skipped; their cars are left as they are)
      </caption>
      <thead>
        <tr className="border-b-2 border-slate-400">
          <th scope="col" className="p-2">
            Row
          </th>
          <th scope="col" className="p-2">
            Field
          </th>
          <th scope="col" className="p-2">
            Message
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.row}-${row.field}-${row.message}`} className="border-b border-slate-200">
            <th scope="row" className="p-2 font-normal">
              {row.row}
            </th>
            <td className="p-2">{row.field}</td>
            <td className="p-2">{row.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DryRun({ draft }: { draft: UploadDraft }) {
  const { outcome } = draft;
  if (!outcome.ok) {
    return (
      <section aria-labelledby="dry-run-heading" className="mb-6">
        <h2 id="dry-run-heading" tabIndex={-1} className="mb-2 text-xl font-bold">
          {draft.fileName} cannot be imported
        </h2>
        <p role="alert">{outcome.error.message}</p>
      </section>
    );
  }
  const report = outcome.value;
  const preview = report.preview;
  return (
    <section aria-labelledby="dry-run-heading" className="mb-6">
      <h2 id="dry-run-heading" tabIndex={-1} className="mb-2 text-xl font-bold">
        Dry run of {draft.fileName}
      </h2>
      <p role="status" className="mb-4">
        Nothing has changed yet. Applying this file would add {report.added}, change{" "}
        {report.updated} and sell {report.sold} car{report.sold === 1 ? "" : "s"};{" "}
        {report.unchanged} would stay as they are.
      </p>
      {preview && (
        <>
          <CarList title="To add" cars={preview.added} />
          <CarList title="To change" cars={preview.changed} />
          <CarList title="To sell (missing from the file)" cars={preview.sold} />
        </>
      )}
      <RejectedTable rows={report.rejected} />
      <form method="post" action="/admin/stock/upload/apply">
        <input type="hidden" name="draft" value={draft.id} />
        <button type="submit" className={buttonClass}>
          Apply {draft.fileName}
        </button>
      </form>
    </section>
  );
}

export function StockUploadView({
  draft,
  error,
}: {
  draft: UploadDraft | null;
  error: { code: UploadError } | { message: string } | null;
}) {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Upload a feed file</h1>
      <p className="mb-4">
        <a href="/admin/stock" className={linkClass}>
          Back to stock
        </a>
      </p>
      {error && (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3">
          {"code" in error ? UPLOAD_ERRORS[error.code] : error.message}
        </p>
      )}
      {draft && <DryRun draft={draft} />}
      <form
        method="post"
        action="/admin/stock/upload/dry-run"
        encType="multipart/form-data"
        className="rounded border border-slate-300 bg-white p-4"
      >
        <p className="mb-3">
          The file is the whole stock of the site's dealerships, as the stock feed sends it: cars
          missing from it are sold. A dry run shows what it would change before anything does.
        </p>
        <div className="mb-3 flex flex-col gap-1">
          <label htmlFor="feed-file" className="font-medium">
            Feed file (CSV or JSON, up to {MAX_FEED_BYTES / 1024 / 1024} MB)
          </label>
          <input
            id="feed-file"
            name="feed"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            required
            className={fieldClass}
          />
        </div>
        <button type="submit" className={buttonClass}>
          Dry run
        </button>
      </form>
    </>
  );
}
