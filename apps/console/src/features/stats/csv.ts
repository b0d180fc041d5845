export type CsvCell = string | number | null | undefined;

/**
 * A cell as RFC 4180 writes it: quoted when it holds a comma, quote or line break, quotes
 * doubled. Text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe, so a buyer's name can never become one; numbers stay numbers.
 */
function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file's text: the header row, then one line per row, CRLF between lines. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]) =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

/** Hands a CSV text to the browser's download, with a byte-order mark so Excel reads UTF-8. */
export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Kept a while after the click: some browsers read the object URL only once the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
