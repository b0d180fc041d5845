import type { ChatPicture } from '@facet/contract';
import { DotLoading } from 'antd-mobile';
import { MessageFill } from 'antd-mobile-icons';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useChatHistory, useRelativeTime } from '../../notices';
import { chatConnection } from '../chat-client';
import {
  chatTimeline,
  lastStaffId,
  withTimeSeparators,
  type ChatEntry,
  type TimelineItem,
} from '../chat-messages';
import { conversation } from '../conversation-store';
import { ChatBubble } from '../components/chat-bubble';
import { ChatComposer } from '../components/chat-composer';
import './chat.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';
import { usePictureViewer } from '../../../shared/ui/picture-viewer';

/** Within this distance of the bottom, new messages keep the conversation scrolled down. */
const PINNED_PX = 80;

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isVisible = () => document.visibilityState === 'visible';

/** The picture as chosen, with its size, to show while it uploads. */
async function previewOf(file: File): Promise<ChatPicture> {
  const Url = URL.createObjectURL(file);
  const image = new Image();
  image.src = Url;
  await image.decode().catch(() => undefined);
  return { FileId: '', Url, Width: image.naturalWidth || 1, Height: image.naturalHeight || 1 };
}

/**
 * `/pages/ImService/index`: the conversation with customer service. History pages load upwards
 * as the buyer scrolls back; new messages, acks and read marks arrive over the shared chat
 * connection (chat-client.ts); the conversation store keeps what the buyer sent until the
 * server stored it (conversation-store.ts).
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const history = useChatHistory();
  const state = useSyncExternalStore(conversation.subscribe, conversation.getState);
  const visible = useSyncExternalStore(subscribeVisibility, isVisible);
  const [draft, setDraft] = useState('');
  const pictures = usePictureViewer();
  const time = useRelativeTime();

  const pages = history.data?.pages;
  const items = useMemo(() => {
    // Pages come newest first; each page's messages oldest first.
    const stored = [...(pages ?? [])].reverse().flatMap((page) => page.Messages);
    return withTimeSeparators(
      chatTimeline([...stored, ...state.live], state.outbox, state.staffReadUpTo),
    );
  }, [pages, state.live, state.outbox, state.staffReadUpTo]);
  const latestFromStaff = useMemo(
    () => lastStaffId(items.flatMap((item) => (item.kind === 'message' ? [item.entry] : []))),
    [items],
  );

  // The buyer is looking at the chat: no waiting out a reconnection's back-off.
  useEffect(() => chatConnection.reconnectNow(), []);

  // What customer service wrote is read once it is on screen.
  useEffect(() => {
    if (visible && history.isSuccess && latestFromStaff > 0) conversation.markRead(latestFromStaff);
  }, [visible, history.isSuccess, latestFromStaff]);

  const { scroller, sentinel, log, onScroll, pin } = useConversationScroll(history, items);

  const sendPicture = async (file: File) => {
    pin();
    conversation.sendPicture(file, await previewOf(file));
  };

  let body;
  if (history.isPending) {
    body = (
      <div className="chat-state" role="status" aria-label={t('common.loading')}>
        <DotLoading color="primary" style={{ fontSize: 28 }} />
      </div>
    );
  } else if (history.isError && !history.data) {
    body = (
      <LoadFailedPanel
        title={t('chat.loadFailed')}
        onRetry={() => void history.refetch()}
        outline
      />
    );
  } else if (items.length === 0) {
    body = <ChatWelcome onPick={setDraft} />;
  } else {
    body = (
      <>
        <div ref={sentinel} className="chat-history-edge">
          {history.isFetchingNextPage ? (
            <span role="status">
              {t('chat.earlier')}
              <DotLoading />
            </span>
          ) : history.isFetchNextPageError ? (
            <button
              type="button"
              className="chat-link"
              onClick={() => void history.fetchNextPage()}
            >
              {t('chat.earlierFailed')}
            </button>
          ) : (
            !history.hasNextPage && <span>{t('chat.beginning')}</span>
          )}
        </div>
        <ol ref={log} className="chat-log" aria-label={t('chat.conversation')}>
          {items.map((item, index) =>
            item.kind === 'time' ? (
              <li key={item.key} className="chat-time">
                <time dateTime={item.at}>{time(item.at)}</time>
              </li>
            ) : (
              <li key={item.key}>
                <ChatBubble
                  entry={item.entry}
                  continued={continues(items[index - 1], item.entry)}
                  onRetry={(clientId) => {
                    pin();
                    conversation.retry(clientId);
                  }}
                  onOpenPicture={(url) => void pictures.open([url])}
                />
              </li>
            ),
          )}
        </ol>
      </>
    );
  }

  return (
    <div className="chat-page">
      {state.status !== 'ready' && (
        <div className="chat-status" role="status">
          {t('chat.connecting')}
        </div>
      )}
      <div ref={scroller} className="chat-scroll" onScroll={onScroll} tabIndex={0}>
        {body}
      </div>
      <ChatComposer
        draft={draft}
        onDraftChange={setDraft}
        onSendText={(text) => {
          pin();
          conversation.sendText(text);
        }}
        onSendPicture={(file) => void sendPicture(file)}
      />
      {pictures.viewer}
    </div>
  );
}

/**
 * Keeps the conversation scrolled to the newest message while the buyer is at the bottom, loads
 * older pages when its top comes near and keeps the messages on screen where they were.
 */
