import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Avatar, Button, Result, Skeleton, Spin } from 'antd';
import { ArrowDownOutlined, ArrowLeftOutlined, IdcardOutlined } from '@ant-design/icons';
import { useChatBuyer, useChatHistory } from '../api';
import { ApiError } from '../../../shared/transport/client';
import { newestIdOf } from '../chat-cache';
import { useLiveChat, useOutbox } from '../live-chat-provider';
import { threadEntries, withTimeSeparators } from '../thread-view';
import { useI18n } from '../../../i18n/use-i18n';
import { displayName, useMe } from '../../accounts';
import { buyerNameOf } from '../chat-names';
import { MessageBubble } from './message-bubble';
import { ReplyBox } from './reply-box';
import { useNow } from '../../../shared/ui/use-now';

/** Closer than this to the top loads older messages; to the bottom, follows new ones. */
const LOAD_OLDER_PX = 120;
const FOLLOW_PX = 80;

function ThreadHeader({
  conversationId,
  onBack,
  onShowBuyer,
}: {
  conversationId: number;
  onBack?: () => void;
  onShowBuyer?: () => void;
}) {
  const { t } = useI18n();
  const { data } = useChatBuyer(conversationId);
  const buyer = data?.Buyer;
  const name = buyer ? buyerNameOf(buyer) : '';
  return (
    <header className="chat-thread-head">
      {onBack && (
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('chat.thread.back')}
          onClick={onBack}
        />
      )}
      {buyer ? (
        <>
          <Avatar size={36} src={buyer.HeadPortrait || undefined} className="chat-avatar">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className="chat-thread-who">
            <h2 className="chat-thread-name">{name}</h2>
            <span className="chat-thread-email">{buyer.Email}</span>
          </span>
        </>
      ) : (
        <Skeleton.Input active size="small" className="chat-thread-who" />
      )}
      {onShowBuyer && (
        <Button icon={<IdcardOutlined />} onClick={onShowBuyer} className="chat-thread-profile">
          {t('chat.buyer.open')}
        </Button>
      )}
    </header>
  );
}

/**
 * One conversation: older messages load on scrolling to the top, new ones follow at the bottom
 * while the clerk is there, and the conversation counts as read while it is on screen.
 * Mounted per conversation (keyed), so scrolling starts afresh for each.
 */
export function ThreadPane({
  conversationId,
  onBack,
  onShowBuyer,
}: {
  conversationId: number;
  onBack?: () => void;
  onShowBuyer?: () => void;
}) {
  const { t, locale } = useI18n();
  const live = useLiveChat();
  const outbox = useOutbox();
  const { data: me } = useMe();
  const history = useChatHistory(conversationId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const now = useNow(30_000);
  const entries = useMemo(
    () => threadEntries(history.data, outbox, conversationId),
    [history.data, outbox, conversationId],
  );
  const items = useMemo(() => withTimeSeparators(entries, now, locale), [entries, now, locale]);
  const newestId = newestIdOf(history.data);

  const scroller = useRef<HTMLDivElement>(null);
  /** The ends of what was shown and its height, to tell older messages from newer ones. */
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const following = useRef(true);
  const [awayFromEnd, setAwayFromEnd] = useState(false);

  useEffect(() => {
    live.setReading(conversationId);
    return () => live.setReading(null);
  }, [live, conversationId]);

  useEffect(() => {
    if (newestId !== undefined) live.markRead(conversationId, newestId);
  }, [live, conversationId, newestId]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = entries[0]?.key;
    const last = entries.at(-1)?.key;
    const before = shown.current;
    if (before.first === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      // Older messages came in above: the ones the clerk was reading stay where they were.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last) {
      const own = entries.at(-1)?.kind === 'outgoing';
      if (own || following.current) element.scrollTop = element.scrollHeight;
    }
    shown.current = { first, last, height: element.scrollHeight };
  }, [entries]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const fromEnd = element.scrollHeight - element.scrollTop - element.clientHeight;
    following.current = fromEnd < FOLLOW_PX;
    setAwayFromEnd(fromEnd > element.clientHeight / 2);
    if (element.scrollTop < LOAD_OLDER_PX && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  };

  const toEnd = () => {
    const element = scroller.current;
    element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  };

  let body;
  if (history.isPending) {
    body = (
      <div className="chat-thread-loading">
        <Spin description={t('app.loading')} />
      </div>
    );
  } else if (history.isError && !history.data) {
    const gone = history.error instanceof ApiError && history.error.status === 404;
    body = (
      <Result
        className="chat-pane-result"
        status="warning"
        title={t(gone ? 'chat.thread.notFound' : 'chat.thread.error')}
        subTitle={gone ? undefined : history.error.message}
        extra={
          gone ? undefined : (
            <Button onClick={() => void history.refetch()}>{t('chat.retry')}</Button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <div className="chat-thread-start">
          {hasNextPage ? (
            <Button size="small" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('chat.thread.older')}
            </Button>
          ) : entries.length > 0 ? (
            <span>{t('chat.thread.start')}</span>
          ) : null}
        </div>
        {entries.length === 0 ? (
          <p className="chat-thread-empty">{t('chat.thread.empty')}</p>
        ) : (
          <ol className="chat-thread-list">
            {items.map((item) =>
              item.kind === 'separator' ? (
                <li key={item.key} className="chat-time">
                  <span>{item.label}</span>
                </li>
              ) : (
                <li key={item.key}>
                  <MessageBubble entry={item} myName={me ? displayName(me) : ''} />
                </li>
              ),
            )}
          </ol>
        )}
      </>
    );
  }

  return (
    <section className="chat-pane chat-thread" aria-label={t('chat.thread.title')}>
      <ThreadHeader conversationId={conversationId} onBack={onBack} onShowBuyer={onShowBuyer} />
      <div className="chat-thread-body">
        <div
          ref={scroller}
          className="chat-thread-scroll"
          onScroll={onScroll}
          tabIndex={0}
          role="log"
          aria-label={t('chat.thread.messages')}
        >
          {body}
        </div>
        {awayFromEnd && (
          <Button
            className="chat-thread-jump"
            shape="round"
            icon={<ArrowDownOutlined />}
            onClick={toEnd}
          >
            {t('chat.thread.latest')}
          </Button>
        )}
      </div>
      <ReplyBox key={conversationId} conversationId={conversationId} />
    </section>
  );
}
