import { Button } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPreferences } from '../../accounts';
import { deviceChoices, sayNotNow } from '../push-device';
import { usePushState } from '../use-push-state';
import './push-offer.css';

/**
 * The offer to be told on this phone as an order moves, on the order's page: the moment a
 * buyer wants to know, so the browser's question makes sense then. Shown while the phone can
 * be told but is not, the browser has not been asked, notifications are on in Settings and
 * the buyer has not said "Not now".
 */
export function PushOffer() {
  const { t } = useTranslation();
  const { state, busy, turnOn } = usePushState();
  const [notNow, setNotNow] = useState(() => deviceChoices().notNow);
  // Asked once per page: while the browser asks, the answer must not hide the offer's button.
  const [askable] = useState(
    () => typeof Notification !== 'undefined' && Notification.permission === 'default',
  );
  if (state !== 'off' || !askable || notNow || !readPreferences().notification) return null;

  return (
    <section className="push-offer" aria-labelledby="push-offer-title">
      <BellOutline className="push-offer-icon" aria-hidden />
      <div className="push-offer-text">
        <h2 id="push-offer-title">{t('push.offerTitle')}</h2>
        <p>{t('push.offerText')}</p>
        <div className="push-offer-actions">
          <Button size="small" color="primary" loading={busy} onClick={turnOn}>
            {t('push.turnOn')}
          </Button>
          <Button
            size="small"
            fill="none"
            onClick={() => {
              sayNotNow();
              setNotNow(true);
            }}
          >
            {t('push.notNow')}
          </Button>
        </div>
      </div>
    </section>
  );
}
