import { isWaiting, type Offer, type OfferStatus } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useDisplayPrice } from '../../catalogue';
import { useLocale } from '../../../i18n/i18n';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { formatUsd } from '../../../shared/format/format';
import { totalAt } from '../offer-terms';
import { OfferCountdown } from './offer-countdown';
import './offer-summary.css';

const TONES: Record<OfferStatus, string> = {
  open: 'waiting',
  countered: 'yourTurn',
  accepted: 'success',
  declined: 'problem',
  withdrawn: 'closed',
  expired: 'closed',
};

function OfferStatusChip({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`offer-status offer-status-${TONES[status]}`}>
      {t(`offers.status.${status}`)}
    </span>
  );
}

/** A price per carat in US dollars and what it comes to for the stone, as the buyer reads it. */
function PriceRow({
  label,
  pricePerCarat,
  weight,
}: {
  label: string;
  pricePerCarat: number;
  weight: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = useDisplayPrice()(totalAt(pricePerCarat, weight));
  return (
    <div className="offer-summary-row">
      <dt>{label}</dt>
      <dd>
        <strong>{t('catalogue.perCarat', { price: formatUsd(locale, pricePerCarat) })}</strong>
        <span className="offer-summary-total">
          {t('offers.totalOf', { price: total.main })}
          {total.usd && ` · ${total.usd}`}
        </span>
      </dd>
    </div>
  );
}

/**
 * An offer's terms: its status, the buyer's price per carat and the clerk's counter, each with
 * the stone's total, and for one still waiting until when, counting
 * down. Shown in a stone's offer sheet and on each card of "My offers".
 */
export function OfferSummary({ offer, onEnded }: { offer: Offer; onEnded?: () => void }) {
  const { t } = useTranslation();
  const moment = useEasternMoment();
  const weight = offer.Goods.Weight;
  const waiting = isWaiting(offer.Status);
  return (
    <div className="offer-summary">
      <div className="offer-summary-head">
        <OfferStatusChip status={offer.Status} />
        <time className="offer-summary-made" dateTime={offer.CreatedAt}>
          {t('offers.made', { time: moment(offer.CreatedAt) })}
        </time>
      </div>
      <dl className="offer-summary-rows">
        <PriceRow
          label={t('offers.yourOffer')}
          pricePerCarat={offer.PricePerCarat}
          weight={weight}
        />
        {offer.CounterPricePerCarat !== null && (
          <PriceRow
            label={t('offers.counter')}
            pricePerCarat={offer.CounterPricePerCarat}
            weight={weight}
          />
        )}
      </dl>
      {waiting && (
        <p className={`offer-summary-due offer-summary-due-${offer.Status}`}>
          <span>
            {t(offer.Status === 'countered' ? 'offers.acceptBy' : 'offers.answerBy', {
              time: moment(offer.ExpiresAt),
            })}
          </span>
          <OfferCountdown expiresAt={offer.ExpiresAt} onEnded={onEnded} />
        </p>
      )}
    </div>
  );
}
