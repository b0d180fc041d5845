// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { buttonNamed, click, render, settle } from '../../../shared/testing/render';
import { PagedList } from './paged-list';

vi.mock('antd-mobile', () => import('../../../shared/testing/antd-mobile'));

type Page = { stones: string[]; next?: number };

/**
 * Where the list's footer is on the screen, and the observer that says it moved: happy-dom
 * lays nothing out, so the test scrolls by placing the footer. Far below the screen at first.
 */
const screen = { footerTop: 5_000, observers: [] as (() => void)[] };

function layout() {
  // Shown: every element has a box to lay it out in (happy-dom has no `offsetParent`).
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.classList.contains('next-page-scroll') ? screen.footerTop : 0;
    return { top, bottom: top + 40, left: 0, right: 390, width: 390, height: 40 } as DOMRect;
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly seen: () => void) {}
      observe() {
        screen.observers.push(() => this.seen());
      }
      disconnect() {}
    },
  );
}

/** The buyer scrolls the list's end into view; the next page's rows push it down again. */
const scrollToEnd = () =>
  act(async () => {
    screen.footerTop = 600;
    for (const seen of screen.observers) seen();
  });

/**
 * A list of stones over `pages` pages of two, from a server that fails the pages in `failing`
 * once each.
 */
function server(pages: number, failing: number[] = []) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<Page> => {
    asked.push(page);
    if (failing.includes(page)) {
      failing.splice(failing.indexOf(page), 1);
      throw new Error('offline');
    }
    screen.footerTop = 5_000;
    const stones = pages === 0 ? [] : [`Stone ${page}a`, `Stone ${page}b`];
    return { stones, next: page < pages ? page + 1 : undefined };
  };
  return { asked, fetchPage };
}

function Stones({ fetchPage }: { fetchPage: (page: number) => Promise<Page> }) {
  const query = useInfiniteQuery({
    queryKey: ['stones'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next,
  });
  return (
    <PagedList
      query={query}
      items={query.data?.pages.flatMap((page) => page.stones) ?? []}
      itemKey={(stone) => stone}
      renderItem={(stone) => <span className="stone">{stone}</span>}
      empty={<p className="empty">No stones match</p>}
      skeleton={<i className="skeleton" />}
    />
  );
}

async function open(fetchPage: (page: number) => Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Stones fetchPage={fetchPage} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await settle();
}

const stones = () => [...document.querySelectorAll('.stone')].map((row) => row.textContent);
const footer = () => document.querySelector('.next-page-scroll')?.textContent;

beforeAll(async () => {
  await initI18n({ locale: 'en', pageTexts: true });
});
beforeEach(() => {
  screen.footerTop = 5_000;
  screen.observers = [];
  layout();
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a paged list', () => {
  test('holds the room with placeholder rows while the first page loads', async () => {
    let answer: (page: Page) => void = () => {};
    await render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <Stones fetchPage={() => new Promise((resolve) => (answer = resolve))} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(document.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading');
    expect(document.querySelectorAll('.skeleton')).toHaveLength(6);
    await act(async () => answer({ stones: ['Stone 1a'] }));
    await settle();
    expect(stones()).toEqual(['Stone 1a']);
    expect(document.querySelector('.skeleton')).toBeNull();
  });

  test('asks for the next page at its end, not before, and says when it reached the bottom', async () => {
    const { asked, fetchPage } = server(2);
    await open(fetchPage);
    expect(stones()).toEqual(['Stone 1a', 'Stone 1b']);
    expect(footer()).toBe('Loading');
    expect(asked).toEqual([1]);

    await scrollToEnd();
    await settle();
    expect(asked).toEqual([1, 2]);
    expect(stones()).toEqual(['Stone 1a', 'Stone 1b', 'Stone 2a', 'Stone 2b']);
    expect(footer()).toBe('You have reached the bottom');

    // At the bottom, the end in view again asks for nothing more.
    await scrollToEnd();
    await settle();
    expect(asked).toEqual([1, 2]);
  });

  test('a page that fails says so and offers to try again, which brings it', async () => {
    const { asked, fetchPage } = server(2, [2]);
    await open(fetchPage);
    await scrollToEnd();
    await settle();
    expect(footer()).toBe('The next page could not be loaded.Try again');
    expect(stones()).toHaveLength(2);
    // Still failed: scrolling does not hammer the server.
    await scrollToEnd();
    await settle();
    expect(asked).toEqual([1, 2]);

    await click(buttonNamed('Try again')!);
    await settle();
    expect(asked).toEqual([1, 2, 2]);
    expect(stones()).toEqual(['Stone 1a', 'Stone 1b', 'Stone 2a', 'Stone 2b']);
    expect(footer()).toBe('You have reached the bottom');
  });

  test('a first page that fails shows the list’s failure, with a retry that loads it', async () => {
    const { fetchPage } = server(1, [1]);
    await open(fetchPage);
    expect(document.querySelector('[role="alert"] h2')?.textContent).toBe(
      'The list could not be loaded',
    );
    await click(buttonNamed('Try again')!);
    await settle();
    expect(stones()).toEqual(['Stone 1a', 'Stone 1b']);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  test('an empty first page shows the list’s empty state, and no footer', async () => {
    const { fetchPage } = server(0);
    await open(fetchPage);
    expect(document.querySelector('.empty')?.textContent).toBe('No stones match');
    expect(footer()).toBeUndefined();
  });
});
