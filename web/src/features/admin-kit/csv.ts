// The admin tables' CSV writer (RFC 4180: comma separated, CRLF line ends, header first). Every
// cell is quoted, and text a spreadsheet would run as a formula is defused with an apostrophe:
// at the cell's start and after any separator a spreadsheet may split on (comma, semicolon, tab,
// pipe, line break), since a reader that splits there would see a new cell starting with it.
// papaparse's unparse (escapeFormulae) defuses only the cell's first character, hence this writer.

/** A formula start (=, +, -, @, tab, carriage return) at the cell's start or after a separator. */
const FORMULA_STARTS = /(^|[,;|\t\r\n])(\s*)([=+\-@\t\r])/g;

/** One cell: written as text (Dates as ISO strings, null as empty), defused, and quoted. */
export function csvCell(value: unknown): string {
  const text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  const defused = text.replace(
    FORMULA_STARTS,
    (_match, separator: string, space: string, start: string) => `${separator}${space}'${start}`,
  );
  return `"${defused.replace(/"/g, '""')}"`;
}

/** A CSV document of a header row and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
