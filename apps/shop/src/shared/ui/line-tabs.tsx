import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { arrowStep } from './tab-keys';
import './line-tabs.css';

export type LineTab<K extends string> = { key: K; title: ReactNode };

type Props<K extends string> = {
  tabs: readonly LineTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Names the tab list for a screen reader. */
  label: string;
  className?: string;
};

/**
 * Tabs over a list (the cart, orders, offers, favourites, a search's results): a row of titles,
 * the chosen one underlined; when they do not fit, the row scrolls and keeps the chosen one in
 * view. The arrow keys move between them. Its own few lines instead of antd-mobile's Tabs, which
 * bring an animation library (15 KB over the wire) to every page that has tabs.
 */
export function LineTabs<K extends string>({ tabs, active, onChange, label, className }: Props<K>) {
  const row = useRef<HTMLDivElement>(null);
  const keys = tabs.map((tab) => tab.key);
  const firstKey = keys[0];

  // The chosen tab in the middle of the row, as far as the row scrolls. Not for the first tab on
  // the first render: it is in view, and measuring the row would lay the page out early.
  const opening = useRef(true);
  useEffect(() => {
    const first = opening.current;
    opening.current = false;
    if (first && active === firstKey) return;
    const list = row.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !chosen || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = chosen.offsetLeft - (list.clientWidth - chosen.offsetWidth) / 2;
  }, [active, firstKey]);

  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = arrowStep(event.key, keys, active);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    row.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next)}"]`)?.focus();
  };

  return (
    <div className={`line-tabs ${className ?? ''}`}>
      <div ref={row} role="tablist" aria-label={label} className="line-tabs-row" onKeyDown={step}>
        {tabs.map((tab) => {
          const chosen = tab.key === active;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              data-key={tab.key}
              aria-selected={chosen}
              tabIndex={chosen ? 0 : -1}
              className="line-tab"
              onClick={() => !chosen && onChange(tab.key)}
            >
              <span className="line-tab-title">{tab.title}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
