import { CheckOutline, ClockCircleOutline, ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import type { ChatEntry } from '../chat-messages';
import { pictureSize } from '../picture-size';

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '·';

type Props = {
  entry: ChatEntry;
  /** Follows a message from the same person: no name or avatar again. */
  continued: boolean;
  onRetry: (clientId: string) => void;
  onOpenPicture: (url: string) => void;
};

/** One message: customer service's on the left with the clerk's name, the buyer's on the right. */
export function ChatBubble({ entry, continued, onRetry, onOpenPicture }: Props) {
  const { t } = useTranslation();
  const own = entry.From === 'buyer';
  const picture = entry.Picture;
  const size = picture && pictureSize(picture);

  return (
    <div
      className={`chat-row${own ? ' chat-row-own' : ''}${continued ? ' chat-row-continued' : ''}`}
    >
      {!own && (
        <span className="chat-avatar" aria-hidden="true">
          {!continued && initialOf(entry.SenderName)}
        </span>
      )}
      <div className="chat-stack">
        {own ? (
          <span className="visually-hidden">{t('chat.youSaid')}</span>
        ) : (
          <span className={continued ? 'visually-hidden' : 'chat-sender'}>{entry.SenderName}</span>
        )}
        <div className="chat-line">
          {own && entry.delivery && (
            <DeliveryMark entry={entry} onRetry={() => onRetry(entry.ClientId)} />
          )}
          <div
            className={picture && !entry.Text ? 'chat-bubble chat-bubble-picture' : 'chat-bubble'}
          >
            {picture && size && (
              <button
                type="button"
                className="chat-picture"
                onClick={() => onOpenPicture(picture.Url)}
                aria-label={t('chat.viewPicture')}
                style={{ width: size.width, height: size.height }}
              >
                <img src={picture.Url} alt="" width={size.width} height={size.height} />
              </button>
            )}
            {entry.Stone && <StoneCard stone={entry.Stone} />}
            {entry.Text && <p className="chat-text">{entry.Text}</p>}
          </div>
        </div>
        {entry.delivery === 'failed' && (
          <span className="chat-error">{entry.error ?? t('chat.failed')}</span>
        )}
      </div>
    </div>
  );
}

/** The stone a message is about (a buyer's request from its details page): opens its details. */
function StoneCard({ stone }: { stone: NonNullable<ChatEntry['Stone']> }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`${paths.productDetails}?id=${stone.GoodsId}`}
      className="chat-stone"
      aria-label={t('chat.stone.open', { title: stone.Title })}
    >
      {stone.Picture && <img src={stone.Picture} alt="" width={48} height={48} />}
      <span className="chat-stone-text">
        <span className="chat-stone-kind">
          {t(stone.Request ? `chat.stone.${stone.Request}` : 'chat.stone.about')}
        </span>
        <span className="chat-stone-title">{stone.Title}</span>
      </span>
    </Link>
  );
}

/** Sending (a clock), sent (a tick), read, or failed with a way to send it again. */
function DeliveryMark({ entry, onRetry }: { entry: ChatEntry; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (entry.delivery) {
    case 'failed':
      return (
        <button type="button" className="chat-retry" onClick={onRetry} aria-label={t('chat.retry')}>
          <ExclamationCircleFill />
        </button>
      );
    case 'pending':
      return (
        <span className="chat-delivery">
          <ClockCircleOutline aria-hidden="true" />
          <span className="visually-hidden">{t('chat.pending')}</span>
        </span>
      );
    case 'sent':
      return (
        <span className="chat-delivery">
          <CheckOutline aria-hidden="true" />
          <span className="visually-hidden">{t('chat.sent')}</span>
        </span>
      );
    default:
      return <span className="chat-delivery chat-delivery-read">{t('chat.read')}</span>;
  }
}
