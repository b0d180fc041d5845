import type { Offer, OfferStep } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAcceptOffer, useOfferEnded, useWithdrawOffer } from '../api';
import { agreedStanding, staffNote } from '../offer-terms';
import { OfferSummary } from './offer-summary';
import { GoodsRow } from '../../catalogue';
import { useLocale } from '../../../i18n/i18n';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { formatUsd } from '../../../shared/format/format';
import { paths } from '../../../shared/routing/paths';
import { serverNow } from '../../../shared/transport/server-clock';
import { toast } from '../../../shared/ui/toast';
import './offer-card.css';

/** A price per carat as the cards write it: "$3,895.00/ct". */
function usePerCarat() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (price: number) => t('catalogue.perCarat', { price: formatUsd(locale, price) });
}

/**
 * One offer in "My offers": the stone, the terms, what the buyer may do now (accept a counter,
 * withdraw what still waits), where an accepted one stands, and every move made on it.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const ended = useOfferEnded();
  const note = offer.Status === 'countered' ? staffNote(offer) : '';
  return (
    <article
      className="offer-card"
      aria-label={t('myOffers.cardOf', { stockNo: offer.Goods.StockNo })}
    >
      <GoodsRow goods={offer.Goods} availabilityBadge={false} />
      <div className="offer-card-body">
        <OfferSummary offer={offer} onEnded={ended} />
        {note && <p className="offer-card-note">{t('myOffers.counterNote', { note })}</p>}
        {(offer.Status === 'open' || offer.Status === 'countered') && (
          <OfferActions offer={offer} />
        )}
        {offer.Status === 'accepted' && <AgreedLine offer={offer} />}
        <OfferHistory offer={offer} />
      </div>
    </article>
  );
}

function OfferActions({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const perCarat = usePerCarat();
  const accept = useAcceptOffer();
  const withdraw = useWithdrawOffer();
  const busy = accept.isPending || withdraw.isPending;
  return (
    <div className="offer-card-actions">
      <Button
        size="small"
        fill="outline"
        shape="rounded"
        disabled={busy}
        loading={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(offer.OfferId, {
            onSuccess: () => toast({ content: t('myOffers.withdrawn') }),
          })
        }
      >
        {t('myOffers.withdraw')}
      </Button>
      {offer.Status === 'countered' && offer.CounterPricePerCarat !== null && (
        <Button
          size="small"
          color="primary"
          shape="rounded"
          disabled={busy}
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(offer.OfferId, {
              onSuccess: (accepted) =>
                toast({
                  icon: 'success',
                  content: t('myOffers.acceptedToast', {
                    price: perCarat(accepted.AgreedPricePerCarat ?? offer.CounterPricePerCarat!),
                  }),
                }),
            })
          }
        >
          {t('myOffers.accept', { price: perCarat(offer.CounterPricePerCarat) })}
        </Button>
      )}
    </div>
  );
}

/** An accepted offer: in the cart at the agreed price until the hold ends, or bought. */
function AgreedLine({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const perCarat = usePerCarat();
  const moment = useEasternMoment();
  const price = perCarat(offer.AgreedPricePerCarat ?? offer.PricePerCarat);
  const standing = agreedStanding(offer, serverNow());
  return (
    <div className={`offer-card-agreed offer-card-agreed-${standing}`}>
      <p>
        {standing === 'ordered'
          ? t('myOffers.ordered', { price })
          : standing === 'inCart'
            ? t('myOffers.inCart', { price, time: moment(offer.ExpiresAt) })
            : t('myOffers.lapsed', { price, time: moment(offer.ExpiresAt) })}
      </p>
      {standing === 'ordered' && (
        <Link className="offer-card-link" to={`${paths.orderDetails}?id=${offer.OrderId}`}>
          {t('myOffers.seeOrder')}
        </Link>
      )}
      {standing === 'inCart' && (
        <Link className="offer-card-link" to={paths.cart}>
          {t('myOffers.goToCart')}
        </Link>
      )}
    </div>
  );
}

/** Who did what, at which price and with which words: folded away until asked for. */
function OfferHistory({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const moment = useEasternMoment();
  const perCarat = usePerCarat();
  const says = (step: OfferStep) => {
    const price = step.PricePerCarat === null ? '' : perCarat(step.PricePerCarat);
    // Accepting is the clerk's (the offer) or the buyer's (the counter): two sentences.
    const move =
      step.Action === 'accept'
        ? step.By === 'buyer'
          ? 'acceptBuyer'
          : 'acceptStaff'
        : step.Action;
    return t(`myOffers.history.${move}`, { price });
  };
  return (
    <details className="offer-history">
      <summary>{t('myOffers.historyTitle', { count: offer.History.length })}</summary>
      <ol>
        {offer.History.map((step, index) => (
          <li key={index}>
            <span className="offer-history-when">
              <time dateTime={step.At}>{moment(step.At)}</time>
              {/* The clerk who answered, by name; the buyer's own steps say "You" already. */}
              {step.By === 'staff' && step.ByName && ` · ${step.ByName}`}
            </span>
            <span className="offer-history-move">{says(step)}</span>
            {step.Note && <q className="offer-history-note">{step.Note}</q>}
          </li>
        ))}
      </ol>
    </details>
  );
}
