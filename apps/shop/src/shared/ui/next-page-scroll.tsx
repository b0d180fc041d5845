import { translate } from '@facet/contract';
import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/i18n';
import './next-page-scroll.css';

/** The part of an infinite query that pages on. */
type NextPages = {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
};

/** How far below what shows the next page starts loading, so that scrolling seldom waits. */
const AHEAD_PX = 250;

/** The nearest ancestor that scrolls (the app's body), or none: the window. */
export function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Infinite scroll under a list: loads the next page near the bottom and shows "loading", the
 * page's failure with Retry, or "bottom of data reached" (§8). The footer is watched by an
 * IntersectionObserver (no scroll handler runs while the buyer scrolls); whether it is near is
 * measured when the observer says it moved and after each page, so a short page is followed
 * by the next at once and a long one not before its end comes near.
 */
export function NextPageScroll({
  query,
  hasMore = query.hasNextPage,
  failedText,
  classNames,
}: {
  query: NextPages;
  /** Defaults to the query's own; a list may stop earlier. */
  hasMore?: boolean;
  failedText: string;
  classNames: { footer: string; retry?: string; end?: string };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const footer = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const [failed, setFailed] = useState(false);
  /** Bumped when the footer may have come near: the observer saw it move, or a page came. */
  const [moved, setMoved] = useState(0);

  useEffect(() => {
    const element = footer.current;
    if (!element) return;
    const observer = new IntersectionObserver(() => setMoved((count) => count + 1), {
      root: scrollParentOf(element),
      rootMargin: `0px 0px ${AHEAD_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const load = async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      const result = await query.fetchNextPage();
      setFailed(result.isError);
    } finally {
      loading.current = false;
      setMoved((count) => count + 1);
    }
  };

  useEffect(() => {
    const element = footer.current;
    // Hidden (a tab not shown) or done: nothing to load.
    if (!element?.offsetParent || !hasMore || failed) return;
    const parent = scrollParentOf(element);
    const bottom = parent ? parent.getBoundingClientRect().bottom : window.innerHeight;
    if (element.getBoundingClientRect().top <= bottom + AHEAD_PX) void load();
    // `load` reads the query afresh each render; the effect runs when something moved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moved, hasMore, failed]);

  const retry = () => {
    setFailed(false);
    void load();
  };

  return (
    <div className="next-page-scroll" ref={footer}>
      {failed ? (
        <span className={classNames.footer}>
          {failedText}
          <button type="button" className={classNames.retry} onClick={retry}>
            {t('common.retry')}
          </button>
        </span>
      ) : hasMore ? (
        <span className={classNames.footer} role="status">
          {t('common.loading')}
          <DotLoading />
        </span>
      ) : (
        <span className={[classNames.footer, classNames.end].filter(Boolean).join(' ')}>
          {translate(locale, 'EMPTY_END_OF_DATA')}
        </span>
      )}
    </div>
  );
}