function useConversationScroll(
  history: ReturnType<typeof useChatHistory>,
  items: { key: string }[],
) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  /** Distance from the bottom before an older page arrives, to stand still while it lands. */
  const restoreFrom = useRef<number | null>(null);
  const pageCount = history.data?.pages.length ?? 0;
  const lastKey = items.at(-1)?.key;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || restoreFrom.current === null) return;
    box.scrollTop = box.scrollHeight - restoreFrom.current;
    restoreFrom.current = null;
  }, [pageCount]);

  const toBottom = useCallback(() => {
    const box = scroller.current;
    if (box && pinned.current) box.scrollTop = box.scrollHeight;
  }, []);
  useLayoutEffect(toBottom, [lastKey, toBottom]);
  // What grows after it is drawn (a picture, a stone's card, a font) keeps the newest message in
  // view while the buyer is at the bottom.
  const log = useCallback(
    (element: HTMLOListElement | null) => {
      if (!element) return;
      const observer = new ResizeObserver(toBottom);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [toBottom],
  );

  useEffect(() => {
    const box = scroller.current;
    const edge = sentinel.current;
    if (!box || !edge || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        restoreFrom.current = box.scrollHeight - box.scrollTop;
        void fetchNextPage();
      },
      { root: box, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(edge);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastKey]);

  return {
    scroller,
    sentinel,
    log,
    onScroll: () => {
      const box = scroller.current;
      if (box) pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < PINNED_PX;
    },
    /** The buyer sent something: follow it to the bottom. */
    pin: () => {
      pinned.current = true;
    },
  };
}

/** A message right after another from the same person shows without their name again. */
function continues(previous: TimelineItem | undefined, entry: ChatEntry) {
  return (
    previous?.kind === 'message' &&
    previous.entry.From === entry.From &&
    previous.entry.SenderName === entry.SenderName
  );
}

const SUGGESTIONS = ['availability', 'order', 'payment'] as const;

/** An empty conversation: what customer service can help with, and a few ways to start. */
function ChatWelcome({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-welcome">
      <span className="chat-welcome-icon" aria-hidden="true">
        <MessageFill />
      </span>
      <h2 className="chat-welcome-title">{t('chat.welcomeTitle')}</h2>
      <p className="chat-welcome-text">{t('chat.welcomeText')}</p>
      <ul className="chat-suggestions" aria-label={t('chat.suggestions')}>
        {SUGGESTIONS.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="chat-suggestion"
              onClick={() => onPick(t(`chat.suggestion.${key}`))}
            >
              {t(`chat.suggestion.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
