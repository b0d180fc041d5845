import { OFFER_DEFAULTS, type Goods } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOffer, MakeOfferSheet, offerSheetPreload } from './make-offer';
import { PriceTagIcon } from './price-tag-icon';
import './offer-panel.css';

/**
 * "Make an offer" on a single stone's details, beside its hold: for a buyer who sees prices,
 * while the stone may be bought. The offer goes to a clerk, who accepts, counters or declines
 * it (docs/offers-memo-returns.md).
 */
export function OfferPanel({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!canOffer(goods)) return null;
  return (
    <div className="offer-panel">
      <Button
        className="offer-button"
        fill="outline"
        shape="rounded"
        size="small"
        {...offerSheetPreload}
        onClick={() => setOpen(true)}
      >
        <PriceTagIcon />
        <span>{t('offerButton.make')}</span>
      </Button>
      <p className="offer-hint">{t('offerButton.hint', { hours: OFFER_DEFAULTS.hours })}</p>
      {open && <MakeOfferSheet goods={goods} onClose={() => setOpen(false)} />}
    </div>
  );
}
