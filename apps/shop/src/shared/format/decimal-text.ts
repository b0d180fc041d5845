/**
 * Numbers as a trader types them on a phone: "1.01", "1,01" (a comma keypad), "7,070.50"
 * (grouped, as the shop shows amounts) or " 12 ". Empty text is no value (undefined); text
 * that is not a number is null, so a form can tell "not given" from "wrong".
 */
export function parseDecimal(text: string): number | undefined | null {
  const compact = text.trim().replace(/\s+/g, '');
  if (compact === '') return undefined;
  const commas = compact.split(',').length - 1;
  const afterComma = compact.length - compact.lastIndexOf(',') - 1;
  // With a point, commas group thousands; alone, one comma not before three digits is a
  // decimal comma ("1,01"), anything else groups ("7,070", "1,234,567").
  const normalised =
    commas === 1 && !compact.includes('.') && afterComma !== 3
      ? compact.replace(',', '.')
      : compact.replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** A value shown back in an input: no grouping, so it can be edited as it stands. */
export const editableText = (value: number | null | undefined, fractionDigits = 2) =>
  value == null ? '' : value.toFixed(fractionDigits);
