/**
 * CSV as spreadsheets open it: a field is quoted when it holds a comma, a quote, a line break or
 * leading or trailing spaces, and quotes inside are doubled; lines end with CRLF; the file starts
 * with a UTF-8 byte order mark so that spreadsheet programs read the accents right. A field
 * starting with =, +, - or @ is prefixed with an apostrophe so it is never run as a formula.
 */

export const CSV_BOM = "\uFEFF";

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}
