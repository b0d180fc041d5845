/** A Chinese, Japanese or Korean character: about twice as wide as a Latin letter. */
const WIDE = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60]/u;

/**
 * How the store's own name is set in the header beside the language switch: at full size while
 * it fits a line or two, smaller as it grows, so a long name is read whole rather than cut.
 * Measured in Latin letters, a wide character counting two.
 */
export function storeNameSize(name: string): 'normal' | 'long' | 'longer' {
  let width = 0;
  for (const character of name) width += WIDE.test(character) ? 2 : 1;
  if (width <= 20) return 'normal';
  return width <= 36 ? 'long' : 'longer';
}
