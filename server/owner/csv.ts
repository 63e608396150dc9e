import type { OwnerRecord } from "./records";

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets a
 * leading apostrophe first, so an exported list cannot run code in the owner's spreadsheet.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of `row`'s `columns`, CRLF-terminated. */
export function csvLine(row: OwnerRecord, columns: readonly string[]): string {
  return columns.map((c) => csvCell(row[c] ?? null)).join(",") + "\r\n";
}

export function toCsv(rows: readonly OwnerRecord[], columns: readonly string[]): string {
  return (
    csvLine(Object.fromEntries(columns.map((c) => [c, c])), columns) +
    rows.map((row) => csvLine(row, columns)).join("")
  );
}
