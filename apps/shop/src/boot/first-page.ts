import type { ChatHistory, Locale } from '@facet/contract';
import { isEmptyConversation } from '../features/notices/chat-call';
import { askFirst } from '../shared/transport/first-call';
import { drawPictures, picturesOf } from './first-pictures';
import type { OpenedPage } from './opened-page';
import { pageCall, type PageCallKind } from './page-call';
import { afterFirstPaint, loadCode, type AppCode } from './page-code';

/** What the build knows of a first page: its files, its texts, its title, its first call. */
export type PageFiles = {
  /** The page's code and what it imports, beside the app's entry. */
  files: string[];
  /**
   * Which page texts it shows (`lazyPage`'s `texts`): none, the goods', the catalogue pages'
   * (the goods' and the search's), the daily pages' (the goods' and their own), or all.
   */
  texts: false | 'goods' | 'catalogue' | 'daily' | 'all';
  /** Its title in the shell's navigation bar (a key of `words`)… */
  title?: string;
  /** …unless the address's category names it, as the page's own title does. */
  byCategory?: boolean;
  /** The call it makes first, which the HTML makes for it (a signed-in reader only). */
  call?: PageCallKind;
};

/** What the build writes into index.html for the first-page script, read from the bundle. */
export type FirstPageBuild = {
  app: AppCode;
  /** The pages most often opened first, by route (route-lookup.ts's key). */
  pages: Record<string, PageFiles>;
  /**
   * Each language's texts: those every page loads, the goods', the search's, the daily pages',
   * every other page's.
   */
  texts: Record<
    Locale,
    { always: string[]; goods: string[]; search: string[]; daily: string[]; pages: string[] }
  >;
  /** Each language's titles and the words the shell writes itself (`data-text`), by key. */
  words: Record<Locale, Record<string, string>>;
  /** The filters a result list's address may name (the contract's `FILTER_RULES`, `Origin`). */
  filterNames: string[];
};

declare global {
  interface Window {
    /** The shell's own words in the reader's language, for index.html's `data-text` outline. */
    facetShellWords?: Record<string, string>;
  }
}

/**
 * How long the app's code waits for a page's first pictures (a stone's, or a result list's
 * first rows') once they were asked for: on a phone they go first over the connection, and the
 * code follows them rather than sharing it; past this, the code goes anyway.
 */
export const FIRST_PICTURES_MS = 250;

/**
 * The first page's code, texts and first call, asked for by the HTML before the app's code
 * (docs/web-apps.md, "Speed on a phone"): the page's title for the shell's navigation bar; its
 * first call with the session and language the app will send it with, which the app takes
 * over (shared/transport/first-call.ts), and the pictures its answer names drawn where the
 * page draws them; then the app's code and the page's, once the shell has painted and those
 * pictures have been shown (FIRST_PICTURES_MS at most).
 */
export function startFirstPage(opened: OpenedPage, build: FirstPageBuild) {
  const { route, search, user, locale } = opened;
  const page: Partial<PageFiles> = build.pages[route] ?? {};
  const words = build.words[locale];
  const category = search.get('category');
  const title = page.title
    ? (page.byCategory && words[`categories.${category}`]) || words[page.title]
    : '';
  document.documentElement.setAttribute('data-title', title || '');
  window.facetShellWords = words;

  const texts = build.texts[locale];
  const files = [
    ...build.app.preloads,
    ...(page.files ?? []),
    ...texts.always,
    ...(page.texts ? texts.goods : []),
    ...(page.texts === 'catalogue' || page.texts === 'all' ? texts.search : []),
    ...(page.texts === 'daily' || page.texts === 'all' ? texts.daily : []),
    ...(page.texts === 'all' ? texts.pages : []),
  ];
  const waiting = { paint: true, pictures: false };
  let started = false;
  const ready = (what: keyof typeof waiting) => {
    waiting[what] = false;
    if (started || waiting.paint || waiting.pictures) return;
    started = true;
    loadCode(build.app.entry, files);
  };

  const call = pageCall(page.call, opened, build.filterNames);
  if (call && user?.ToKen && 'fetch' in window) {
    waiting.pictures = true;
    setTimeout(() => ready('pictures'), FIRST_PICTURES_MS);
    // Room for the pictures from the first paint: they land in it without moving anything.
    document.documentElement.setAttribute(call.shown, '');
    askFirst(call.path, call.body, user.ToKen, locale)
      .response.then((response) => (response.ok ? response.clone().json() : null))
      .then((envelope: { Data?: unknown } | null) => {
        if (call.shown === 'data-chat' && isEmptyConversation(envelope?.Data as ChatHistory)) {
          drawWelcome(words);
        }
        drawPictures(picturesOf(call.shown, envelope?.Data, search), () => ready('pictures'));
      })
      .catch(() => ready('pictures'));
  }
  // Not painting (a hidden tab) or not saying so, or a second gone: the pictures are not
  // waited for either.
  afterFirstPaint((atOnce) => {
    if (atOnce) waiting.pictures = false;
    ready('paint');
  });
}

/**
 * An empty conversation's welcome, as the chat page writes it (its largest paint), in the
 * shell's outline: its words in the reader's language, shown once the HTML's call for the
 * history found nothing said yet. The outline is in the HTML below the script: until it is
 * parsed, the welcome waits for the document.
 */
function drawWelcome(words: Record<string, string>) {
  const welcome = document.querySelector('.shell-welcome');
  if (!welcome) {
    document.addEventListener('DOMContentLoaded', () => drawWelcome(words));
    return;
  }
  welcome.querySelectorAll('[data-word]').forEach((part) => {
    part.textContent = words[part.getAttribute('data-word')!] ?? '';
  });
  document.documentElement.setAttribute('data-chat-empty', '');
}
