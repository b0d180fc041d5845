import sanitizeHtml from 'sanitize-html';

/**
 * What a published notice may contain: text structure and links, nothing that runs, loads or
 * restyles. Applied on publish, so every reader gets the same safe HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'div',
  ], // prettier-ignore
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    b: 'strong',
    i: 'em',
    div: 'p',
  },
};

export function sanitiseNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The readable text of some HTML, to tell an empty editor from real content. */
export const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
