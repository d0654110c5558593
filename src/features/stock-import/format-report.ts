/** The import report as a person reads it in a terminal: counts, then the refused rows. */
import type { ImportReport } from "./types";

export function formatImportReport(report: ImportReport): string {
  const counts: [string, number][] = [
    ["added", report.added],
    ["updated", report.updated],
    ["sold", report.sold],
    ["unchanged", report.unchanged],
    ["rejected rows", new Set(report.rejected.map((r) => r.row)).size],
  ];
  const labelWidth = Math.max(...counts.map(([label]) => label.length));
  const numberWidth = Math.max(...counts.map(([, n]) => String(n).length));
  const lines = counts.map(
    ([label, n]) => `  ${label.padEnd(labelWidth)}  ${String(n).padStart(numberWidth)}`,
  );
  if (report.rejected.length > 0) {
    const rowWidth = Math.max(3, ...report.rejected.map((r) => String(r.row).length));
    const fieldWidth = Math.max(5, ...report.rejected.map((r) => r.field.length));
    lines.push(
      "",
      "Rejected (row 1 is the first car after the header; these rows were skipped):",
      `  ${"row".padStart(rowWidth)}  ${"field".padEnd(fieldWidth)}  message`,
      ...report.rejected.map(
        (r) => `  ${String(r.row).padStart(rowWidth)}  ${r.field.padEnd(fieldWidth)}  ${r.message}`,
      ),
    );
  }
  return lines.join("\n");
}
