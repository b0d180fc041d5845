import { Button, Image } from 'antd';
import {
  CheckOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import { useState } from 'react';
import { formatEastern, type ChatStone } from '@facet/contract';
import { Link } from 'react-router';
import { useLiveChat } from '../live-chat-provider';
import {
  deliveryStateOf,
  pictureBox,
  type DeliveryState,
  type ThreadMessage,
} from '../thread-view';
import type { ConsoleKey } from '../../../i18n/catalogue';
import { useI18n } from '../../../i18n/use-i18n';
import { StoneMediaModal } from './stone-media-modal';

const STATE_TEXTS: Record<DeliveryState, ConsoleKey> = {
  pending: 'chat.state.pending',
  failed: 'chat.state.failed',
  sent: 'chat.state.sent',
  read: 'chat.state.read',
};

function DeliveryMark({ state }: { state: DeliveryState }) {
  const { t } = useI18n();
  const icon = {
    pending: <ClockCircleOutlined />,
    failed: <ExclamationCircleOutlined />,
    sent: <CheckOutlined />,
    read: (
      <span className="chat-double-check" aria-hidden="true">
        <CheckOutlined />
        <CheckOutlined />
      </span>
    ),
  }[state];
  return (
    <span className={`chat-state chat-state-${state}`}>
      {icon}
      {t(STATE_TEXTS[state])}
    </span>
  );
}

/** The stone a buyer asked about: what they want, and the stone in the inventory. */
function StoneCard({ stone }: { stone: ChatStone }) {
  const { t } = useI18n();
  const [adding, setAdding] = useState(false);
  return (
    <div className="chat-stone-box">
      <StoneLink stone={stone} />
      {stone.Request && stone.Request !== 'details' && (
        <Button size="small" icon={<PictureOutlined />} onClick={() => setAdding(true)}>
          {t('chat.media.open')}
        </Button>
      )}
      {adding && <StoneMediaModal stone={stone} onClose={() => setAdding(false)} />}
    </div>
  );
}

function StoneLink({ stone }: { stone: ChatStone }) {
  const { t } = useI18n();
  return (
    <Link
      to={`/inventory?Keyword=${encodeURIComponent(stone.StockNo)}`}
      className="chat-stone"
      aria-label={t('chat.stone.open', { title: stone.Title })}
    >
      {stone.Picture && <img src={stone.Picture} alt="" width={44} height={44} />}
      <span className="chat-stone-text">
        <span className="chat-stone-kind">
          {t(stone.Request ? `chat.stone.${stone.Request}` : 'chat.stone.about')}
        </span>
        <span className="chat-stone-title">{stone.Title}</span>
      </span>
    </Link>
  );
}

/**
 * One message: the buyer's on the left, customer service's on the right under the clerk's
 * name, with where it stands (sending, sent, read by the buyer, or refused).
 */
export function MessageBubble({ entry, myName }: { entry: ThreadMessage; myName: string }) {
  const { t } = useI18n();
  const live = useLiveChat();
  const side = entry.kind === 'stored' ? entry.message.From : 'staff';
  const sender = entry.kind === 'stored' ? entry.message.SenderName : myName;
  const state = side === 'staff' ? deliveryStateOf(entry) : undefined;

  let picture: { src: string; width: number; height: number } | undefined;
  if (entry.kind === 'stored' && entry.message.Picture) {
    const { Url, Width, Height } = entry.message.Picture;
    picture = { src: Url, ...pictureBox(Width, Height) };
  } else if (entry.kind === 'outgoing' && entry.message.picture) {
    picture = { src: entry.message.picture.preview, ...pictureBox(0, 0, 160) };
  }
  const text = entry.message.Text;

  return (
    <div
      className={`chat-message chat-message-${side}${entry.startsRun ? ' chat-message-first' : ''}`}
    >
      {side === 'staff' && entry.startsRun && <span className="chat-sender">{sender}</span>}
      <div className="chat-bubble">
        {picture && (
          <Image
            src={picture.src}
            width={picture.width}
            height={picture.height}
            alt={t('chat.pictureFrom', { name: sender })}
            className="chat-picture"
          />
        )}
        {entry.kind === 'stored' && entry.message.Stone && (
          <StoneCard stone={entry.message.Stone} />
        )}
        {text.trim() && <p className="chat-text">{text}</p>}
      </div>
      {entry.endsRun && (
        <div className="chat-meta">
          <time dateTime={entry.message.CreatedAt}>
            {formatEastern(entry.message.CreatedAt, 'HH:mm')}
          </time>
          {state && <DeliveryMark state={state} />}
        </div>
      )}
      {entry.kind === 'outgoing' && entry.message.error && (
        <div className="chat-failed" role="alert">
          <span>{entry.message.error}</span>
          <Button size="small" type="link" onClick={() => live.retry(entry.message.ClientId)}>
            {t('chat.retrySend')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            onClick={() => live.discard(entry.message.ClientId)}
          >
            {t('chat.discard')}
          </Button>
        </div>
      )}
    </div>
  );
}
