import {
  OFFER_DEFAULTS,
  OFFER_NOTE_MAX,
  translate,
  type Offer,
  type PricedGoods,
} from '@facet/contract';
import { Button, TextArea } from 'antd-mobile';
import { CheckCircleFill, ClockCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMakeOffer, useWaitingOffers } from '../api';
import { offerFigures, waitingOn } from '../offer-terms';
import { OfferSummary } from './offer-summary';
import { useDisplayPrice } from '../../catalogue';
import { useLocale } from '../../../i18n/i18n';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { placeFormError } from '../../../shared/forms/form-errors';
import { formatCarats, formatPercent, formatUsd } from '../../../shared/format/format';
import { dollarSign } from '../../../shared/format/number-text';
import { paths } from '../../../shared/routing/paths';
import { NumberField } from '../../../shared/ui/tool-controls';
import { PageLoading } from '../../../shared/ui/page-loading';
import { FieldError, FormRefusal } from '../../../shared/forms/form-alerts';
import './offer-sheet.css';

type Props = { goods: PricedGoods; onClose: () => void };

/** Where the refusals not of one field go in the form's errors: above the button. */
const REFUSAL = 'Offer';
/**
 * The refusals said above the button, as the server words them: the stone is no longer to be
 * had, or the buyer may not offer (one already waits on it, as many as allowed wait, not yet
 * verified). A field's goes under it; anything else is toasted, inside the sheet.
 */
const REFUSAL_CODES = Object.fromEntries(
  ['OFFER_OPEN', 'OFFER_LIMIT', 'OFFER_UNIQUE_ONLY', 'ITEM_HELD', 'ITEM_SOLD', 'OFF_MARKET', 'NOT_FOUND', 'NOT_VERIFIED'].map((code) => [code, REFUSAL]), // prettier-ignore
);

/**
 * A stone's offer sheet: its own chunk, fetched when the buyer taps "Make an offer". The offer
 * of theirs already waiting on the stone, if there is one; else the form; once sent, where to
 * follow it.
 */
export default function OfferSheet({ goods, onClose }: Props) {
  const waiting = useWaitingOffers();
  const [sent, setSent] = useState<Offer | null>(null);

  if (sent) return <OfferSent offer={sent} onClose={onClose} />;
  if (waiting.isPending) return <PageLoading />;
  // Could the waiting offers not be had, the form shows: the server refuses a second offer.
  const mine = waitingOn(waiting.data, goods.Id);
  if (mine) return <WaitingOffer offer={mine} />;
  return <OfferForm goods={goods} onSent={setSent} />;
}

function OfferForm({ goods, onSent }: { goods: PricedGoods; onSent: (offer: Offer) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const make = useMakeOffer();
  const [priceText, setPriceText] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const figures = offerFigures(priceText, goods);
  const total = useDisplayPrice()(figures.kind === 'price' ? figures.total : null);
  const usd = (amount: number) => formatUsd(locale, amount);

  const submit = () => {
    if (figures.kind !== 'price') {
      const key = figures.kind === 'empty' ? 'offers.priceRequired' : 'offers.priceInvalid';
      setErrors({ PricePerCarat: t(key) });
      return;
    }
    setErrors({});
    make.mutate(
      {
        GoodsId: goods.Id,
        PricePerCarat: figures.pricePerCarat,
        ...(note.trim() ? { Note: note.trim() } : {}),
      },
      {
        onSuccess: onSent,
        onError: (error) => {
          const placed = placeFormError(error, ['PricePerCarat', 'Note'], REFUSAL_CODES);
          setErrors(Object.fromEntries(placed.map(({ name, message }) => [name, message])));
        },
      },
    );
  };

  return (
    <form
      className="offer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="offer-form-stone">
        {t('offers.asking', {
          price: t('catalogue.perCarat', { price: usd(goods.PricePerCarat) }),
          weight: formatCarats(locale, goods.Weight),
        })}
      </p>
      <NumberField
        id="offer-price"
        large
        label={t('offers.price')}
        prefix={<span aria-hidden="true">{dollarSign(locale)}</span>}
        suffix={t('offers.perCarat')}
        placeholder="0.00"
        value={priceText}
        onChange={(text) => {
          setPriceText(text);
          if (errors.PricePerCarat) setErrors(({ PricePerCarat: _, ...rest }) => rest);
        }}
        error={errors.PricePerCarat}
      />
      <div className="offer-form-total" aria-live="polite">
        <span className="offer-form-total-label">
          {t('offers.total', { weight: formatCarats(locale, goods.Weight) })}
        </span>
        <strong className="offer-form-total-value">
          {figures.kind === 'price' ? total.main : '—'}
        </strong>
        {figures.kind === 'price' && total.usd && (
          <span className="offer-form-total-usd">{t('offers.inUsd', { price: total.usd })}</span>
        )}
        {figures.kind === 'price' &&
          (figures.belowPercent > 0 ? (
            <span className="offer-form-below">
              {t('offers.below', { percent: formatPercent(locale, figures.belowPercent) })}
            </span>
          ) : (
            <span className="offer-form-below offer-form-below-none">
              {translate(locale, 'OFFER_AT_PRICE')}
            </span>
          ))}
      </div>
      <label className="offer-form-label" htmlFor="offer-note">
        {t('offers.note')}
      </label>
      <TextArea
        id="offer-note"
        value={note}
        onChange={setNote}
        maxLength={OFFER_NOTE_MAX}
        showCount
        rows={2}
        placeholder={t('offers.notePlaceholder')}
      />
      <FieldError>{errors.Note}</FieldError>
      <p className="offer-form-waits">
        <ClockCircleOutline aria-hidden="true" />
        <span>{t('offers.waits', { hours: OFFER_DEFAULTS.hours })}</span>
      </p>
      <FormRefusal>{errors[REFUSAL]}</FormRefusal>
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        size="large"
        loading={make.isPending}
      >
        {t('offers.send')}
      </Button>
    </form>
  );
}

/** The buyer's offer already waiting on the stone: one at a time (OFFER_OPEN). */
function WaitingOffer({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <div className="offer-mine">
      <p className="offer-mine-lead">{t('offers.yours')}</p>
      <OfferSummary offer={offer} />
      <Link className="offer-sheet-link" to={paths.offers}>
        {t('offers.seeMine')}
      </Link>
    </div>
  );
}

function OfferSent({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useEasternMoment();
  return (
    <div className="offer-sent" role="status">
      <CheckCircleFill className="offer-sent-icon" aria-hidden="true" />
      <p className="offer-sent-title">{t('offers.sent')}</p>
      <p className="offer-sent-text">
        {t('offers.sentText', {
          price: t('catalogue.perCarat', { price: formatUsd(locale, offer.PricePerCarat) }),
          time: moment(offer.ExpiresAt),
        })}
      </p>
      <Link className="offer-sheet-link" to={paths.offers}>
        {t('offers.seeMine')}
      </Link>
      <Button block fill="none" shape="rounded" onClick={onClose}>
        {t('offers.done')}
      </Button>
    </div>
  );
}
