/**
 * The editor's HTML as the notice is published. Browsers' `execCommand` writes `<div>` lines,
 * `<b>`/`<i>`, stray `<span style>` wrappers and empty trailing lines; the server's sanitiser
 * would keep or drop these differently from what the preview showed, so the console sends the
 * tidy form it previews. The server still sanitises: this is about faithfulness, not safety.
 */
export function normaliseEditorHtml(html: string): string {
  const tidy = html
    .replace(/<(\/?)div\b[^>]*>/gi, '<$1p>')
    .replace(/<(\/?)b>/gi, '<$1strong>')
    .replace(/<(\/?)i>/gi, '<$1em>')
    .replace(/<(\/?)strike>/gi, '<$1s>')
    .replace(/<\/?(span|font)\b[^>]*>/gi, '')
    .replace(/\s(style|class|dir)="[^"]*"/gi, '')
    // Chrome makes a list inside a paragraph (`<p><ul>…</ul></p>`), which no parser keeps.
    .replace(/<p>(\s*<(?:ul|ol|h[2-4]|blockquote)\b)/gi, '$1')
    .replace(/(<\/(?:ul|ol|h[2-4]|blockquote)>\s*)<\/p>/gi, '$1')
    // Empty inline tags left behind by toggling a style on and off.
    .replace(/<(strong|em|u|s)><\/\1>/gi, '')
    .replace(/^(?:\s|<br\s*\/?>|<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)+/i, '')
    .replace(/(?:\s|<br\s*\/?>|<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)+$/i, '')
    .trim();
  return isBlankHtml(tidy) ? '' : tidy;
}

/** Whether the HTML shows no text at all (an empty editor still holds `<p><br></p>`). */
export const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, '')
    .trim() === '';

/** The address a clerk typed for a link: http(s) or mailto, `https://` added to a bare host. */
export function linkAddressOf(typed: string): string | undefined {
  const value = typed.trim();
  if (!value || /\s/.test(value)) return undefined;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(value)) return value;
  if (/^[^@\s/:]+@[^@\s/]+\.[^@\s/]+$/.test(value)) return `mailto:${value}`;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}
