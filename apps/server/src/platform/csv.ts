import Papa from 'papaparse';

/**
 * Cells a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`, a tab or
 * carriage return in front) get a `'` in front, so they open as text (OWASP, "CSV injection").
 * Plain numbers with a sign (`-30`, `+2.5`) are numbers, not formulae: they stay as they are,
 * so an exported stock list imports back unchanged.
 */
const FORMULA = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** Every CSV the server writes goes through here: rows as CRLF lines, formulae defused. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  if (rows.length === 0) return '';
  return Papa.unparse(rows as unknown[][], { escapeFormulae: FORMULA, newline: '\r\n' }) + '\r\n';
}
