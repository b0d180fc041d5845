import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { csvLines } from './csv';

const FORMULA = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;
/** What Papa.unparse writes: the reference csvLines is held to. */
const papa = (rows: unknown[][]) =>
  rows.length ? Papa.unparse(rows, { escapeFormulae: FORMULA, newline: '\r\n' }) + '\r\n' : '';

describe('CSV lines', () => {
  test('the trade’s cells: numbers, empties, commas, quotes, line breaks, formulae defused', () => {
    expect(
      csvLines([
        ['Stock #', 'Size', 'Note'],
        ['A-1', 1.01, null],
        ['B,2', -30, 'say "hi"'],
        ['=HYPERLINK("x")', '+2.5', 'two\nlines'],
      ]),
    ).toBe(
      // prettier-ignore
      'Stock #,Size,Note\r\nA-1,1.01,\r\n"B,2",-30,"say ""hi"""\r\n"\'=HYPERLINK(""x"")",+2.5,"two\nlines"\r\n',
    );
    expect(csvLines([])).toBe('');
  });

  test('writes what Papa.unparse writes, for any cells', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('=1+1', '@SUM(A1)', '-cmd', '+44', '-30', ' padded ', '\uFEFFbom', '\ttab', 'a\r\nb'), // prettier-ignore
      fc.double({ noNaN: true }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 5 }),
        (rows) => {
          expect(csvLines(rows)).toBe(papa(rows));
        },
      ),
      { numRuns: 500 },
    );
  });
});
