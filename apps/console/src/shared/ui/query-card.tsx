import type { ReactNode } from 'react';
import { Card, Space, type CardProps } from 'antd';
import type { ConsoleKey } from '../../i18n/catalogue';
import type { Translate } from '../../i18n/use-i18n';
import { QueryBody, RefreshButton, type ListQuery } from './query-states';
import './query-card.css';

/** What a list's frame says: its refresh button, and its two failures with Retry. */
export interface ListTexts {
  refresh: string;
  loadFailed: string;
  refreshFailed: string;
  retry: string;
}

type Prefix<K> = K extends `${infer P}.error.load` ? P : never;
/** A capability whose catalogue has a list's four texts under one prefix (`audit.retry`…). */
export type ListPrefix = {
  [P in Prefix<ConsoleKey>]: [`${P}.refresh` | `${P}.retry` | `${P}.error.refresh`] extends [
    ConsoleKey,
  ]
    ? P
    : never;
}[Prefix<ConsoleKey>];

/** A list's texts from its capability's catalogue: `<prefix>.refresh`, `.retry`, `.error.*`. */
export const listTexts = (t: Translate, prefix: ListPrefix): ListTexts => ({
  refresh: t(`${prefix}.refresh`),
  loadFailed: t(`${prefix}.error.load`),
  refreshFailed: t(`${prefix}.error.refresh`),
  retry: t(`${prefix}.retry`),
});

type QueryCardProps = Omit<CardProps, 'title' | 'extra' | 'tabBarExtraContent' | 'variant'> & {
  result: ListQuery & { data: unknown };
  texts: ListTexts;
  /** The card's title: a heading, or a control (a search) that narrows the list. */
  title?: ReactNode;
  /** Controls that narrow the list, in a row that wraps, in place of a title. */
  filters?: ReactNode;
  /** Buttons after the refresh button (a new tier, an invitation). */
  buttons?: ReactNode;
  /** The body keeps the card's padding (a list of items); a table reaches the card's edges. */
  padded?: boolean;
};

/**
 * The frame of every list page: a borderless card with the refresh button in its head (in the
 * tab bar when it has tabs), and the list in every state of its query (see QueryBody).
 */
export function QueryCard({
  result,
  texts,
  title,
  filters,
  buttons,
  padded = false,
  className,
  children,
  ...card
}: QueryCardProps) {
  const refresh = <RefreshButton result={result} label={texts.refresh} />;
  const extra = buttons ? (
    <Space>
      {refresh}
      {buttons}
    </Space>
  ) : (
    refresh
  );
  const classes = [
    'query-card',
    padded ? undefined : 'query-card-flush',
    filters ? 'query-card-filtered' : undefined,
    className,
  ];
  return (
    <Card
      {...card}
      className={classes.filter(Boolean).join(' ')}
      variant="borderless"
      title={filters ? <div className="query-card-filters">{filters}</div> : title}
      {...(card.tabList ? { tabBarExtraContent: extra } : { extra })}
    >
      <QueryBody result={result} loaded={result.data !== undefined} texts={texts}>
        {children}
      </QueryBody>
    </Card>
  );
}
