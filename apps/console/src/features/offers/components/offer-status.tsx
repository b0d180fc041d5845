import { useEffect } from 'react';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { formatEastern, isWaiting, type AdminOffer, type OfferStatus } from '@facet/contract';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { useNow } from '../../../shared/ui/use-now';
import { timeLeftOf } from '../offer-view';

// Open offers wait for a clerk: the console's gold, as orders waiting for confirmation.
const STATUS_COLORS: Record<OfferStatus, string> = {
  open: 'gold',
  countered: 'blue',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'default',
  expired: 'default',
};
/** Under this much time left an open offer's countdown stands out. */
const SOON_MS = 2 * 3_600_000;

export function OfferStatusTag({ status }: { status: OfferStatus }) {
  const { t } = useI18n();
  return (
    <Tag color={STATUS_COLORS[status]} className="offers-status-tag">
      {t(`offers.status.${status}`)}
    </Tag>
  );
}

/** "5 h 12 min", "2 d 3 h", "Under a minute". */
function leftText(t: Translate, left: NonNullable<ReturnType<typeof timeLeftOf>>) {
  if (left.days > 0) return t('offers.left.days', { days: left.days, hours: left.hours });
  if (left.hours > 0) return t('offers.left.hours', { hours: left.hours, minutes: left.minutes });
  if (left.minutes > 0) return t('offers.left.minutes', { minutes: left.minutes });
  return t('offers.left.soon');
}

/** The time a waiting offer has left, counting down; `onRanOut` once it is up. */
function Countdown({ expiresAt, onRanOut }: { expiresAt: string; onRanOut: () => void }) {
  const { t } = useI18n();
  const now = useNow(15_000).getTime();
  const left = timeLeftOf(expiresAt, now);
  const ranOut = left === null;
  // The server says so too from now on: the list asks again, once.
  useEffect(() => {
    if (ranOut) onRanOut();
  }, [ranOut, onRanOut]);

  const until = formatEastern(expiresAt);
  if (!left) return <span className="offers-left offers-left-out">{t('offers.left.out')}</span>;
  const soon = Date.parse(expiresAt) - now < SOON_MS;
  return (
    <span
      role="timer"
      className="offers-stack"
      aria-label={t('offers.left.label', { left: leftText(t, left), time: until })}
    >
      <span className={soon ? 'offers-left offers-left-soon' : 'offers-left'} aria-hidden>
        {leftText(t, left)}
      </span>
      <span className="offers-secondary" aria-hidden>
        {t('offers.until', { time: until })}
      </span>
    </span>
  );
}

/** Where an offer stands: its status and, while it waits, the time it has left. */
export function OfferStanding({ offer, onRanOut }: { offer: AdminOffer; onRanOut: () => void }) {
  const { t } = useI18n();
  return (
    <span className="offers-standing">
      <OfferStatusTag status={offer.Status} />
      {isWaiting(offer.Status) && <Countdown expiresAt={offer.ExpiresAt} onRanOut={onRanOut} />}
      {offer.Status === 'accepted' &&
        (offer.OrderId === null ? (
          <span className="offers-stack">
            <span className="offers-secondary">{t('offers.priceHolds')}</span>
            <span className="offers-secondary">
              {t('offers.until', { time: formatEastern(offer.ExpiresAt) })}
            </span>
          </span>
        ) : (
          <Link to={`/orders/${offer.OrderId}`} className="offers-secondary">
            {t('offers.ordered')}
          </Link>
        ))}
    </span>
  );
}
