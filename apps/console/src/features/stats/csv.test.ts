import { describe, expect, test } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  test('a header and rows, CRLF line ends, numbers as they are, nothing for null', () => {
    expect(toCsv(['Date', 'Orders', 'Revenue'], [['2026-03-02', 1, 1000.5], ['2026-03-03', 0, null]])).toBe(
      'Date,Orders,Revenue\r\n2026-03-02,1,1000.5\r\n2026-03-03,0,\r\n',
    ); // prettier-ignore
  });

  test('quotes what would break a line or a column, doubling quotes', () => {
    expect(toCsv(['Name'], [['Chan, Mei'], ['The "Blue" Co.'], ['two\nlines']])).toBe(
      'Name\r\n"Chan, Mei"\r\n"The ""Blue"" Co."\r\n"two\nlines"\r\n',
    );
  });

  test('text that a spreadsheet would run as a formula stays text; negative numbers stay numbers', () => {
    expect(
      toCsv(
        ['Name', 'Change'],
        [
          ['=HYPERLINK("x")', -5],
          ['@SUM(A1)', 0],
          ['+1', 1],
        ],
      ),
    ).toBe('Name,Change\r\n"\'=HYPERLINK(""x"")",-5\r\n\'@SUM(A1),0\r\n\'+1,1\r\n');
  });

  test('Chinese text passes through untouched', () => {
    expect(toCsv(['Category'], [['天然白钻']])).toBe('Category\r\n天然白钻\r\n');
  });
});
