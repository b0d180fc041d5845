import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@facet/contract';
import { AppError } from './errors';

/**
 * Cells a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`, a tab or
 * carriage return in front) get a `'` in front, so they open as text (OWASP, "CSV injection").
 * Plain numbers with a sign (`-30`, `+2.5`) are numbers, not formulae: they stay as they are,
 * so an exported stock list imports back unchanged.
 */
const FORMULA = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** A cell is quoted when it holds a comma, a quote, a line break or a byte-order mark, or starts or ends with a space. */
const NEEDS_QUOTES = /[,"\r\n\uFEFF]|^ | $/;

/** One cell as RFC 4180 writes it (what Papa.unparse writes, without its cost per cell). */
function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  let text = String(value);
  let quoted = false;
  // Numbers and booleans are never formulae; text that starts like one is defused.
  if (typeof value === 'string' && FORMULA.test(text)) {
    text = `'${text}`;
    quoted = true;
  }
  return quoted || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Every CSV the server writes goes through here: rows as CRLF lines, formulae defused. Written
 * by hand, not by Papa.unparse (csv.test.ts holds them to the same output): a million-stone feed
 * spends its time here.
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  let out = '';
  for (const row of rows) out += row.map(csvCell).join(',') + '\r\n';
  return out;
}

/** An uploaded CSV (multipart field `file`) as text; a binary file (NUL bytes) or a truncated one is refused. */
export async function csvText(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new AppError('FILE_MISSING');
  const buffer = await part.toBuffer();
  if (part.file.truncated || buffer.length > UPLOAD_MAX_BYTES) throw new AppError('CSV_TOO_LARGE');
  if (buffer.includes(0)) throw new AppError('CSV_MALFORMED');
  return buffer.toString('utf8');
}
