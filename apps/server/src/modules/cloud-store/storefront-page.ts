import type { StoreInfo } from '@facet/contract';

/** The longest a storefront's page waits for its store's details before going out without. */
export const STORE_PAGE_INFO_MS = 1_500;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * A storefront's page (the built `store.html`) with its store written in: the name and logo
 * in the title and the outline, the intro (else the name) as the description, the language, and the details the code
 * reads instead of asking (`#store-info`, a data block: never run, so the page's script hashes
 * are the template's). Without `info` (no such store, closed, or the database away) the page
 * goes out as built and its code asks, and says what it hears.
 */
export function storefrontPage(template: string, info: StoreInfo | null): string {
  if (!info) return template;
  const data = JSON.stringify(info).replace(/</g, '\\u003c');
  // The jeweller's intro, or their store's name: a search result always has a line to show.
  const description = (info.Intro || info.Name).slice(0, 160);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${info.Language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(info.Name)}</title>`)
    .replace(
      '</head>',
      () =>
        `<meta name="description" content="${escapeHtml(description)}">\n` +
        `<script type="application/json" id="store-info">${data}</script>\n</head>`,
    )
    .replace('<!--store-name-->', () => escapeHtml(info.Name))
    .replace('<!--store-logo-->', () =>
      info.Logo
        ? `<img class="store-shell-logo" src="${escapeHtml(info.Logo)}" alt="" width="40" height="40">`
        : `<span class="store-shell-logo">${escapeHtml(info.Name.slice(0, 1))}</span>`,
    );
}
