import { Timeline } from 'antd';
import { formatEastern, type AdminOffer, type OfferAction } from '@facet/contract';
import { formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';

const DOT_COLORS: Record<OfferAction, 'blue' | 'green' | 'red' | 'gray'> = {
  make: 'blue',
  counter: 'blue',
  accept: 'green',
  decline: 'red',
  withdraw: 'gray',
  expire: 'gray',
};

/** Every step of an offer, the first first: who moved, at what price, with what note. */
export function OfferHistory({ offer }: { offer: AdminOffer }) {
  const { t, locale } = useI18n();
  return (
    <section className="offers-history" aria-label={t('offers.history.title')}>
      <h3 className="offers-legend">{t('offers.history.title')}</h3>
      <Timeline
        items={offer.History.map((step, index) => ({
          key: `${step.At}-${index}`,
          color: DOT_COLORS[step.Action],
          content: (
            <div className="offers-step">
              <div className="offers-step-head">
                <span className="offers-step-action">{t(`offers.history.${step.Action}`)}</span>
                {step.PricePerCarat !== null && (
                  <span className="offers-number">
                    {t('offers.perCarat', { price: formatUsd(locale, step.PricePerCarat) })}
                  </span>
                )}
              </div>
              <div className="offers-secondary">
                <span className="offers-number">{formatEastern(step.At)} ET</span>
                {' · '}
                {step.By === 'system'
                  ? t('offers.history.by.system')
                  : t('offers.history.byName', { name: step.ByName || offer.Buyer.Email })}
              </div>
              {step.Note && <p className="offers-step-note">{step.Note}</p>}
            </div>
          ),
        }))}
      />
    </section>
  );
}
