import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { UPLOAD_MAX_BYTES } from '@facet/contract';
import { AppError } from './errors';

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
