/** Shapes shared by the stock feed parser, the importer, the API and the CLI. */

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export type FeedFormat = "csv" | "json";

/**
 * One refused row. `row` counts data rows from 1 as a person does: the first car after the CSV
 * header line (or the first element of a JSON array) is row 1, so a spreadsheet shows it on
 * sheet row `row + 1`. `field` is the column name, or "row" when the row as a whole is wrong.
 */
export type RejectedRow = { row: number; field: string; message: string };

/**
 * Why a whole feed was refused; nothing was changed. `stock-changed`: the import was to apply a
 * dry run's plan and the stock is no longer what the dry run saw.
 */
export type FeedError = { kind: "malformed" | "stock-changed"; message: string };

/** A car of a dry run's preview; a car to be sold has no feed row, so no title. */
export type PreviewCar = { dealership: string; stocknum: string; title: string | null };

/** What a dry run would do, and the stock version it planned against. */
export type PlanPreview = {
  stockVersion: string;
  added: PreviewCar[];
  changed: PreviewCar[];
  sold: PreviewCar[];
};

export type ImportReport = {
  added: number;
  updated: number;
  sold: number;
  unchanged: number;
  rejected: RejectedRow[];
  /** A dry run's preview (dry runs only). */
  preview?: PlanPreview;
};
