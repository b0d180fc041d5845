import { useEffect, useState } from 'react';
import { Avatar, Badge, Button, Empty, Input, Result, Skeleton } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { InboxQuery, relativeTime, type InboxItem } from '@facet/contract';
import { useInbox } from '../api';
import { formatCount } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { buyerNameOf } from '../chat-names';
import { useNow } from '../../../shared/ui/use-now';

const KEYWORD_MAX = InboxQuery.shape.Keyword.unwrap().maxLength ?? 100;
/** Typing pauses this long before the search runs. */
const SEARCH_DELAY_MS = 300;

function LastMessage({ item }: { item: InboxItem }) {
  const { t } = useI18n();
  const message = item.LastMessage;
  if (!message)
    return <span className="chat-inbox-preview-none">{t('chat.inbox.noMessages')}</span>;
  const body = message.Text.trim() || (
    <>
      <PictureOutlined /> {t('chat.picture')}
    </>
  );
  return (
    <>
      {message.From === 'staff' && (
        <span className="chat-inbox-preview-sender">
          {t('chat.inbox.staffSaid', { name: message.SenderName })}
        </span>
      )}
      {body}
    </>
  );
}

function InboxEntry({
  item,
  selected,
  now,
  onSelect,
}: {
  item: InboxItem;
  selected: boolean;
  now: Date;
  onSelect: () => void;
}) {
  const { t, locale } = useI18n();
  const name = buyerNameOf(item.Buyer);
  const unread = item.Unread > 0;
  return (
    <li>
      <button
        type="button"
        className={[
          'chat-inbox-item',
          selected && 'chat-inbox-item-selected',
          unread && 'chat-inbox-item-unread',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-current={selected || undefined}
        onClick={onSelect}
      >
        <Avatar size={40} src={item.Buyer.HeadPortrait || undefined} className="chat-avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className="chat-inbox-text">
          <span className="chat-inbox-head">
            <span className="chat-inbox-name">{name}</span>
            {item.LastMessage && (
              <time className="chat-inbox-time" dateTime={item.LastMessage.CreatedAt}>
                {relativeTime(item.LastMessage.CreatedAt, now, locale)}
              </time>
            )}
          </span>
          <span className="chat-inbox-email">{item.Buyer.Email}</span>
          <span className="chat-inbox-foot">
            <span className="chat-inbox-preview">
              <LastMessage item={item} />
            </span>
            {unread && (
              <Badge
                className="chat-inbox-unread"
                count={item.Unread}
                overflowCount={99}
                title={t('chat.inbox.unread', { count: formatCount(locale, item.Unread) })}
              />
            )}
          </span>
          {unread && (
            <span className="visually-hidden">
              {t('chat.inbox.unread', { count: formatCount(locale, item.Unread) })}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/** The conversations, latest first, with a search by nickname or email. */
export function InboxPane({
  selected,
  onSelect,
}: {
  selected: number | undefined;
  onSelect: (conversationId: number) => void;
}) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const inbox = useInbox(keyword);
  const now = useNow(30_000);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  let body;
  if (inbox.isPending) {
    body = (
      <div className="chat-inbox-loading" aria-label={t('app.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} avatar active title={{ width: '50%' }} paragraph={{ rows: 1 }} />
        ))}
      </div>
    );
  } else if (inbox.isError) {
    body = (
      <Result
        className="chat-pane-result"
        status="warning"
        title={t('chat.inbox.error')}
        subTitle={inbox.error.message}
        extra={<Button onClick={() => void inbox.refetch()}>{t('chat.retry')}</Button>}
      />
    );
  } else if (inbox.data.List.length === 0) {
    body = (
      <Empty
        className="chat-pane-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={keyword ? t('chat.inbox.noMatch', { keyword }) : t('chat.inbox.empty')}
      />
    );
  } else {
    body = (
      <ul className="chat-inbox-list" aria-label={t('chat.inbox.label')}>
        {inbox.data.List.map((item) => (
          <InboxEntry
            key={item.ConversationId}
            item={item}
            now={now}
            selected={item.ConversationId === selected}
            onSelect={() => onSelect(item.ConversationId)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="chat-pane chat-inbox" aria-label={t('chat.inbox.title')}>
      <div className="chat-inbox-search">
        <Input.Search
          allowClear
          value={typed}
          maxLength={KEYWORD_MAX}
          placeholder={t('chat.inbox.search')}
          aria-label={t('chat.inbox.search')}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            setTyped(value);
            setKeyword(value.trim());
          }}
        />
      </div>
      <div className="chat-inbox-scroll">{body}</div>
    </section>
  );
}
